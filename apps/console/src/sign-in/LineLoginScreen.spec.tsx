import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import type { ReactElement } from 'react';
import * as stories from './LineLoginScreen.stories';

const { Default, Starting, Invited } = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

describe('LineLoginScreen', () => {
  it("offers 'เข้าสู่ระบบด้วย LINE' as step 1 of 2 and hands the click to the login flow", async () => {
    const onLogin = jest.fn();
    const user = userEvent.setup();
    show(<Default onLogin={onLogin} />);
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ขั้นตอนที่ 1 จาก 2' })).toBeInTheDocument();
    expect(screen.queryByText(/ได้รับคำเชิญ/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the button from a second press while LINE opens', () => {
    show(<Starting />);
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeDisabled();
  });

  it('welcomes a person who came from an invite link', () => {
    show(<Invited />);
    expect(
      screen.getByText('ท่านได้รับคำเชิญเข้าใช้งานระบบ กรุณาเข้าสู่ระบบด้วย LINE เพื่อยืนยันตัวตน'),
    ).toBeInTheDocument();
  });
});
