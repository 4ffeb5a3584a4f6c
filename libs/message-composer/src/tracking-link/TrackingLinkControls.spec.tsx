import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './TrackingLinkControls.stories';
import { SEARCH_PAUSE_MS } from './useTrackingLinkSearch';

const { PlainLink, TrackingLink, ReadOnly, WithoutHost } = composeStories(stories);

function show(story: React.ReactElement) {
  return render(<StoryShell>{story}</StoryShell>);
}

const field = () => screen.getByRole('textbox', { name: 'ลิงก์' });
const chip = (name: string) => screen.queryByText(`ลิงก์ติดตาม: ${name}`);
const useButton = () => screen.queryByRole('button', { name: 'ใช้ลิงก์ติดตาม' });

describe('TrackingLinkControls', () => {
  it('offers the tracking links under a plain link, naming none', async () => {
    const user = userEvent.setup();
    show(<PlainLink />);
    expect(useButton()).toBeInTheDocument();

    await user.click(useButton() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'เลือกลิงก์ติดตาม' });
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์ปลายทาง' })).toHaveValue(
      'https://hospital.example/news',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toHaveValue('https://hospital.example/news');
  });

  it('names a short link typed or pasted into the field, and stops when it changes', async () => {
    const user = userEvent.setup();
    show(<PlainLink />);
    await user.clear(field());
    await user.click(field());
    await user.paste('https://hbc.example/t/Sv2wL6yH3e');
    expect(await screen.findByText('ลิงก์ติดตาม: แบบประเมินความพึงพอใจ')).toBeInTheDocument();

    await user.type(field(), 'x');
    expect(chip('แบบประเมินความพึงพอใจ')).not.toBeInTheDocument();
  });

  it('names the tracking link the field holds, and starts a new link from its destination', async () => {
    const user = userEvent.setup();
    show(<TrackingLink />);
    expect(await screen.findByText('ลิงก์ติดตาม: ตรวจคัดกรองเบาหวาน')).toBeInTheDocument();

    await user.click(useButton() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'เลือกลิงก์ติดตาม' });
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์ปลายทาง' })).toHaveValue(
      'https://hospital.example/screening/diabetes',
    );
  });

  it('names the tracking link when read-only, without the button', async () => {
    show(<ReadOnly />);
    expect(await screen.findByText('ลิงก์ติดตาม: ตรวจคัดกรองเบาหวาน')).toBeInTheDocument();
    expect(useButton()).not.toBeInTheDocument();
  });

  it('shows nothing where the host offers no tracking links', async () => {
    jest.useFakeTimers();
    try {
      const hosted = show(<TrackingLink />).container;
      const bare = show(<WithoutHost />).container;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SEARCH_PAUSE_MS);
      });
      // The same link under a host offering tracking links is named by now.
      expect(within(hosted).getByText('ลิงก์ติดตาม: ตรวจคัดกรองเบาหวาน')).toBeInTheDocument();
      expect(within(bare).queryByRole('button', { name: 'ใช้ลิงก์ติดตาม' })).not.toBeInTheDocument();
      expect(within(bare).queryByText('ลิงก์ติดตาม: ตรวจคัดกรองเบาหวาน')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
