import { createTheme, type Theme } from '@mui/material/styles';

/** LINE's two display modes, as a citizen may have set their phone. */
export type ChatScheme = 'light' | 'dark';

export interface ChatColours {
  /** The chat room behind the bubbles. */
  background: string;
  /** A bubble of the sender's messages. */
  bubble: string;
  /** Text on the bubbles and on the chat room. */
  text: string;
  /** Quieter text on a bubble. */
  quietText: string;
  /** The bar at the top of the chat, with the sender's name. */
  bar: string;
}

/** LINE's chat colours in light and dark mode. */
export const CHAT_COLOURS: Readonly<Record<ChatScheme, ChatColours>> = {
  light: {
    background: '#8cabd9',
    bubble: '#ffffff',
    text: '#111111',
    quietText: 'rgba(0, 0, 0, 0.6)',
    bar: '#ffffff',
  },
  dark: {
    background: '#22262a',
    bubble: '#3b3f44',
    text: '#f5f5f5',
    quietText: '#c4c8cd',
    bar: '#16181b',
  },
};

/**
 * The outer theme in the chat's colours, so that every format's preview draws itself with the
 * palette: a bubble is paper, the chat room is the default background.
 */
export function chatTheme(outer: Theme, scheme: ChatScheme): Theme {
  const colours = CHAT_COLOURS[scheme];
  return createTheme(outer, {
    palette: {
      mode: scheme,
      background: { default: colours.background, paper: colours.bubble },
      text: { primary: colours.text, secondary: colours.quietText },
    },
  });
}
