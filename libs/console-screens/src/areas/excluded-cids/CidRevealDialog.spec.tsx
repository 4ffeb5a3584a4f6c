import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import * as stories from './CidRevealDialog.stories';

const { Default, Gone, Unreachable } = composeStories(stories);

const REVEAL = 'POST /api/setting/cid/23/reveal';
const dialog = () => screen.getByRole('dialog', { name: 'ดูเลขประจำตัวประชาชนเต็ม' });

afterEach(() => {
  dismissToasts();
  jest.restoreAllMocks();
});

describe('CidRevealDialog', () => {
  it('shows the masked CID and says the reveal is logged, asking nothing of the API yet', () => {
    show(<Default />);

    expect(dialog()).toHaveAccessibleDescription('การดูเลขเต็มจะถูกบันทึกในประวัติการใช้งาน');
    expect(within(dialog()).getByText('3-1002-xxxxx-xx-7')).toBeInTheDocument();
    expect(currentFakeApi().calls(REVEAL)).toHaveLength(0);
  });

  it('reveals the full CID in its groups once confirmed, and copies its digits', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    show(<Default onClose={onClose} />);

    await user.click(within(dialog()).getByRole('button', { name: 'ดูเลขเต็ม' }));

    expect(
      await within(dialog()).findByRole('status', { name: 'เลขประจำตัวประชาชนเต็ม' }),
    ).toHaveTextContent('3-1002-71604-74-7');
    expect(currentFakeApi().calls(REVEAL)).toHaveLength(1);
    expect(within(dialog()).queryByText('3-1002-xxxxx-xx-7')).not.toBeInTheDocument();

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog()).getByRole('button', { name: 'คัดลอก' }));
    expect(writeText).toHaveBeenCalledWith('3100271604747');
    await waitFor(() => expect(toastTexts()).toEqual(['คัดลอกเลขประจำตัวประชาชนแล้ว']));

    await user.click(within(dialog()).getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on cancel without revealing', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    show(<Default onClose={onClose} />);

    await user.click(within(dialog()).getByRole('button', { name: 'ยกเลิก' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(currentFakeApi().calls(REVEAL)).toHaveLength(0);
  });

  it.each([
    ['its reason when the API refuses', Gone, 'ไม่พบข้อมูลนี้ อาจถูกลบไปแล้ว'],
    ['that it failed when the API is unreachable', Unreachable, 'แสดงเลขประจำตัวประชาชนไม่สำเร็จ'],
  ])('says %s, revealing nothing', async (_case, Story, text) => {
    const user = userEvent.setup();
    show(<Story />);

    await user.click(within(dialog()).getByRole('button', { name: 'ดูเลขเต็ม' }));

    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(text));
    expect(within(dialog()).getByText('3-1002-xxxxx-xx-7')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'ดูเลขเต็ม' })).toBeEnabled();
  });

  it('holds no axe violations, asking or showing', async () => {
    const user = userEvent.setup();
    show(<Default />);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(dialog()).getByRole('button', { name: 'ดูเลขเต็ม' }));
    await within(dialog()).findByRole('status', { name: 'เลขประจำตัวประชาชนเต็ม' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
