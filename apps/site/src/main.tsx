import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter, loadMatchedPages } from './app/router';
import { AppProvider } from './app/provider';
import { wireNetworkFeedback } from './app/network-feedback';
import { isPrerenderedFor } from './app/prerendered';
import './styles/site.css';

wireNetworkFeedback();

async function start(root: HTMLElement): Promise<void> {
  // A public page arrives as HTML rendered at build time (scripts/prerender.ts): React takes that HTML over (hydrates)
  // when it was rendered for this very address; any other page, or the same path with a query, is rendered here.
  // The page's module first, so the router starts ready and the first render is the page (the one prerendered, when
  // hydrating); the HTML stays painted meanwhile. Should it fail to load, the page is rendered, with the router's error page.
  const loaded = await loadMatchedPages(window.location.pathname);
  const hydrate = loaded && isPrerenderedFor(root, window.location);
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createRouter()} />
      </AppProvider>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (root) void start(root);
