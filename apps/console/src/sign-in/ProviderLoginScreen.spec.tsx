import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './ProviderLoginScreen.stories';

const { Default, Starting } = composeStories(stories);

describe('ProviderLoginScreen', () => {
  it("offers 'เข้าสู่ระบบด้วย Provider ID' as step 2 of 2", async () => {
    const onLogin = jest.fn();
    render(
      <StoryShell>
        <Default onLogin={onLogin} />
      </StoryShell>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบด้วย Provider ID' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ขั้นตอนที่ 2 จาก 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the button from a second press while Provider ID opens', () => {
    render(
      <StoryShell>
        <Starting />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' })).toBeDisabled();
  });
});
