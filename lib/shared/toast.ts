// Toasts (2000 ms, top-centre): a tiny store any island can push to; the one
// <Toaster> in the layout draws them. Messages are text, never markup.

/** Toasts last 2000 ms at the top centre. */
export const TOAST = { durationMs: 2000, position: 'top-center' } as const;

export type Toast = { id: number; message: string; kind: 'success' | 'error' };

let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(
  message: string,
  kind: Toast['kind'] = 'success',
  durationMs: number = TOAST.durationMs,
): void {
  const toast = { id: next++, message, kind };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== toast.id);
    emit();
  }, durationMs);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): Toast[] => toasts;
const NONE: Toast[] = [];
export const noToasts = (): Toast[] => NONE;
