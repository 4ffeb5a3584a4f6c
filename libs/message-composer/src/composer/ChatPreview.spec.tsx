import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { getContrastRatio } from '@mui/material/styles';
import { CHAT_BACKGROUND } from './ChatPreview';
import * as stories from './ChatPreview.stories';

const { TextCardVideo, RichAndCustom, Collapsed } = composeStories(stories);

const rows = () => {
  const chat = screen.getByRole('list', { name: 'ตัวอย่างข้อความ' });
  return within(chat)
    .getAllByRole('listitem')
    .filter((row) => row.parentElement === chat);
};

describe('ChatPreview', () => {
  it('renders each message in order, each under the company name', () => {
    render(
      <StoryShell>
        <TextCardVideo />
      </StoryShell>,
    );
    const [text, card, video] = rows() as HTMLElement[];
    expect(rows()).toHaveLength(3);
    for (const row of rows()) expect(within(row).getByText('รพ.สต.บ้านหนองบัว')).toBeInTheDocument();
    expect(within(text as HTMLElement).getByText(/ขอเชิญรับวัคซีน/)).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('list', { name: 'การ์ด' })).toBeInTheDocument();
    expect(
      within(video as HTMLElement).getByRole('img', { name: 'ภาพหน้าปกวิดีโอ' }),
    ).toBeInTheDocument();
  });

  it('shows the rich message image and a Custom bubble for JSON messages', () => {
    render(
      <StoryShell>
        <RichAndCustom />
      </StoryShell>,
    );
    const [rich, custom] = rows() as HTMLElement[];
    expect(within(rich as HTMLElement).getByRole('img', { name: 'ริชเมสเสจ' })).toBeInTheDocument();
    expect(within(custom as HTMLElement).getByText('Custom')).toBeInTheDocument();
  });

  it('opens and closes with its ตัวอย่าง button', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Collapsed />
      </StoryShell>,
    );
    const toggle = screen.getByRole('button', { name: 'ตัวอย่าง' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'ตัวอย่างข้อความ' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(rows()).toHaveLength(1);
  });

  it('writes the company name readably on the chat background (at least 4.5:1)', () => {
    render(
      <StoryShell>
        <TextCardVideo />
      </StoryShell>,
    );
    for (const row of rows()) {
      const { color } = getComputedStyle(within(row).getByText('รพ.สต.บ้านหนองบัว'));
      expect(getContrastRatio(color, CHAT_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
