import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigation } from '../lib/navigation';
import { documentTitle } from '../config/meta';
import { useRouteMeta } from './route-meta';
import { TopBar } from '../features/shell/components/top-bar';
import { SiteNav } from '../features/shell/components/site-nav';
import { SiteFooter } from '../features/shell/components/site-footer';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../features/auth/session';
import { lightThemeClass } from 'gaokao-ui';
import { FeedbackHost } from '../components/feedback-host';
import { captureShareCode } from '../lib/cookies';
import { useSnapshot } from 'valtio';
import { appStore } from '../stores/app-store';

// Loaded when it opens: the dialog library is not part of the first page load.
const LoginDialog = lazy(async () => ({ default: (await import('../features/auth/components/login-dialog')).LoginDialog }));

/**
 * The frame of every page: top bar, navigation, the page (`children`), footer, and the login and feedback hosts. It runs
 * with or without React Router (lib/navigation.tsx): the home page's first load has no router yet.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const { location } = useNavigation();
  const client = useQueryClient();
  const loginOpen = useSnapshot(appStore).isLogin;

  useEffect(() => {
    captureShareCode(location.search);
  }, [location.search]);

  useEffect(() => {
    document.title = documentTitle(meta);
  }, [meta]);

  return (
    // Using the theme class also keeps gaokao-ui's theme and global styles in the bundle: its styles entry is not marked
    // as having side effects, so a build that used none of its exports dropped the --gk-* tokens.
    <div className={`gk-root ${lightThemeClass} gk-app`}>
      <a className="gk-skip" href="#main">
        跳到主要内容
      </a>
      {meta.isQuan && !meta.isHeader ? null : (
        <header className="gk-site-header">
          {meta.isQuan ? null : <TopBar onLogout={() => void logout(client)} />}
          {meta.isHeader ? <SiteNav /> : null}
        </header>
      )}
      <main id="main" className="gk-main" tabIndex={-1}>
        {children}
      </main>
      {meta.isQuan ? null : <SiteFooter />}
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
      <FeedbackHost />
    </div>
  );
}
