import { useState } from 'react';
import { readProfile } from '@hbc/auth-flow';
import { PROGRAMME_NAME } from '@hbc/contracts';
import type { ComposerMessage } from '@hbc/message-composer';

/**
 * The broadcast being written: its title and the messages the composer saved, plus the name
 * the chat preview shows: the signed-in user's hospital, from the stored profile, or the
 * programme's name for a user without one (Super Admin).
 */
export function useBroadcastForm() {
  const [companyName] = useState(() => readProfile()?.hospital_name || PROGRAMME_NAME);
  const [title, setTitle] = useState('');
  const [messages, setMessages] = useState<ComposerMessage[]>([]);
  return { companyName, title, setTitle, messages, saveMessages: setMessages };
}
