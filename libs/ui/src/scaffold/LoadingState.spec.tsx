import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '../theme/AppThemeProvider';
import * as stories from './LoadingState.stories';

const { Default, WithLabel } = composeStories(stories);

describe('LoadingState', () => {
  it("announces 'กำลังโหลด...' with a spinner", () => {
    render(
      <StoryShell>
        <Default />
      </StoryShell>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('กำลังโหลด...');
    expect(within(status).getByRole('progressbar', { hidden: true })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('says another label when given one', () => {
    render(
      <StoryShell>
        <WithLabel />
      </StoryShell>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังบันทึก...');
  });

  it('draws without MUI: it shows while the first screen of a page loads', () => {
    render(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    expect(document.body.querySelector('[class*="Mui"]')).toBeNull();
  });
});
