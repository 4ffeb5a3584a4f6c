import type { Decorator } from '@storybook/react-vite';
import type { BroadcastProgress } from '@hbc/contracts';
import { BroadcastProgressContext, type WatchBroadcastProgress } from './broadcast-progress-source';

/**
 * A progress stream that stories and specs drive: each `emit` reaches whoever watches now, as
 * the API's events would; a watch ends when its page aborts it.
 */
export function createProgressFeed() {
  const listeners = new Set<(progress: BroadcastProgress) => void>();
  const watch: WatchBroadcastProgress = (_id, onProgress, signal) =>
    new Promise<void>((resolve) => {
      listeners.add(onProgress);
      signal.addEventListener(
        'abort',
        () => {
          listeners.delete(onProgress);
          resolve();
        },
        { once: true },
      );
    });
  return {
    watch,
    emit: (progress: BroadcastProgress) => {
      for (const listener of [...listeners]) listener(progress);
    },
    watching: () => listeners.size,
  };
}

export type ProgressFeed = ReturnType<typeof createProgressFeed>;

/** The detail page's progress from `feed`. */
export const withProgressFeed =
  (feed: Pick<ProgressFeed, 'watch'>): Decorator =>
  (Story) => (
    <BroadcastProgressContext.Provider value={feed.watch}>
      <Story />
    </BroadcastProgressContext.Provider>
  );

/** A feed that sends 40 recipients more every half second until all of `total` are done. */
export function tickingFeed(start: BroadcastProgress): Pick<ProgressFeed, 'watch'> {
  return {
    watch: (_id, onProgress, signal) =>
      new Promise<void>((resolve) => {
        let sent = start.sent;
        onProgress(start);
        const timer = setInterval(() => {
          sent = Math.min(start.total - start.failed, sent + 40);
          const remaining = start.total - start.failed - sent;
          onProgress({ ...start, sent, remaining, status: remaining === 0 ? 'SENT' : 'SENDING' });
          if (remaining === 0) clearInterval(timer);
        }, 500);
        signal.addEventListener('abort', () => {
          clearInterval(timer);
          resolve();
        });
      }),
  };
}
