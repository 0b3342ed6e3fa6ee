/**
 * The build-time renderer of the public pages (config/routes.ts `prerender`), bundled for Node by scripts/prerender.ts.
 * It renders the same tree the browser hydrates: the home page as app/start-home.tsx does (no router), the others as
 * app/start.tsx does under React Router's static router, and waits for every Suspense
 * boundary (and every page chunk), so the HTML holds the whole first frame. No data is fetched: queries render their pending state, as they
 * do in the browser's first render.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PRERENDERED_PATHS, ROUTES } from '../config/routes';
import { documentTitle, NOT_FOUND_META } from '../config/meta';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { HomeApp } from './home-app';
import { Ready } from './ready';

const nothing = () => undefined;

export { PRERENDERED_PATHS };

/** The page module of a route (config/routes.ts `page`: `src/app/routes/<page>.tsx`). */
export function pageOf(path: string): string | undefined {
  return ROUTES.find((entry) => entry.path === path)?.page;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The document title, as the root layout sets it. */
  title: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const errors: unknown[] = [];
  const tree =
    path === '/' ? (
      <HomeApp navigation={{ location: { pathname: '/', search: '' }, navigate: nothing }} onReady={nothing} />
    ) : (
      <StrictMode>
        <AppProvider>
          {/* No inline script (the CSP allows none): the browser's router needs nothing from here but the address. */}
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
        <Ready onReady={nothing} />
      </StrictMode>
    );
  const { prelude } = await prerender(tree, { onError: (error) => void errors.push(error) });
  if (errors.length) throw new Error(`prerender ${path}: ${errors.map(String).join('; ')}`);
  const html = await new Response(prelude).text();
  const meta = ROUTES.find((entry) => entry.path.toLowerCase() === path.toLowerCase())?.meta ?? NOT_FOUND_META;
  return { html, title: documentTitle(meta) };
}
