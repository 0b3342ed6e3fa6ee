import type { QueryClient } from '@tanstack/react-query';
import { closeLogin } from '../../stores/app-store';
import { userQuery } from '../../lib/session';
import { getToken, removeToken, setToken } from '../../lib/token';
import { call, routes } from '../../lib/api';

/** After a successful login: keep the token, close the dialog, re-fetch user info, reload the page (spec §4). */
export async function completeLogin(client: QueryClient, token: string, reload: () => void = () => window.location.reload()): Promise<void> {
  setToken(token);
  closeLogin();
  await client.fetchQuery({ ...userQuery(), staleTime: 0 });
  reload();
}

/**
 * Tells the server the session ends. Here rather than with the login calls (./api/auth-api.ts): the shell's 退出 is on
 * every page, the login dialog and its SMS code are loaded with the dialog.
 */
async function serverLogout(): Promise<void> {
  await call(routes.logout, {}, { quiet: true });
}

/**
 * Logout: tell the server (best effort), remove the token, and reset every query — the member, and whatever was
 * read as them (plan, wish list, form access).
 */
export async function logout(client: QueryClient): Promise<void> {
  const hadToken = getToken() != null;
  try {
    if (hadToken) await serverLogout();
  } catch {
    // The local session ends regardless; a server that cannot be reached must not keep the user signed in here.
  } finally {
    removeToken();
    await client.resetQueries();
  }
}
