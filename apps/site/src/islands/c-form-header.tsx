/** Islands measurement (c): (b) + the shell's header (TopBar + SiteNav) as a second root. */
import { useQueryClient } from '@tanstack/react-query';
import { lightThemeClass } from 'gaokao-ui';
import { mount } from './mount';
import { FormIsland, LoginHost } from './form-island';
import { TopBar } from '../features/shell/components/top-bar';
import { SiteNav } from '../features/shell/components/site-nav';
import { logout } from '../features/auth/session';

function Header() {
  const client = useQueryClient();
  return (
    <>
      <TopBar onLogout={() => void logout(client)} />
      <SiteNav />
    </>
  );
}

// Keeps gaokao-ui's theme (and its global styles) in the build, as root-layout.tsx does.
document.documentElement.classList.add(lightThemeClass);

mount({ 'island-header': () => <Header />, 'island-fill': () => <FormIsland />, 'island-login': () => <LoginHost /> });
