import { proxy } from 'valtio';

export type LoginMode = 'code' | 'password';

/**
 * Client state of the shell (spec part 1 §3): `isLogin` means "the login dialog is open" (spec §4), the batch chosen on
 * the home form and the navigation selection. The signed-in member is server state: `useUser()` (lib/session).
 */
export interface AppState {
  isLogin: boolean;
  loginMode: LoginMode;
  batchValue: string;
  navSelect: string;
}

export const appStore = proxy<AppState>({
  isLogin: false,
  loginMode: 'code',
  batchValue: '',
  navSelect: 'home',
});

export function openLogin(mode: LoginMode = 'code'): void {
  appStore.loginMode = mode;
  appStore.isLogin = true;
}

export function closeLogin(): void {
  appStore.isLogin = false;
}

export function setBatchValue(value: string): void {
  appStore.batchValue = value;
}

export function setNavSelect(key: string): void {
  appStore.navSelect = key;
}
