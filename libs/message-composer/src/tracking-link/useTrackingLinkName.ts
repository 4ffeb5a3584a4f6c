import { useCallback, useEffect, useState } from 'react';
import type { TrackingLinkChoice, TrackingLinkPicker } from './tracking-link-picker';
import { SEARCH_PAUSE_MS } from './useTrackingLinkSearch';

interface Known {
  url: string;
  link: TrackingLinkChoice | null;
}

/**
 * The tracking link a link field holds, or null: the one just picked at once, any other value
 * looked up once typing pauses. `remember` records a link picked or created for the field.
 */
export function useTrackingLinkName(picker: TrackingLinkPicker, url: string) {
  const [known, setKnown] = useState<Known>({ url: '', link: null });
  const current = known.url === url;

  useEffect(() => {
    if (current || url.trim() === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      picker.find(url, controller.signal).then(
        (link) => {
          if (!controller.signal.aborted) setKnown({ url, link });
        },
        () => {
          if (!controller.signal.aborted) setKnown({ url, link: null });
        },
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [picker, url, current]);

  const remember = useCallback(
    (link: TrackingLinkChoice) => setKnown({ url: link.shortUrl, link }),
    [],
  );
  return { link: current ? known.link : null, remember };
}
