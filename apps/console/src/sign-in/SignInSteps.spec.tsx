import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './SignInSteps.stories';

const { Line, Provider } = composeStories(stories);

describe('SignInSteps', () => {
  it('marks the LINE step as current first', () => {
    render(
      <StoryShell>
        <Line />
      </StoryShell>,
    );
    const steps = within(screen.getByRole('list', { name: 'ขั้นตอนที่ 1 จาก 2' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual(['1บัญชี LINE', '2Provider ID']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
  });

  it('ticks the LINE step once on Provider ID', () => {
    render(
      <StoryShell>
        <Provider />
      </StoryShell>,
    );
    const steps = within(screen.getByRole('list', { name: 'ขั้นตอนที่ 2 จาก 2' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual(['✓บัญชี LINE', '2Provider ID']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });
});
