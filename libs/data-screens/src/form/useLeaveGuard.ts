import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface LeaveGuard {
  /** A navigation waits for the user's answer. */
  asking: boolean;
  /** Leave, losing the changes. */
  leave: () => void;
  /** Stay on the form. */
  stay: () => void;
  /** Lets the next navigation through, as after a save (the form is then pristine anyway). */
  allowLeaving: () => void;
}

/**
 * While `unsaved` holds, asks before leaving: a navigation inside the console waits for the
 * user's answer (react-router's blocker: the console's router is a data router), and closing or
 * reloading the tab gets the browser's own question (`beforeunload`).
 */
export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const unsavedRef = useRef(unsaved);
  const allowed = useRef(false);
  useEffect(() => {
    unsavedRef.current = unsaved;
    // A change after a save guards again.
    if (unsaved) allowed.current = false;
  }, [unsaved]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsavedRef.current &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const leave = useCallback(() => blocker.proceed?.(), [blocker]);
  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  return { asking: blocker.state === 'blocked', leave, stay, allowLeaving };
}
