import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './BroadcastProgressBar.stories';

const { Sending, Connecting } = composeStories(stories);

describe('BroadcastProgressBar', () => {
  it('shows the share done with the sent, failed and remaining counts', () => {
    render(
      <StoryShell>
        <Sending />
      </StoryShell>,
    );
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการส่ง' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '400 จาก 1,200 คนส่งสำเร็จ 380ไม่สำเร็จ 20คงเหลือ 800',
    );
  });

  it('says it is connecting before the first event', () => {
    render(
      <StoryShell>
        <Connecting />
      </StoryShell>,
    );
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการส่ง' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังเชื่อมต่อเพื่อติดตามความคืบหน้า');
  });
});
