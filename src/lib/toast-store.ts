import { useSyncExternalStore } from 'react';

export type ToastKind = 'error' | 'success' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  /** How many times the same toast was raised while it showed: one toast with a count. */
  count: number;
}

/** docs/product.md §9: at most 10 toasts, newest on top. */
export const MAX_TOASTS = 10;
const LIFETIME_MS = 6000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, number>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  const timer = timers.get(id);
  if (timer !== undefined && typeof window !== 'undefined') window.clearTimeout(timer);
  timers.delete(id);
  emit();
}

/** Shows the toast for its lifetime from now (again, when the same one is raised again). */
function expireLater(id: number) {
  if (typeof window === 'undefined') return;
  const timer = timers.get(id);
  if (timer !== undefined) window.clearTimeout(timer);
  timers.set(
    id,
    window.setTimeout(() => dismissToast(id), LIFETIME_MS),
  );
}

/**
 * Raises a toast, newest on top. The same toast raised again while it shows (the same failure
 * three times over) is one toast with a count, back on top, instead of a stack of copies that
 * covered the login dialog.
 */
export function showToast(kind: ToastKind, message: string, title?: string): number {
  const same = toasts.find((t) => t.kind === kind && t.message === message && t.title === title);
  if (same) {
    toasts = [{ ...same, count: same.count + 1 }, ...toasts.filter((t) => t !== same)];
    emit();
    expireLater(same.id);
    return same.id;
  }
  const id = nextId++;
  const base = { id, kind, message, count: 1 };
  const toast: Toast = title === undefined ? base : { ...base, title };
  toasts = [toast, ...toasts].slice(0, MAX_TOASTS);
  emit();
  expireLater(id);
  return id;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
