import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ToastHost.stories';
import { StoryShell } from '../theme/AppThemeProvider';
import { TOAST_TIMEOUT_MS } from './toast-store';

const { Buttons } = composeStories(stories);

describe('toasts', () => {
  it('shows the message a user triggered and hides it after 3000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <StoryShell>
        <Buttons />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ผิดพลาด' }));
    expect(screen.getByRole('alert')).toHaveTextContent('System Error!!!');
    act(() => {
      jest.advanceTimersByTime(TOAST_TIMEOUT_MS - 100);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    act(() => {
      jest.advanceTimersByTime(1000); // the exit transition
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
