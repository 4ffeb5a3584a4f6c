import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS } from '@hbc/contracts';
import { bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import * as stories from './ApprovalSettingScreen.stories';

const { BySuperAdmin, LoadFails } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const FIELD = /จำนวนผู้รับที่ต้องได้รับการอนุมัติก่อนส่ง/;
const SAVE = `PUT ${API_PATHS.approvalSetting}`;

describe('ApprovalSettingScreen', () => {
  it('shows the threshold and saves a new one', async () => {
    const user = userEvent.setup();
    show(<BySuperAdmin />);
    expect(screen.getByRole('heading', { level: 1, name: 'เกณฑ์การอนุมัติ' })).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: FIELD });
    expect(field).toHaveValue('10000');
    await user.clear(field);
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(toastTexts()).toContain('บันทึกเกณฑ์การอนุมัติแล้ว'));
    expect(bodiesOf(SAVE)).toEqual([{ minRecipients: 5_000 }]);
  });

  it.each([
    ['', 'กรุณากรอกจำนวนผู้รับ'],
    ['0', 'จำนวนผู้รับต้องไม่น้อยกว่า 1 คน'],
    ['12.5', 'กรุณากรอกจำนวนเต็ม'],
    ['100000001', 'จำนวนผู้รับต้องไม่เกิน 100,000,000 คน'],
  ])('refuses %p in Thai without calling the API', async (typed, message) => {
    const user = userEvent.setup();
    show(<BySuperAdmin />);
    const field = await screen.findByRole('textbox', { name: FIELD });
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(field).toHaveAccessibleDescription(message);
    expect(bodiesOf(SAVE)).toEqual([]);
  });

  it('says when the threshold cannot be read, offering to try again', async () => {
    show(<LoadFails />);
    expect(await screen.findByText('โหลดเกณฑ์การอนุมัติไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });
});
