import { useCallback, useState } from 'react';

export interface MenuDrawerState {
  open: boolean;
  /** The drawer has been opened at least once: its chunk has been asked for. */
  opened: boolean;
  show: () => void;
  hide: () => void;
}

/** The menu drawer of narrow screens: shut until the menu button opens it. */
export function useMenuDrawer(): MenuDrawerState {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, opened, show, hide };
}
