import { proxy } from 'valtio';

export type LoginMode = 'code' | 'password';

/**
 * Client state of the shell (spec part 1 §3): `isLogin` means "the login dialog is open" (spec §4), in which mode. The
 * signed-in member is server state: `useUser()` (lib/session). The spec's store also kept the home form's batch and the
 * navigation selection; nothing reads them here (the form holds its batch, the navigation marks the current page with
 * `aria-current` from the address), so they are not kept.
 */
export interface AppState {
  isLogin: boolean;
  loginMode: LoginMode;
}

export const appStore = proxy<AppState>({
  isLogin: false,
  loginMode: 'code',
});

export function openLogin(mode: LoginMode = 'code'): void {
  appStore.loginMode = mode;
  appStore.isLogin = true;
}

export function closeLogin(): void {
  appStore.isLogin = false;
}
