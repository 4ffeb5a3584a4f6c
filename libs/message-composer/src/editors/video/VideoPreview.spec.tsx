import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { sampleVideo } from '@hbc/message-model/fixtures';
import * as stories from './VideoPreview.stories';

const { WithCover, NoCover } = composeStories(stories);

describe('VideoPreview', () => {
  it("shows the video's cover image", () => {
    render(
      <StoryShell>
        <WithCover />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'ภาพหน้าปกวิดีโอ' })).toHaveAttribute(
      'src',
      sampleVideo().previewImageUrl,
    );
  });

  it('shows a placeholder until a cover is uploaded', () => {
    render(
      <StoryShell>
        <NoCover />
      </StoryShell>,
    );
    expect(screen.queryByRole('img', { name: 'ภาพหน้าปกวิดีโอ' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('ยังไม่มีภาพหน้าปก')).toBeInTheDocument();
  });
});
