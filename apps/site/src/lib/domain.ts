/**
 * The business rules this site uses, gathered in one place.
 * They belong to gaokao-domain; where the domain package does not export one yet, a faithful interim copy
 * of the spec rule lives here so the site works, and is replaced by the domain's export as soon as it lands.
 */
export { MSG } from 'gaokao-domain';

/** Elective subjects of the home form (spec part 1 §9). */
export const ELECTIVES = ['生物', '化学', '政治', '地理'] as const;
/** First subjects, which make the subject group. */
export const FIRST_SUBJECTS = ['物理', '历史'] as const;
/** Maximum electives on the home form. */
export const HOME_ELECTIVE_MAX = 2;

export type ReplyKind = 'ok' | 'login' | 'vip' | 'error';

interface ReplyLike {
  status?: unknown;
  msg?: unknown;
  key?: unknown;
  code?: unknown;
}

/**
 * Classify a reply body (spec part 1 §7 network rules, §8 catalogue): a reply fails when its status is not 200 and it
 * has neither a key nor a code field; 101, msg token不能为空 or msg 102 ask for login; 5 asks for VIP.
 */
export function classifyReply(body: unknown): ReplyKind {
  if (body == null || typeof body !== 'object') return 'error';
  const reply = body as ReplyLike;
  const status = Number(reply.status);
  if (status === 200 || 'key' in reply || 'code' in reply) return 'ok';
  if (status === 101 || reply.msg === 'token不能为空' || String(reply.msg) === '102') return 'login';
  if (status === 5) return 'vip';
  return 'error';
}

export type SmartFillCheck =
  | { ok: true; electives: string[] }
  | { ok: false; action: 'login' }
  | { ok: false; message: string };

/** Smart-fill validation in the spec's order (part 1 §5). */
export function validateSmartFill(input: {
  loggedIn: boolean;
  province: string | undefined;
  score: string | number | undefined;
  subjects: readonly string[];
}): SmartFillCheck {
  if (!input.loggedIn) return { ok: false, action: 'login' };
  if (!input.province) return { ok: false, message: '请选择您的省份' };
  if (input.score === undefined || input.score === '' || Number.isNaN(Number(input.score))) {
    return { ok: false, message: '请输入您的分数' };
  }
  const electives = input.subjects.filter((s) => s !== '物理' && s !== '历史');
  if (electives.length !== 2) return { ok: false, message: '请选择三项科目' };
  return { ok: true, electives };
}

/** A checkbox is disabled when the group reached its maximum and the box is not one of the checked ones. */
export function checkboxDisabled(checked: readonly string[], value: string, max: number): boolean {
  return checked.length >= max && !checked.includes(value);
}

/** Customer-service QR type: 1 on even dates, 2 on odd dates (spec part 1 §7). */
export function contactQrType(today: Date): 1 | 2 {
  return today.getDate() % 2 === 0 ? 1 : 2;
}

export type FieldError = { field: string; message: string } | null;

/** Password-reset validation in the spec's order (part 1 §5). */
export function validateReset(input: {
  mobile: string;
  password: string;
  confirm: string;
  verify: string;
}): FieldError {
  if (!input.mobile.trim()) return { field: 'mobile', message: '请输入手机号' };
  if (!input.password || !input.confirm) {
    return { field: input.password ? 'confirm' : 'password', message: '请输入密码' };
  }
  if (input.password !== input.confirm) return { field: 'confirm', message: '两次密码不一致' };
  if (!input.verify.trim()) return { field: 'verify', message: '请输入短信验证码' };
  return null;
}

export type LoginField = 'username' | 'password' | 'mobile' | 'verify';

/** Login field rules (part 1 §5), checked on blur and on submit. */
export function validateLoginField(field: LoginField, value: string): string | null {
  if (value.trim()) return null;
  switch (field) {
    case 'username':
      return '请输入用户名';
    case 'password':
      return '请输入密码';
    case 'mobile':
      return '请输入手机号';
    case 'verify':
      return '请输入验证码';
  }
}
