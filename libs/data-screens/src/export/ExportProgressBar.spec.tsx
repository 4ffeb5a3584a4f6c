import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { exportProgressText, formatBytes } from './ExportProgressBar';
import * as stories from './ExportProgressBar.stories';

const { Streamed, Sized, Starting } = composeStories(stories);

describe('ExportProgressBar', () => {
  it('moves without an end for a streamed file, saying the bytes and rows so far', () => {
    render(
      <StoryShell>
        <Streamed />
      </StoryShell>,
    );
    const bar = screen.getByRole('progressbar', { name: 'ส่งออก Excel (.xlsx)' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('status')).toHaveTextContent('กำลังส่งออก ได้รับแล้ว 3.3 MB (100,000 แถว)');
  });

  it('fills when the size is known', () => {
    render(
      <StoryShell>
        <Sized />
      </StoryShell>,
    );
    expect(screen.getByRole('progressbar', { name: 'ส่งออก CSV (.csv)' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังส่งออก ได้รับแล้ว 512 B จาก 2 KB');
  });

  it('cancels', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(
      <StoryShell>
        <Starting onCancel={onCancel} />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it.each([
    [0, '0 B'],
    [1023, '1,023 B'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('formatBytes(%d) is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('says the rows only when known', () => {
    expect(exportProgressText({ loadedBytes: 10 })).toBe('กำลังส่งออก ได้รับแล้ว 10 B');
  });
});
