import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './DetailSection.stories';

const { Messages } = composeStories(stories);

describe('DetailSection', () => {
  it('is a region named by its heading, holding what it was given', () => {
    render(
      <StoryShell>
        <Messages />
      </StoryShell>,
    );
    const region = screen.getByRole('region', { name: 'ข้อความ' });
    expect(screen.getByRole('heading', { level: 2, name: 'ข้อความ' })).toBeInTheDocument();
    expect(region).toHaveTextContent('3 ข้อความ');
  });
});
