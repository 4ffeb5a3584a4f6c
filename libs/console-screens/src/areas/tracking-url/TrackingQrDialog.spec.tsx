import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './TrackingQrDialog.stories';

const { ShortLinkQr } = composeStories(stories);

describe('TrackingQrDialog', () => {
  it("shows the QR code of the link's short link, to download as a PNG", async () => {
    show(<ShortLinkQr />);
    const dialog = screen.getByRole('dialog', { name: 'คิวอาร์โค้ดของลิงก์ติดตาม' });
    expect(within(dialog).getByText('นัดฉีดวัคซีนไข้หวัดใหญ่')).toBeInTheDocument();
    expect(within(dialog).getByText('https://hbc.example/t/Tk01xQ9_zB')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('progressbar', { name: 'กำลังสร้างคิวอาร์โค้ด' }),
    ).toBeInTheDocument();

    const qr = await within(dialog).findByRole('img', {
      name: 'คิวอาร์โค้ดของลิงก์ นัดฉีดวัคซีนไข้หวัดใหญ่',
    });
    const src = qr.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);
    const download = within(dialog).getByRole('link', { name: 'ดาวน์โหลดคิวอาร์โค้ด' });
    expect(download).toHaveAttribute('href', src);
    expect(download).toHaveAttribute('download', 'qr-Tk01xQ9_zB.png');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('closes on ปิด', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    show(<ShortLinkQr onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
