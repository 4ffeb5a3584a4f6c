import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './UploadProgress.stories';

const { Checking, UploadingUnknownProgress, UploadingHalfway } = composeStories(stories);

describe('UploadProgress', () => {
  it('says the file is being checked', () => {
    render(<StoryShell><Checking /></StoryShell>);
    expect(screen.getByRole('progressbar', { name: 'กำลังตรวจสอบไฟล์' })).toBeInTheDocument();
  });

  it('spins without a percentage while the progress is unknown', () => {
    render(<StoryShell><UploadingUnknownProgress /></StoryShell>);
    expect(screen.getByRole('progressbar', { name: 'กำลังอัพโหลด' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it('shows the percentage uploaded', () => {
    render(<StoryShell><UploadingHalfway /></StoryShell>);
    expect(screen.getByRole('progressbar', { name: 'กำลังอัพโหลด' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeInTheDocument();
  });
});
