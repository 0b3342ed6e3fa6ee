/**
 * The business rules this site uses, gathered in one import. They live in gaokao-domain (and the wire rule in
 * gaokao-contract); the site only maps the rules' verdicts onto its UI.
 */
import { isFailure, STATUS_LOGIN, STATUS_VIP } from 'gaokao-contract';
import { MSG } from 'gaokao-domain';

export {
  MSG,
  ELECTIVES,
  HOME_MAX_ELECTIVES,
  checkboxDisabled,
  contactQrType,
  isBlank,
  validateLogin,
  validatePasswordReset,
  validateSmartFill,
  validateSmsSend,
} from 'gaokao-domain';
export type { Check, LoginInput, SmartFillCheck } from 'gaokao-domain';

export type ReplyKind = 'ok' | 'login' | 'vip' | 'error';

/**
 * Classifies a reply under the spec's error catalogue (part 1 §8): the failure test is the contract's `isFailure`
 * (status not 200 and neither key nor code); 101, msg token不能为空 or msg 102 ask for login; 5 asks for VIP.
 * gaokao-domain's network area is still empty; this moves there as `classifyReply` when it lands.
 */
export function classifyReply(body: unknown): ReplyKind {
  if (body == null || typeof body !== 'object') return 'error';
  const reply = body as { status?: unknown; msg?: unknown; key?: unknown; code?: unknown };
  const status = Number(reply.status);
  if (!isFailure({ ...reply, status })) return 'ok';
  if (status === STATUS_LOGIN || reply.msg === MSG.tokenMissing || String(reply.msg) === '102') return 'login';
  if (status === STATUS_VIP) return 'vip';
  return 'error';
}
