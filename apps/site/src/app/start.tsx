import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadMatchedPages } from './router';
import { AppProvider } from './provider';
import { wireNetworkFeedback } from './network-feedback';
import { isPrerenderedFor } from './prerendered';
import { Ready } from './ready';

/**
 * Starts the app in `root`. A public page arrives as HTML rendered at build time (scripts/prerender.ts): React takes
 * that HTML over (hydrates) when it was rendered for this very address; any other page, or the same path with a query,
 * is rendered here. `onReady` runs once the page responds to the family.
 */
export async function start(root: HTMLElement, onReady: () => void = () => undefined): Promise<void> {
  wireNetworkFeedback();
  // The page's module first, so the first render is the page (the one prerendered, when hydrating), not a suspended
  // one; the HTML stays painted meanwhile. Should it fail to load, the page is rendered, with the route's error page.
  const loaded = await loadMatchedPages(window.location.pathname);
  const hydrate = loaded && isPrerenderedFor(root, window.location);
  const app = (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
      <Ready onReady={onReady} />
    </StrictMode>
  );
  // Hydrating in a transition lets React work in slices and yield between them, instead of one long task; the HTML
  // stays as it is meanwhile.
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
