import { useMutation } from '@tanstack/react-query';
import type { LoginData } from 'gaokao-contract';
import { callKey } from '../../../lib/query';
import { getCookie, COOKIE_SHARE_PID } from '../../../lib/cookies';
import { call, routes } from '../../../lib/api';
import { sendSms } from '../../../lib/sms';

/** The sign-up scene is the promotion code kept in the share_pid cookie. */
function scene(): string {
  return getCookie(COOKIE_SHARE_PID) ?? '';
}

/** Sends an SMS code for login or for a password reset; resolves to the verify_id key. */
export async function sendSmsCode(mobile: string, type: 'login' | 'reset' = 'login'): Promise<string> {
  const reply = await sendSms({ mobile, type });
  return String(reply.key ?? reply.data?.key ?? '');
}

export async function loginByPassword(username: string, password: string): Promise<LoginData> {
  const reply = await call(routes.login, { username, password, scene: scene() });
  return reply.data as LoginData;
}

export async function loginByCode(mobile: string, verifyId: string, verify: string): Promise<LoginData> {
  const reply = await call(routes.loginCode, { phone: mobile, mobile, verify_id: verifyId, verify, scene: scene() });
  return reply.data as LoginData;
}

export async function resetPassword(input: {
  mobile: string;
  verifyId: string;
  verify: string;
  password: string;
  confirm: string;
}): Promise<void> {
  await call(routes.updatePassword, {
    mobile: input.mobile,
    phone: input.mobile,
    verify_id: input.verifyId,
    verify: input.verify,
    password: input.password,
    repassword: input.confirm,
  });
}

/** 获取验证码 (login or reset): resolves to the verify_id key. */
export function useSendSms() {
  return useMutation({
    mutationKey: callKey(routes.sendSms),
    mutationFn: ({ mobile, type }: { mobile: string; type: 'login' | 'reset' }) => sendSmsCode(mobile, type),
  });
}

/** 登录, by password or by SMS code: resolves to the token and user info. */
export function useLogin() {
  return useMutation({
    mutationFn: (input: { mode: 'password'; username: string; password: string } | { mode: 'code'; mobile: string; verifyId: string; verify: string }) =>
      input.mode === 'password' ? loginByPassword(input.username, input.password) : loginByCode(input.mobile, input.verifyId, input.verify),
  });
}

/** 重置密码. */
export function useResetPassword() {
  return useMutation({ mutationKey: callKey(routes.updatePassword), mutationFn: resetPassword });
}
