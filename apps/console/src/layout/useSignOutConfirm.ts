import { useCallback, useState } from 'react';

export interface SignOutConfirm {
  open: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
}

/** Sign-out asks first: `ask` opens the question, `confirm` closes it and signs out. */
export function useSignOutConfirm(onSignOut: () => void): SignOutConfirm {
  const [open, setOpen] = useState(false);
  const ask = useCallback(() => setOpen(true), []);
  const cancel = useCallback(() => setOpen(false), []);
  const confirm = useCallback(() => {
    setOpen(false);
    onSignOut();
  }, [onSignOut]);
  return { open, ask, cancel, confirm };
}
