import { dismissAllToasts, getToasts, StoryShell } from '@hbc/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import type { ReactElement } from 'react';
import * as stories from './InviteLinkDialog.stories';

const { JustCreated, CanReissue, ReissueRefused } = composeStories(stories);

const LINK = 'http://localhost/invite?code=Zk3v9QeR_2mX8a';

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
  return screen.getByRole('dialog', { name: 'ลิงก์คำเชิญเข้าใช้งาน' });
}

const toastTexts = () => getToasts().map((t) => [t.severity, t.message]);

const execCommand = Object.getOwnPropertyDescriptor(document, 'execCommand');

afterEach(() => {
  dismissAllToasts();
  jest.restoreAllMocks();
  if (execCommand) Object.defineProperty(document, 'execCommand', execCommand);
  else delete (document as Partial<Document>).execCommand;
});

describe('InviteLinkDialog', () => {
  it('shows the full /invite link of the code, for whom it is, and closes', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    const dialog = show(<JustCreated onClose={onClose} />);

    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์คำเชิญ' })).toHaveValue(LINK);
    expect(dialog).toHaveAccessibleDescription('ส่งลิงก์นี้ให้ กานดา ขยันดี เพื่อเข้าสู่ระบบด้วย LINE');
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the expiry in the Buddhist era and that the link works once, for 7 days', () => {
    const dialog = show(<JustCreated />);

    expect(within(dialog).getByText('ใช้ได้ถึง 29/11/2569 10:05')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'ลิงก์นี้ใช้ได้ครั้งเดียว และใช้ได้ 7 วันนับจากที่ออกลิงก์',
    );
  });

  it('shows a QR code image of the link', async () => {
    const dialog = show(<JustCreated />);

    const qr = await within(dialog).findByRole('img', { name: 'คิวอาร์โค้ดของลิงก์คำเชิญ' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);
  });

  it("copies the link and says 'คัดลอกลิงก์แล้ว'", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const dialog = show(<JustCreated />);

    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));

    await waitFor(() => expect(toastTexts()).toEqual([['success', 'คัดลอกลิงก์แล้ว']]));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('copies through a selected text where the Clipboard API is missing', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    document.execCommand = jest.fn(() => {
      const field = document.activeElement as HTMLInputElement;
      copied = field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
      return true;
    });
    const dialog = show(<JustCreated />);

    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));

    await waitFor(() => expect(toastTexts()).toEqual([['success', 'คัดลอกลิงก์แล้ว']]));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(LINK);
  });

  it('asks to copy by hand, the link selected, when the browser copies nothing', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    document.execCommand = jest.fn(() => false);
    const dialog = show(<JustCreated />);

    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));

    await waitFor(() =>
      expect(toastTexts()).toEqual([['error', 'คัดลอกลิงก์ไม่สำเร็จ กรุณาคัดลอกลิงก์ด้วยตนเอง']]),
    );
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'ลิงก์คำเชิญ' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });

  it('holds no axe violations, its QR code drawn', async () => {
    const dialog = show(<CanReissue />);
    await within(dialog).findByRole('img', { name: 'คิวอาร์โค้ดของลิงก์คำเชิญ' });
    expect(await axeViolations(dialog, { skip: ['region'] })).toEqual([]);
  });

  it("offers 'ออกลิงก์ใหม่' only when the caller can re-issue", () => {
    const dialog = show(<JustCreated />);
    expect(within(dialog).queryByRole('button', { name: 'ออกลิงก์ใหม่' })).not.toBeInTheDocument();
  });

  it('re-issues: the buttons wait, then the new link and its expiry show', async () => {
    const user = userEvent.setup();
    const dialog = show(<CanReissue />);

    await user.click(within(dialog).getByRole('button', { name: 'ออกลิงก์ใหม่' }));

    expect(within(dialog).getByRole('button', { name: 'ออกลิงก์ใหม่' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeDisabled();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'ลิงก์คำเชิญ' })).toHaveValue(
        'http://localhost/invite?code=N3wC0de-after-reissue',
      ),
    );
    expect(within(dialog).getByText('ใช้ได้ถึง 30/11/2569 08:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ออกลิงก์ใหม่' })).toBeEnabled();
  });

  it("says why a new link was refused, in the server's Thai words", async () => {
    const user = userEvent.setup();
    const dialog = show(<ReissueRefused />);

    await user.click(within(dialog).getByRole('button', { name: 'ออกลิงก์ใหม่' }));

    await waitFor(() =>
      expect(toastTexts()).toEqual([
        ['error', 'ออกลิงก์ใหม่ไม่สำเร็จ: ออกลิงก์คำเชิญได้เฉพาะผู้ใช้งานที่ยังไม่ได้ตอบรับคำเชิญ'],
      ]),
    );
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์คำเชิญ' })).toHaveValue(LINK);
  });
});
