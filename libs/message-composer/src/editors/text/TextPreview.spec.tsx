import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { sampleText } from '@hbc/message-model/fixtures';
import * as stories from './TextPreview.stories';

const { MultiLine } = composeStories(stories);

describe('TextPreview', () => {
  it('shows the text with its line breaks kept', () => {
    render(
      <StoryShell>
        <MultiLine />
      </StoryShell>,
    );
    const text = sampleText().text;
    expect(text).toContain('\n');
    const bubble = screen.getByText(text, {
      normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }),
    });
    expect(bubble).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });
});
