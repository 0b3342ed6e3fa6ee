import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppRoutes, loadMatchedPages } from './router';
import { AppProvider } from './provider';
import { wireNetworkFeedback } from './network-feedback';
import { isPrerenderedFor } from './prerendered';
import { Ready } from './ready';

/** The site under React Router: every route, from the address shown. */
function SiteApp({ client, onReady }: { client?: QueryClient; onReady: () => void }) {
  return (
    <StrictMode>
      <AppProvider client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
      <Ready onReady={onReady} />
    </StrictMode>
  );
}

/**
 * Starts the app in `root`. A public page arrives as HTML rendered at build time (scripts/prerender.ts): React takes
 * that HTML over (hydrates) when it was rendered for this very address; any other page, or the same path with a query,
 * is rendered here. `onReady` runs once the page responds to the family. (The home page starts without the router:
 * app/start-home.tsx.)
 */
export async function start(root: HTMLElement, onReady: () => void = () => undefined): Promise<void> {
  wireNetworkFeedback();
  // The page's module first, so the first render is the page (the one prerendered, when hydrating), not a suspended
  // one; the HTML stays painted meanwhile. Should it fail to load, the page is rendered, with the route's error page.
  const loaded = await loadMatchedPages(window.location.pathname);
  const hydrate = loaded && isPrerenderedFor(root, window.location);
  const app = <SiteApp onReady={onReady} />;
  // Hydrating in a transition lets React work in slices and yield between them, instead of one long task; the HTML
  // stays as it is meanwhile.
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

/**
 * Takes over from the home page's first load (app/start-home.tsx) on its first navigation: loads the page of `to`,
 * then shows it under the router in the same React root, with the same query cache (the signed-in member, the
 * reference lists). The address changes once the page is there, as a navigation under the router would.
 */
export async function continueAt(root: Root, client: QueryClient, to: string, replace: boolean): Promise<void> {
  await loadMatchedPages(new URL(to, window.location.href).pathname);
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  root.render(<SiteApp client={client} onReady={() => undefined} />);
}
