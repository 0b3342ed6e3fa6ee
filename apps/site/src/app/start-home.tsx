import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createQueryClient } from '../lib/query';
import type { Navigation } from '../lib/navigation';
import { HomeApp } from './home-app';
import { wireNetworkFeedback } from './network-feedback';
import { isPrerenderedFor } from './prerendered';
import type { continueAt } from './start';

/** The rest of the app: React Router and the route table, fetched once (on a hint or on the first navigation). */
let router: Promise<{ continueAt: typeof continueAt }> | undefined;
const loadRouter = () => (router ??= import('./start').catch((error: unknown) => {
  router = undefined;
  throw error;
}));

/**
 * Starts the home page (`/`) without React Router: the page needs none until the family leaves it, and the router is
 * the largest part of the app the page would otherwise download first. The first navigation (a link, 智能填报) fetches
 * the router (already on its way when a pointer rests on or focus reaches a link), then shows the next page under it in
 * the same React root with the same query cache (app/start.tsx `continueAt`): from there on the site runs as from any
 * other page. Should the router fail to load, the navigation becomes a full page load.
 */
export function startHome(root: HTMLElement, onReady: () => void = () => undefined): void {
  wireNetworkFeedback();
  const client = createQueryClient();
  let reactRoot: Root | undefined;
  let leaving = false;
  const here = () => window.location.pathname + window.location.search;
  const navigation: Navigation = {
    location: { pathname: window.location.pathname, search: window.location.search },
    navigate: (to, options) => {
      if (leaving || !reactRoot || new URL(to, window.location.href).href === new URL(here(), window.location.href).href) return;
      leaving = true;
      const from = reactRoot;
      loadRouter()
        .then(({ continueAt }) => continueAt(from, client, to, options?.replace ?? false))
        .catch(() => window.location.assign(to));
    },
    prefetch: () => void loadRouter().catch(() => undefined),
  };
  const app = <HomeApp client={client} navigation={navigation} onReady={onReady} />;
  // As app/start.tsx: hydrating in a transition works in slices; a home address with a query is rendered instead.
  if (isPrerenderedFor(root, window.location)) startTransition(() => void (reactRoot = hydrateRoot(root, app)));
  else (reactRoot = createRoot(root)).render(app);
}
