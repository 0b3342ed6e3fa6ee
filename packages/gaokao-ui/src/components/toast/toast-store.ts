import { useSyncExternalStore } from 'react';
import type { ToastItem } from './toast';

export type ToastStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
  /** Adds a toast and returns its id. */
  show: (toast: Omit<ToastItem, 'id'> & { id?: string }) => string;
  dismiss: (id: string) => void;
  clear: () => void;
};

/** A tiny optional store for `Toaster`: a list plus show/dismiss, readable with `useToasts`. */
export function createToastStore(): ToastStore {
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    show(toast) {
      counter += 1;
      const id = toast.id ?? `toast-${counter}`;
      items = [...items.filter((t) => t.id !== id), { ...toast, id }];
      emit();
      return id;
    },
    dismiss(id) {
      const next = items.filter((t) => t.id !== id);
      if (next.length === items.length) return;
      items = next;
      emit();
    },
    clear() {
      if (items.length === 0) return;
      items = [];
      emit();
    },
  };
}

/** The current toasts of a store, re-rendering on change. */
export function useToasts(store: ToastStore): readonly ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
