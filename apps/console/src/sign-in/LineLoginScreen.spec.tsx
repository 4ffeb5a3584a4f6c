import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './LineLoginScreen.stories';

const { Default } = composeStories(stories);

describe('LineLoginScreen', () => {
  it("offers 'เข้าสู่ระบบด้วย LINE' and hands the click to the login flow", async () => {
    const onLogin = jest.fn();
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Default onLogin={onLogin} />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });
});
