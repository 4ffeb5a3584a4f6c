import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { CHAT_COLOURS } from './chat-scheme';
import * as stories from './PhoneFrame.stories';

const { Light, Dark } = composeStories(stories);

const frameOf = (element: HTMLElement) => element.closest('[data-chat-scheme]') as HTMLElement;

describe('PhoneFrame', () => {
  it.each([
    ['light', Light],
    ['dark', Dark],
  ] as const)(
    "draws the chat and its bubbles in LINE's %s colours, under the company name",
    (scheme, Story) => {
      render(
        <StoryShell>
          <Story />
        </StoryShell>,
      );
      const bubble = screen.getByText(/ขอเชิญรับวัคซีน/);
      const frame = frameOf(bubble);
      const colours = CHAT_COLOURS[scheme];
      expect(frame).toHaveAttribute('data-chat-scheme', scheme);
      expect(frame).toHaveStyle({ backgroundColor: colours.background, width: '360px' });
      expect(bubble).toHaveStyle({ backgroundColor: colours.bubble, color: colours.text });
      expect(screen.getByText('รพ.สต.บ้านหนองบัว').parentElement).toHaveStyle({
        backgroundColor: colours.bar,
      });
    },
  );
});
