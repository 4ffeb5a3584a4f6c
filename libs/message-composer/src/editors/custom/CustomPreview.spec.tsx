import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './CustomPreview.stories';

const { Sticker } = composeStories(stories);

describe('CustomPreview', () => {
  it('says Custom instead of drawing the message', () => {
    render(
      <StoryShell>
        <Sticker />
      </StoryShell>,
    );
    expect(screen.getByText('Custom')).toBeInTheDocument();
    expect(screen.queryByText(/sticker/)).not.toBeInTheDocument();
  });
});
