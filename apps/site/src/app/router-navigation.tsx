import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigationContext, type Navigation } from '../lib/navigation';

/** lib/navigation's context from React Router: what the shell and the home page navigate with under the router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ location: { pathname, search }, navigate: (to, options) => void navigate(to, options) }),
    [pathname, search, navigate],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
