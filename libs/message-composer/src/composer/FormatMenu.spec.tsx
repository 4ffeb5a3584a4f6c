import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '../testing/axe';
import * as stories from './FormatMenu.stories';

const { Menu } = composeStories(stories);

describe('FormatMenu', () => {
  it('lists the five formats by their Thai names and reports the chosen one', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Menu />
      </StoryShell>,
    );
    expect(screen.getByText('รูปแบบข้อความ')).toBeInTheDocument();
    for (const name of ['ข้อความ', 'ริชเมสเสจ', 'การ์ดเมสเสจ', 'วิดีโอ', 'JSON']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(
      screen.getByText('เลือกแล้ว: text, imagemap, carousel, video, custom'),
    ).toBeInTheDocument();
  });

  it('is a valid list of buttons', async () => {
    render(
      <StoryShell>
        <Menu />
      </StoryShell>,
    );
    const list = screen.getByRole('list', { name: 'รูปแบบข้อความ' });
    for (const button of screen.getAllByRole('button')) {
      expect(button.closest('li')?.parentElement).toBe(list);
    }
    expect(await axeViolations()).toEqual([]);
  });
});
