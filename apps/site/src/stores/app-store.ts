import { proxy } from 'valtio';

import type { UserInfo } from 'gaokao-contract';

export type { UserInfo };

export type LoginMode = 'code' | 'password';

/** Store flags from spec part 1 §3. `isLogin` means "the login dialog is open" (spec §4). */
export interface AppState {
  isLogin: boolean;
  loginMode: LoginMode;
  isVip: boolean;
  userinfo: UserInfo | null;
  batchValue: string;
  navSelect: string;
}

export const appStore = proxy<AppState>({
  isLogin: false,
  loginMode: 'code',
  isVip: false,
  userinfo: null,
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

export function setUserInfo(info: UserInfo | null): void {
  appStore.userinfo = info;
  appStore.isVip = info != null && (info.role === 2 || info.role === 3);
}

export function clearUserInfo(): void {
  setUserInfo(null);
}

export function setBatchValue(value: string): void {
  appStore.batchValue = value;
}

export function setNavSelect(key: string): void {
  appStore.navSelect = key;
}
