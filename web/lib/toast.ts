import { useSyncExternalStore } from 'react';

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  /** A button inside the toast leading to an in-app path. */
  action?: { label: string; to: string };
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/**
 * One toast at a time: showing a new one replaces the previous. A dismissed toast stays in the
 * store (closed) until the next one arrives, so its exit animation can finish.
 */
let current: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  const id = nextId++;
  emit([{ ...input, id, open: true }]);
  return id;
}

export function dismissToast(id: number) {
  emit(current.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The toasts on screen; none in a page rendered at build time. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
