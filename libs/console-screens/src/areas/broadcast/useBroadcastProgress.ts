import { useContext, useEffect, useState } from 'react';
import { FINAL_BROADCAST_STATUSES, type BroadcastProgress } from '@hbc/contracts';
import { BroadcastProgressContext } from './broadcast-progress-source';

/**
 * The live progress of broadcast `id` while `sending`: each event as it arrives; on a final
 * status it calls `onFinished` (the page reads the broadcast again). Null until the first event.
 */
export function useBroadcastProgress(
  id: number | null,
  sending: boolean,
  onFinished: () => void,
): BroadcastProgress | null {
  const watch = useContext(BroadcastProgressContext);
  const [progress, setProgress] = useState<BroadcastProgress | null>(null);
  useEffect(() => {
    if (id === null || !sending) return undefined;
    const controller = new AbortController();
    let finished = false;
    void watch(
      id,
      (next) => {
        if (controller.signal.aborted) return;
        setProgress(next);
        if (!finished && FINAL_BROADCAST_STATUSES.includes(next.status)) {
          finished = true;
          onFinished();
        }
      },
      controller.signal,
    ).catch(() => undefined);
    return () => controller.abort();
    // onFinished is read once per watch: a new function each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, sending, watch]);
  return sending ? progress : null;
}
