import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from 'gaokao-contract';
import { createQueryClient } from '../src/lib/query';
import { userQuery } from '../src/lib/session';

/**
 * Renders under a fresh copy of the site's QueryClient (same defaults as the app), as main.tsx does; `rerender` keeps
 * the provider.
 */
export function renderWithQuery(ui: ReactElement, client: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...render(ui, { wrapper }) };
}

/** A QueryClient that already knows the signed-in member (as after the `detail` call). */
export function signedIn(member: UserInfo): QueryClient {
  const client = createQueryClient();
  client.setQueryData(userQuery().queryKey, member);
  return client;
}
