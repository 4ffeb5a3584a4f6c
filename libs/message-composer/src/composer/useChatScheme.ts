import { useCallback, useState } from 'react';
import type { ChatScheme } from './chat-scheme';

/** sessionStorage key of the preview's light or dark mode, kept while the tab lives. */
export const CHAT_SCHEME_KEY = 'hbc.chat-preview.scheme';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the choice then lasts as long as the preview
  }
}

/** The preview's mode, light until chosen otherwise; the choice is kept for the session. */
export function useChatScheme(): [ChatScheme, (scheme: ChatScheme) => void] {
  const [scheme, setScheme] = useState<ChatScheme>(() =>
    storage()?.getItem(CHAT_SCHEME_KEY) === 'dark' ? 'dark' : 'light',
  );
  const choose = useCallback((next: ChatScheme) => {
    storage()?.setItem(CHAT_SCHEME_KEY, next);
    setScheme(next);
  }, []);
  return [scheme, choose];
}
