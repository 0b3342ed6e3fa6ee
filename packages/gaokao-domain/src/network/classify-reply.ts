import { MSG } from '../messages';
import { MSG_CODE_LOGIN, STATUS_LOGIN, STATUS_OK, STATUS_VIP } from './constants';

/** What the page does with a reply: go on, open the login dialog, offer VIP, or show the error dialog. */
export type ReplyKind = { kind: 'ok' } | { kind: 'login' } | { kind: 'vip' } | { kind: 'error'; message: string };

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Classifies a reply body (part 1 §7–§8). A reply fails when its status is not 200 and it carries neither a `key`
 * (SMS send) nor a `code` field — present means not undefined/null, so `code: 0` still counts. A failure asks for login
 * on status 101, message/msg token不能为空 or msg 102; asks for VIP on status 5; otherwise is an error showing the
 * server's msg, then message, or 未知错误，请联系系统管理员. Statuses and msg are compared as numbers, so "101" works too.
 * A body that is not an object is an error with the unknown-error text.
 */
export function classifyReply(reply: unknown): ReplyKind {
  if (reply === null || typeof reply !== 'object' || Array.isArray(reply)) return { kind: 'error', message: MSG.unknownError };
  const r = reply as Record<string, unknown>;
  const status = Number(r.status);
  if (status === STATUS_OK || present(r.key) || present(r.code)) return { kind: 'ok' };
  const tokenMissing = r.message === MSG.tokenMissing || r.msg === MSG.tokenMissing;
  if (status === STATUS_LOGIN || tokenMissing || (present(r.msg) && Number(r.msg) === MSG_CODE_LOGIN)) return { kind: 'login' };
  if (status === STATUS_VIP) return { kind: 'vip' };
  return { kind: 'error', message: text(r.msg) ?? text(r.message) ?? MSG.unknownError };
}
