import { useCallback, useState } from 'react';

/** Something opened on demand, whose code loads the first time it opens. */
export interface OpenedOnce {
  open: boolean;
  /** It has been opened at least once: its chunk has been asked for. */
  opened: boolean;
  show: () => void;
  hide: () => void;
}

/** Shut until `show`; `opened` stays true once it has been shown, so its chunk stays mounted. */
export function useOpenedOnce(): OpenedOnce {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, opened, show, hide };
}
