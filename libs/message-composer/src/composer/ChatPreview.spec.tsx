import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { getContrastRatio } from '@mui/material/styles';
import { CHAT_COLOURS } from './chat-scheme';
import * as stories from './ChatPreview.stories';
import { CHAT_SCHEME_KEY } from './useChatScheme';

const { TextCardVideo, RichAndCustom, Collapsed, DarkMode } = composeStories(stories);

const rows = () => {
  const chat = screen.getByRole('list', { name: 'ตัวอย่างข้อความ' });
  return within(chat)
    .getAllByRole('listitem')
    .filter((row) => row.parentElement === chat);
};

const chat = () => screen.getByRole('list', { name: 'ตัวอย่างข้อความ' });
const darkSwitch = () => screen.getByRole('switch', { name: 'โหมดมืด' });

afterEach(() => sessionStorage.removeItem(CHAT_SCHEME_KEY));

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
      expect(getContrastRatio(color, CHAT_COLOURS.light.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows the chat in a phone-wide frame, headed by the company name as LINE does', () => {
    render(
      <StoryShell>
        <TextCardVideo />
      </StoryShell>,
    );
    const frame = chat().parentElement as HTMLElement;
    expect(frame).toHaveStyle({ width: '360px', maxWidth: '100%' });
    expect(within(frame).getAllByText('รพ.สต.บ้านหนองบัว')).toHaveLength(rows().length + 1);
  });

  it("switches to LINE's dark chat colours with โหมดมืด, and back", async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <TextCardVideo />
      </StoryShell>,
    );
    const bubble = () => screen.getByText(/ขอเชิญรับวัคซีน/);
    expect(darkSwitch()).not.toBeChecked();
    expect(chat()).toHaveStyle({ backgroundColor: CHAT_COLOURS.light.background });
    expect(bubble()).toHaveStyle({ backgroundColor: CHAT_COLOURS.light.bubble });

    await user.click(darkSwitch());
    expect(darkSwitch()).toBeChecked();
    expect(chat()).toHaveStyle({ backgroundColor: CHAT_COLOURS.dark.background });
    expect(bubble()).toHaveStyle({
      backgroundColor: CHAT_COLOURS.dark.bubble,
      color: CHAT_COLOURS.dark.text,
    });
    expect(chat().closest('[data-chat-scheme]')).toHaveAttribute('data-chat-scheme', 'dark');

    await user.click(darkSwitch());
    expect(darkSwitch()).not.toBeChecked();
    expect(chat()).toHaveStyle({ backgroundColor: CHAT_COLOURS.light.background });
  });

  it('keeps the dark choice for the session: the next preview opens dark', async () => {
    const user = userEvent.setup();
    const first = render(
      <StoryShell>
        <TextCardVideo />
      </StoryShell>,
    );
    await user.click(darkSwitch());
    first.unmount();
    render(
      <StoryShell>
        <RichAndCustom />
      </StoryShell>,
    );
    expect(darkSwitch()).toBeChecked();
    expect(chat()).toHaveStyle({ backgroundColor: CHAT_COLOURS.dark.background });
  });

  it('writes the company name and the texts readably in dark mode too (at least 4.5:1)', () => {
    render(
      <StoryShell>
        <DarkMode />
      </StoryShell>,
    );
    const { background, bubble } = CHAT_COLOURS.dark;
    for (const row of rows()) {
      const { color } = getComputedStyle(within(row).getByText('รพ.สต.บ้านหนองบัว'));
      expect(getContrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    }
    for (const text of [screen.getByText(/ขอเชิญรับวัคซีน/), screen.getByText('Custom')]) {
      expect(getContrastRatio(getComputedStyle(text).color, bubble)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
