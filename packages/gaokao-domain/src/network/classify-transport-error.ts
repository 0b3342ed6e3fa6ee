import { MSG } from '../messages';

const CJK = /[\u4e00-\u9fff]/;

/**
 * The toast text for a call that failed before a reply body could be read: 请求超时，请稍后重试 for time-outs (ky's
 * TimeoutError, an AbortSignal.timeout, axios' ECONNABORTED); 服务器繁忙，请稍后重试（status） for an HTTP error without
 * a usable body; the error's own message when it is already Chinese; otherwise 网络异常，请稍后重试 — browser and
 * library messages are English and mean nothing to the users.
 */
export function classifyTransportError(err: unknown): string {
  const e = (err !== null && typeof err === 'object' ? err : {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    response?: { status?: unknown } | null;
  };
  const message = typeof e.message === 'string' ? e.message : typeof err === 'string' ? err : '';
  if (e.name === 'TimeoutError' || e.code === 'ECONNABORTED' || /timeout|timed out/i.test(message)) return MSG.requestTimeout;
  const status = e.response?.status;
  if (typeof status === 'number' && status >= 400) return `${MSG.serverError}（${status}）`;
  if (CJK.test(message)) return message;
  return MSG.networkError;
}
