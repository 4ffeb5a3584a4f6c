import { useCallback } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

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
  const { open, opened, show, hide } = useOpenedOnce();
  const confirm = useCallback(() => {
    hide();
    onSignOut();
  }, [hide, onSignOut]);
  return { open, asked: opened, ask: show, cancel: hide, confirm };
}
