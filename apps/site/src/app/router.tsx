import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ROUTES, NOT_FOUND_META, type RouteEntry } from '../config/routes';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

type PageModule = { default: ComponentType };

// Each page is its own chunk: the home route does not download the plan workspace, charts or spreadsheets.
const pages: Record<RouteEntry['page'], () => Promise<PageModule>> = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  volunteer: () => import('./routes/volunteer'),
  appraisal: () => import('./routes/appraisal'),
  mbtiTest: () => import('./routes/mbti-test'),
  mbtiResult: () => import('./routes/mbti-result'),
  hollandTest: () => import('./routes/holland-test'),
  hollandResult: () => import('./routes/holland-result'),
  member: () => import('./routes/member'),
  comprehensive: () => import('./routes/comprehensive'),
  seating: () => import('./routes/seating'),
  recruitData: () => import('./routes/recruit-data'),
  omitData: () => import('./routes/omit-data'),
  collectionPlan: () => import('./routes/collection-plan'),
  ranking: () => import('./routes/ranking'),
  majorSeat: () => import('./routes/major-seat'),
  zixun: () => import('./routes/zixun'),
  wenDetail: () => import('./routes/wen-detail'),
  school: () => import('./routes/school'),
  schoolDetail: () => import('./routes/school-detail'),
  major: () => import('./routes/major'),
  majorDetail: () => import('./routes/major-detail'),
  pending: () => import('./routes/pending'),
};

const lazyPage = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      ...ROUTES.map((entry): RouteObject => {
        const base = { handle: { meta: entry.meta }, ErrorBoundary: RouteError, lazy: lazyPage(pages[entry.page]) };
        return entry.path === '/' ? { index: true, ...base } : { path: entry.path.slice(1), ...base };
      }),
      {
        path: '*',
        handle: { meta: NOT_FOUND_META },
        ErrorBoundary: RouteError,
        lazy: lazyPage(() => import('./routes/not-found')),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the page modules of the routes `pathname` matches and puts them in place, before the router is created. Hydrating
 * prerendered HTML needs this: the first render must already show the page the HTML shows, not wait for its chunk.
 * Answers false when a module failed to load: that route stays lazy, and the router shows its error page.
 */
export async function loadMatchedPages(pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return true;
      try {
        Object.assign(route, await load(), { lazy: undefined });
        return true;
      } catch {
        return false;
      }
    }),
  );
  return loaded.every(Boolean);
}
