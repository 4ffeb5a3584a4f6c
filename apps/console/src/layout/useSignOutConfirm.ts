import { useCallback, useState } from 'react';

export interface SignOutConfirm {
  open: boolean;
  /** The question has been asked at least once: its dialog has been loaded. */
  asked: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
}

/** Sign-out asks first: `ask` opens the question, `confirm` closes it and signs out. */
export function useSignOutConfirm(onSignOut: () => void): SignOutConfirm {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const ask = useCallback(() => {
    setAsked(true);
    setOpen(true);
  }, []);
  const cancel = useCallback(() => setOpen(false), []);
  const confirm = useCallback(() => {
    setOpen(false);
    onSignOut();
  }, [onSignOut]);
  return { open, asked, ask, cancel, confirm };
}
