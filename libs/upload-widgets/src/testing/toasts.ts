import { dismissToast, getToasts } from '@hbc/ui';

/** Toasts live in a module-wide store: clear it between specs. */
export function clearToasts(): void {
  for (const t of getToasts()) dismissToast(t.id);
}
