import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { OPS_ROUTES, ROUTES, type RouteEntry } from '../config/routes';
import * as paths from '../config/paths';
import { NOT_FOUND_META, type RouteMeta } from '../config/meta';
import { RootLayout } from './root-layout';
import { Boundary } from './route-boundary';
import { RouteMetaContext } from './route-meta';
import { RouterNavigation } from './router-navigation';

type PageModule = { default: ComponentType };
type PageKey = RouteEntry['page'] | 'not-found';

// The operator console's frame, loaded with its first page: the family's pages never carry it.
const OpsLayout = lazy(() => import('./ops-layout'));

// Each page module (src/app/routes/<page>.tsx, named by the route table) is its own chunk: the home route does not
// download the plan workspace, charts or spreadsheets. route-error.tsx is the boundary's view, not a page.
const modules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx', '!./routes/route-error.tsx']);

function pages(page: PageKey): Promise<PageModule> {
  const load = modules[`./routes/${page}.tsx`];
  return load ? load() : Promise.reject(new Error(`no page module src/app/routes/${page}.tsx`));
}

/** Page modules that have arrived: a page whose module is here renders at once (hydration needs that). */
const arrived = new Map<PageKey, PageModule>();
const views = new Map<PageKey, ComponentType>();

async function loadPage(page: PageKey): Promise<PageModule> {
  try {
    const module = await pages(page);
    arrived.set(page, module);
    return module;
  } catch (error) {
    // A failed chunk is fetched again the next time its route is entered.
    views.delete(page);
    throw error;
  }
}

/**
 * The lazy component of a page. React.lazy accepts any thenable and reads one that resolves synchronously at once, so
 * a page whose module has arrived renders without suspending; any other suspends while its chunk loads.
 */
function viewOf(page: PageKey): ComponentType {
  let view = views.get(page);
  if (!view) {
    view = lazy(() => {
      const module = arrived.get(page);
      // A thenable that resolves at once (a Promise would resolve a microtask later, after React has suspended).
      const ready = module && { then: (resolve: (value: PageModule) => void) => resolve(module) };
      return (ready as Promise<PageModule> | undefined) ?? loadPage(page);
    });
    views.set(page, view);
  }
  return view;
}

/**
 * A route's page: suspends while its chunk loads. Navigations are transitions, so the previous page stays meanwhile;
 * any other render shows the empty fallback until the chunk is there.
 */
function Page({ page }: { page: PageKey }) {
  const View = viewOf(page);
  return <View />;
}

function RouteBoundary({ children }: { children: ReactNode }) {
  return <Boundary resetKey={useLocation().key}>{children}</Boundary>;
}

export interface RouteHandle {
  meta: RouteMeta;
  page: PageKey;
}

const pageRoute = (handle: RouteHandle) => ({
  handle,
  element: (
    <RouteBoundary>
      <Suspense fallback={null}>
        <Page page={handle.page} />
      </Suspense>
    </RouteBoundary>
  ),
});

/**
 * The route table (config/routes.ts) as React Router routes: the root layout, then one lazily loaded page per route;
 * the operator console (`OPS_ROUTES`) under its own layout.
 */
export const routes: RouteObject[] = [
  {
    path: paths.opsWithdrawals,
    element: (
      <RouteBoundary>
        <Suspense fallback={null}>
          <OpsLayout>
            <Outlet />
          </OpsLayout>
        </Suspense>
      </RouteBoundary>
    ),
    children: OPS_ROUTES.map((entry): RouteObject => {
      const route = pageRoute({ meta: entry.meta, page: entry.page });
      return entry.path === paths.opsWithdrawals ? { index: true, ...route } : { path: entry.path.slice(paths.opsWithdrawals.length + 1), ...route };
    }),
  },
  {
    path: '/',
    element: (
      <RouteBoundary>
        <RootLayout>
          <Outlet />
        </RootLayout>
      </RouteBoundary>
    ),
    children: [
      ...ROUTES.map((entry): RouteObject => {
        const route = pageRoute({ meta: entry.meta, page: entry.page });
        return entry.path === '/' ? { index: true, ...route } : { path: entry.path.slice(1), ...route };
      }),
      { path: '*', ...pageRoute({ meta: NOT_FOUND_META, page: 'not-found' }) },
    ],
  },
];

function handlesOf(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle ? [route.handle as RouteHandle] : []));
}

/** The site: the routes of the current address under the root layout, with the matched route's meta provided. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const meta = handlesOf(location.pathname).at(-1)?.meta ?? NOT_FOUND_META;
  return (
    <RouterNavigation>
      <RouteMetaContext value={meta}>{element}</RouteMetaContext>
    </RouterNavigation>
  );
}

/**
 * Loads the page modules of the routes `pathname` matches, before the first render. Hydrating prerendered HTML needs
 * this: the first render must already show the page the HTML shows, not suspend for its chunk. Answers false when a
 * module failed to load (the page then shows the route's error).
 */
export async function loadMatchedPages(pathname: string): Promise<boolean> {
  const loaded = await Promise.all(
    handlesOf(pathname).map((handle) =>
      loadPage(handle.page).then(
        () => true,
        () => false,
      ),
    ),
  );
  return loaded.every(Boolean);
}
