import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../src/lib/query';

/**
 * Renders under a fresh copy of the site's QueryClient (same defaults as the app), as main.tsx does; `rerender` keeps
 * the provider.
 */
export function renderWithQuery(ui: ReactElement, client: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...render(ui, { wrapper }) };
}
