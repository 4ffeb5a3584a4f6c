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

describe('toasts over a dialog', () => {
  it('stays visible to assistive technology while a modal dialog is open', async () => {
    const { default: Dialog } = await import('@mui/material/Dialog');
    const { toast } = await import('./toast-store');
    render(
      <StoryShell>
        <Dialog open>
          <p>กล่องโต้ตอบ</p>
        </Dialog>
      </StoryShell>,
    );
    act(() => {
      toast.error('เลือกรูปแบบข้อความได้สูงสุด 3 รูปแบบ');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('เลือกรูปแบบข้อความได้สูงสุด 3 รูปแบบ');
  });
});
