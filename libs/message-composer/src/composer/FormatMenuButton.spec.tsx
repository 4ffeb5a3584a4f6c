import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '../testing/axe';
import * as stories from './FormatMenuButton.stories';

const { MenuButton } = composeStories(stories);

describe('FormatMenuButton', () => {
  it('opens the five formats by their Thai names and reports the chosen one', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <MenuButton />
      </StoryShell>,
    );
    const button = screen.getByRole('button', { name: 'เพิ่มข้อความ' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).not.toHaveAttribute('aria-expanded');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'รูปแบบข้อความ' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['ข้อความ', 'ริชเมสเสจ', 'การ์ดเมสเสจ', 'วิดีโอ', 'JSON']);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(menu).getByRole('menuitem', { name: 'วิดีโอ' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'JSON' }));
    expect(screen.getByText('เลือกแล้ว: video, custom')).toBeInTheDocument();
  });

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <MenuButton />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'เพิ่มข้อความ' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByText('เลือกแล้ว:')).toBeInTheDocument();
  });
});
