import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value`, for callbacks and declarations that screens write
 * inline (a new function each render) and that effects must not restart for.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
