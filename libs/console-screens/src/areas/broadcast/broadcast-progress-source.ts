import { createContext } from 'react';
import { watchBroadcastProgress } from '@hbc/api-clients';
import type { BroadcastProgress } from '@hbc/contracts';

/** Follows a sending broadcast's progress until it ends or `signal` aborts. */
export type WatchBroadcastProgress = (
  id: number,
  onProgress: (progress: BroadcastProgress) => void,
  signal: AbortSignal,
) => Promise<void>;

/**
 * Where the detail page's live progress comes from: the API's progress stream (falling back to
 * polling), unless a story hands a feed of its own.
 */
export const BroadcastProgressContext = createContext<WatchBroadcastProgress>(
  (id, onProgress, signal) => watchBroadcastProgress(id, onProgress, signal),
);
