import { useCallback, useState } from 'react';

export interface DiscardGuardOptions {
  /** Unsaved changes would be lost by closing. */
  changed: boolean;
  readOnly: boolean;
  onClose: () => void;
}

/** Closing (Escape, Cancel) with unsaved changes asks first; with none, or read-only, it closes at once. */
export function useDiscardGuard({ changed, readOnly, onClose }: DiscardGuardOptions) {
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (changed && !readOnly) setAsking(true);
    else onClose();
  }, [changed, readOnly, onClose]);
  const discard = useCallback(() => {
    setAsking(false);
    onClose();
  }, [onClose]);
  const keepEditing = useCallback(() => setAsking(false), []);
  return { asking, requestClose, discard, keepEditing };
}
