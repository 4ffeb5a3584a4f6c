import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store';

const ThemedToastHost = lazy(async () => ({
  default: (await import('./ThemedToastHost')).ThemedToastHost,
}));

function anyToast(): boolean {
  return getToasts().length > 0;
}

function subscribe(onChange: () => void): () => void {
  return subscribeToasts(onChange);
}

/**
 * The toast host for the whole console, loaded with MUI when the first toast is raised: a page
 * that raises none (the sign-in page, mostly) never loads it.
 */
export function OnDemandToastHost() {
  const shown = useSyncExternalStore(subscribe, anyToast, anyToast);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToastHost />
    </Suspense>
  );
}
