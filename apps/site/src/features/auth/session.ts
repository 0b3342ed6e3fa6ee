import { clearUserInfo, closeLogin, setUserInfo } from '../../stores/app-store';
import { getToken, removeToken, setToken } from '../../lib/token';
import { fetchUserInfo, serverLogout } from './api/auth-api';

/** Loads user info when a token is stored; any failure clears it (spec part 1 §8). */
export async function loadUserInfo(): Promise<void> {
  if (!getToken()) {
    clearUserInfo();
    return;
  }
  try {
    setUserInfo(await fetchUserInfo());
  } catch {
    clearUserInfo();
  }
}

/** After a successful login: keep the token, close the dialog, re-fetch user info, reload the page (spec §4). */
export async function completeLogin(token: string, reload: () => void = () => window.location.reload()): Promise<void> {
  setToken(token);
  closeLogin();
  await loadUserInfo();
  reload();
}

/** Logout: tell the server (best effort), remove the token and clear user info. */
export async function logout(): Promise<void> {
  const hadToken = getToken() != null;
  try {
    if (hadToken) await serverLogout();
  } catch {
    // The local session ends regardless; a server that cannot be reached must not keep the user signed in here.
  } finally {
    removeToken();
    clearUserInfo();
  }
}
