import { render, screen } from '@testing-library/react';
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
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    expect(screen.getByRole('status').querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });

  it('says another label when given one', () => {
    render(
      <StoryShell>
        <WithLabel />
      </StoryShell>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังบันทึก...');
  });
});
