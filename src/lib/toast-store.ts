import { useSyncExternalStore } from 'react';

export type ToastKind = 'error' | 'success' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
}

/** docs/product.md §9: at most 10 toasts, newest on top. */
export const MAX_TOASTS = 10;
const LIFETIME_MS = 6000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(kind: ToastKind, message: string, title?: string): number {
  const id = nextId++;
  const toast: Toast = title === undefined ? { id, kind, message } : { id, kind, message, title };
  toasts = [toast, ...toasts].slice(0, MAX_TOASTS);
  emit();
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), LIFETIME_MS);
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
