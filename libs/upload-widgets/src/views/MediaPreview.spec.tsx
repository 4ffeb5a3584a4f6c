import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './MediaPreview.stories';
import { SAMPLE_URLS } from '../testing/sample-urls';

const { Image, SquareImage, Video } = composeStories(stories);

describe('MediaPreview', () => {
  it('shows an image by its name', () => {
    render(<StoryShell><Image /></StoryShell>);
    expect(screen.getByRole('img', { name: 'รูปภาพปก' })).toHaveAttribute('src', SAMPLE_URLS.wideImage);
  });

  it('crops a card image to a square', () => {
    render(<StoryShell><SquareImage /></StoryShell>);
    expect(screen.getByRole('img', { name: 'รูปภาพปก' })).toHaveStyle({ width: '200px', height: '200px' });
  });

  it('shows a video with its controls', () => {
    render(<StoryShell><Video /></StoryShell>);
    const video = screen.getByLabelText('วิดีโอ');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', SAMPLE_URLS.video);
    expect(video).toHaveAttribute('controls');
  });
});
