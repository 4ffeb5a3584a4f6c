import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import { VACCINE_LINK } from './tracking-url-fixtures';
import * as stories from './ShortLinkCell.stories';

const { InCell } = composeStories(stories);

describe('ShortLinkCell', () => {
  it('shows the short link and hands it to copy, or the link to show as a QR code', async () => {
    const user = userEvent.setup();
    const onCopy = jest.fn();
    const onShowQr = jest.fn();
    const outside = jest.fn();
    show(
      <div onClick={outside}>
        <InCell onCopy={onCopy} onShowQr={onShowQr} />
      </div>,
    );
    expect(screen.getByText('https://hbc.example/t/Tk01xQ9_zB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'คัดลอกลิงก์ย่อ' }));
    expect(onCopy).toHaveBeenCalledWith('https://hbc.example/t/Tk01xQ9_zB');

    await user.click(screen.getByRole('button', { name: 'คิวอาร์โค้ด' }));
    expect(onShowQr).toHaveBeenCalledWith(VACCINE_LINK);
    expect(outside).not.toHaveBeenCalled();
  });
});
