import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import { TEXT_MESSAGE } from './broadcast-fixtures';
import * as stories from './SendConfirmDialog.stories';

const { SendNow, SendNowOutsideWindow, Scheduled, CountUnknown, Urgent, Sending } =
  composeStories(stories);

describe('SendConfirmDialog', () => {
  it('asks before sending now: the title, the recipients and the first message as the chat shows it', () => {
    show(<SendNow />);
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    expect(within(dialog).getByText('ชวนตรวจสุขภาพประจำปี')).toBeInTheDocument();
    expect(within(dialog).getByText('จำนวนผู้รับ 12,400 คน')).toBeInTheDocument();
    expect(within(dialog).getByText('ส่งทันที')).toBeInTheDocument();
    const preview = within(dialog).getByRole('list', { name: 'ตัวอย่างข้อความ' });
    expect(within(preview).getByText(TEXT_MESSAGE.text)).toBeInTheDocument();
    expect(within(preview).getByText('โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านหนองบัว')).toBeInTheDocument();
    // A paragraph cannot hold the preview's blocks (React warns, browsers move them out).
    expect(preview.closest('p')).toBeNull();
  });

  it('says when a send now outside the send window really begins', () => {
    show(<SendNowOutsideWindow />);
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    expect(dialog).toHaveAccessibleDescription(
      /ส่งทันที อยู่นอกช่วงเวลาส่ง 08:00–20:00 น\.: จะเริ่มส่งจริงเวลา 08:00 น\. วันที่ 21 พฤศจิกายน 2569$/,
    );
  });

  it('says nothing of the send window inside it', () => {
    show(<SendNow />);
    expect(screen.queryByText(/นอกช่วงเวลาส่ง/)).not.toBeInTheDocument();
  });

  it('names the Thai date and time of a scheduled send', () => {
    show(<Scheduled />);
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการตั้งเวลาส่ง' });
    expect(within(dialog).getByText('ส่งเมื่อ 25/11/2569 09:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ตั้งเวลาส่ง' })).toBeEnabled();
  });

  it('says an urgent send waits for approval, and asks for it', () => {
    show(<Urgent />);
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    expect(
      within(dialog).getByText('บรอดแคสต์เร่งด่วนต้องได้รับการอนุมัติก่อนส่งทุกครั้ง จะเริ่มส่งเมื่อได้รับการอนุมัติ'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ส่งขออนุมัติ' })).toBeEnabled();
  });

  it('does not speak of approval for a send that is not urgent', () => {
    show(<SendNow />);
    expect(screen.queryByText(/อนุมัติ/)).not.toBeInTheDocument();
  });

  it('says when the recipients are not counted', () => {
    show(<CountUnknown />);
    expect(screen.getByText('ยังนับจำนวนผู้รับไม่ได้')).toBeInTheDocument();
  });

  it('sends or goes back as staff answer', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    show(<SendNow onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });

    await user.click(within(dialog).getByRole('button', { name: 'ส่งบรอดแคสต์' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('lets nothing be pressed twice while sending', () => {
    show(<Sending />);
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    expect(within(dialog).getByRole('button', { name: /ส่งบรอดแคสต์/ })).toBeDisabled();
  });
});
