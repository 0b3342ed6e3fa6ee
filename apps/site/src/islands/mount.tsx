/** Islands measurement: hydrates each island found in the page as a React root of its own, under one QueryClient. */
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query';

const client = createQueryClient();

export function mount(islands: Record<string, () => ReactNode>): void {
  for (const [id, render] of Object.entries(islands)) {
    const el = document.getElementById(id);
    // Each root numbers its useId from the same start: a prefix per island keeps ids unique in the page.
    const app = <QueryClientProvider client={client}>{render()}</QueryClientProvider>;
    if (el) startTransition(() => void hydrateRoot(el, app, { identifierPrefix: id, onRecoverableError: (error) => console.error(`island ${id}: recoverable error`, error) }));
  }
}
