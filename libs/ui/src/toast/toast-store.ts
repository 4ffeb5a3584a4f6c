export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}
type Listener = (toasts: readonly Toast[]) => void;

/** Toast timeout of spec section 9. */
export const TOAST_TIMEOUT_MS = 3000;

let nextId = 1;
let current: readonly Toast[] = [];
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(current);
}

/** Shows a toast from anywhere (hooks, API clients); `<ToastHost />` renders them. */
export function showToast(message: string, severity: ToastSeverity = 'info'): number {
  const id = nextId++;
  current = [...current, { id, message, severity }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  current = current.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return current;
}

/** Removes every toast: the store outlives a render, so specs clear it between tests. */
export function dismissAllToasts(): void {
  for (const t of current) dismissToast(t.id);
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  warning: (message: string) => showToast(message, 'warning'),
  info: (message: string) => showToast(message, 'info'),
};
