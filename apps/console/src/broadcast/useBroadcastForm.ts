import { useState } from 'react';
import { readProfile } from '@hbc/auth-flow';
import type { ComposerMessage } from '@hbc/message-composer';

/**
 * The broadcast being written: its title and the messages the composer saved, plus the name
 * the chat preview shows (the signed-in user's hospital, from the stored profile).
 */
export function useBroadcastForm() {
  const [companyName] = useState(() => readProfile()?.hospital_name ?? '');
  const [title, setTitle] = useState('');
  const [messages, setMessages] = useState<ComposerMessage[]>([]);
  return { companyName, title, setTitle, messages, saveMessages: setMessages };
}
