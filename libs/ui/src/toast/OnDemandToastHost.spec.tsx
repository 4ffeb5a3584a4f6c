import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './OnDemandToastHost.stories';
import { dismissAllToasts, TOAST_TIMEOUT_MS } from './toast-store';

const { PlainPage } = composeStories(stories);

afterEach(() => {
  dismissAllToasts();
});

describe('the toast host loaded on demand', () => {
  it('draws nothing, and no MUI, until a toast is raised', () => {
    render(<PlainPage />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
  });

  it('shows the first toast once its host has loaded, in the theme, and hides it after 3000 ms', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<PlainPage />);
      await user.click(screen.getByRole('button', { name: 'ผิดพลาด' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('กรุณาเข้าสู่ระบบใหม่อีกครั้ง');
      expect(alert).toHaveClass('MuiAlert-filledError');
      act(() => {
        jest.advanceTimersByTime(TOAST_TIMEOUT_MS - 100);
      });
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows later toasts at once, one under the other', async () => {
    const user = userEvent.setup();
    render(<PlainPage />);
    await user.click(screen.getByRole('button', { name: 'ผิดพลาด' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'สำเร็จ' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
      'บันทึกข้อมูลสำเร็จ',
    ]);
  });
});
