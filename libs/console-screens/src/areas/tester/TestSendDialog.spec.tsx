import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS } from '@hbc/contracts';
import { bodiesOf, show } from '../../testing/spec-helpers';
import { MANEE, SOMCHAI, SOMYING } from './tester-fixtures';
import * as stories from './TestSendDialog.stories';

const { WithTesters, NoTesters, ManyTesters, Sending, LoadFails } = composeStories(stories);

afterEach(() => clearProfile());

const dialog = () => screen.getByRole('dialog', { name: 'ส่งทดสอบ' });
const box = (name: string) => within(dialog()).getByRole('checkbox', { name });

describe('TestSendDialog', () => {
  it('lists the unit’s testers with the own account, chosen at first, and names the choice on the button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    show(<WithTesters onConfirm={onConfirm} />);

    await within(dialog()).findByRole('checkbox', { name: SOMCHAI.name });
    expect(bodiesOf(`POST ${API_PATHS.testerList}`)).toEqual([
      { page: 1, pageSize: 100, sort: { field: 'name', direction: 'asc' } },
    ]);
    expect(box('บัญชี LINE ของฉัน')).toBeChecked();
    expect(box(`${MANEE.name} (เลิกติดตามแล้ว)`)).not.toBeChecked();
    expect(
      within(dialog()).getByRole('button', { name: 'ส่งทดสอบถึง 1 คน: บัญชี LINE ของฉัน' }),
    ).toBeEnabled();

    await user.click(box('บัญชี LINE ของฉัน'));
    expect(within(dialog()).getByRole('button', { name: 'เลือกผู้รับก่อนส่งทดสอบ' })).toBeDisabled();
    await user.click(box(SOMCHAI.name));
    await user.click(box(SOMYING.name));
    await user.click(
      within(dialog()).getByRole('button', {
        name: `ส่งทดสอบถึง 2 คน: ${SOMCHAI.name}, ${SOMYING.name}`,
      }),
    );

    expect(onConfirm).toHaveBeenCalledWith({ testerIds: [SOMCHAI.id, SOMYING.id], toSelf: false });
  });

  it('tells a unit without testers who adds them, and still offers the own account', async () => {
    show(<NoTesters />);

    expect(
      await within(dialog()).findByText(/ขอให้ผู้ดูแลระดับ 1 ของหน่วยบริการเพิ่มผู้ทดสอบ/),
    ).toBeInTheDocument();
    expect(box('บัญชี LINE ของฉัน')).toBeChecked();
    expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('lets at most ten testers be chosen', async () => {
    const user = userEvent.setup();
    show(<ManyTesters />);
    await within(dialog()).findByRole('checkbox', { name: 'ผู้ทดสอบคนที่ 01' });

    for (let i = 1; i <= 10; i += 1) {
      await user.click(box(`ผู้ทดสอบคนที่ ${String(i).padStart(2, '0')}`));
    }

    expect(box('ผู้ทดสอบคนที่ 11')).toBeDisabled();
    expect(within(dialog()).getByText('เลือกผู้ทดสอบได้ไม่เกิน 10 คนต่อครั้ง')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: /^ส่งทดสอบถึง 11 คน/ })).toBeEnabled();
  });

  it('can be pressed neither to send nor to cancel while sending', async () => {
    show(<Sending />);
    await within(dialog()).findByRole('checkbox', { name: SOMCHAI.name });
    expect(within(dialog()).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: /^ส่งทดสอบถึง/ })).toBeDisabled();
  });

  it('still offers the own account when the testers cannot be read', async () => {
    const onCancel = jest.fn();
    const user = userEvent.setup();
    show(<LoadFails onCancel={onCancel} />);
    expect(
      await within(dialog()).findByText('โหลดรายชื่อผู้ทดสอบไม่สำเร็จ ส่งทดสอบถึงบัญชี LINE ของคุณเองได้'),
    ).toBeInTheDocument();
    await waitFor(() => expect(box('บัญชี LINE ของฉัน')).toBeChecked());
    await user.click(within(dialog()).getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
