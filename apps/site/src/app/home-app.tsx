import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { HOME_META } from '../config/meta';
import { NavigationContext, type Navigation } from '../lib/navigation';
import { AppProvider } from './provider';
import { Boundary } from './route-boundary';
import { RootLayout } from './root-layout';
import { RouteMetaContext } from './route-meta';
import { Ready } from './ready';
import HomePage from './routes/home';

/**
 * The home page without React Router: the root layout and the home page, with `navigation` in place of the router.
 * app/start-home.tsx hydrates it on the home page's first load; scripts/prerender.ts renders the same tree, so the
 * HTML and the first render match (React's useId follows the tree's shape).
 */
export function HomeApp({ client, navigation, onReady }: { client?: QueryClient; navigation: Navigation; onReady: () => void }) {
  return (
    <StrictMode>
      <AppProvider client={client}>
        <NavigationContext value={navigation}>
          <RouteMetaContext value={HOME_META}>
            <Boundary resetKey="/">
              <RootLayout>
                <Boundary resetKey="/">
                  <HomePage />
                </Boundary>
              </RootLayout>
            </Boundary>
          </RouteMetaContext>
        </NavigationContext>
      </AppProvider>
      <Ready onReady={onReady} />
    </StrictMode>
  );
}
