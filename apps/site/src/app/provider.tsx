import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query';

/**
 * The providers every page runs under: the one QueryClient (server state). `client` carries a cache over from the tree
 * that ran before (the home page's first load hands its cache to the router's tree, app/start-home.tsx).
 */
export function AppProvider({ client: given, children }: { client?: QueryClient; children: ReactNode }) {
  const [client] = useState(() => given ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
