import { dismissToast, getToasts } from '@hbc/ui';

/** Toasts live in a module-wide store: specs clear it so one test never sees another's toast. */
export function clearToasts(): void {
  for (const t of getToasts()) dismissToast(t.id);
}
