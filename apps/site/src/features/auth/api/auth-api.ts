import { api } from '../../../lib/api';
import { getCookie, COOKIE_SHARE_PID } from '../../../lib/cookies';
import type { UserInfo } from '../../../stores/app-store';

export interface LoginData {
  token: string;
  userinfo?: UserInfo;
}

/** The sign-up scene is the promotion code kept in the share_pid cookie. */
function scene(): string {
  return getCookie(COOKIE_SHARE_PID) ?? '';
}

/** Sends an SMS code; resolves to the verify_id key. */
export async function sendSmsCode(mobile: string): Promise<string> {
  const reply = await api.call<{ key?: string }>('sendSms', { mobile });
  return String(reply.key ?? reply.data?.key ?? '');
}

export async function loginByPassword(username: string, password: string): Promise<LoginData> {
  const reply = await api.call<LoginData>('login', { username, password, scene: scene() });
  return reply.data as LoginData;
}

export async function loginByCode(mobile: string, verifyId: string, verify: string): Promise<LoginData> {
  const reply = await api.call<LoginData>('loginCode', {
    phone: mobile,
    mobile,
    verify_id: verifyId,
    verify,
    scene: scene(),
  });
  return reply.data as LoginData;
}

export async function resetPassword(input: {
  mobile: string;
  verifyId: string;
  verify: string;
  password: string;
}): Promise<void> {
  await api.call('resetPassword', {
    mobile: input.mobile,
    phone: input.mobile,
    verify_id: input.verifyId,
    verify: input.verify,
    password: input.password,
  });
}

export async function fetchUserInfo(): Promise<UserInfo> {
  const reply = await api.call<UserInfo | { userinfo: UserInfo }>('userDetail');
  const data = reply.data;
  if (data && typeof data === 'object' && 'userinfo' in data) return data.userinfo as UserInfo;
  return data as UserInfo;
}

export async function serverLogout(): Promise<void> {
  await api.call('logout', {}, { quiet: true });
}
