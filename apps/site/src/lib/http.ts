import { classifyReply, classifyTransportError, REQUEST_TIMEOUT_MS } from 'gaokao-domain';
import { isOpsPath, removeOpsToken } from './ops-token';

export { REQUEST_TIMEOUT_MS };

/** The reply envelope every call answers with. */
export interface Envelope<T = unknown> {
  status: number;
  msg?: string;
  data?: T;
  key?: string;
  [extra: string]: unknown;
}

/** Thrown (rejected) for transport failures; failures the server answered reject with the body itself. */
export class TransportError extends Error {
  override name = 'TransportError';
}

/**
 * What the catalogue asks the page to show. The network layer does not know the page's stores: the app hands these in
 * once at start-up (`src/app/network-feedback.ts`), so `lib` depends on nothing above it.
 */
export interface NetworkFeedback {
  /** 101, token不能为空, msg 102: open the login dialog. */
  login: () => void;
  /** status 5: the VIP confirm. */
  vip: () => void;
  /** Any other failure the server answered: 系统提示 with this text. */
  message: (text: string) => void;
  /** Network, time-out or non-JSON: the red toast with this text. */
  transport: (text: string) => void;
}

const silent: NetworkFeedback = { login: () => undefined, vip: () => undefined, message: () => undefined, transport: () => undefined };
let feedback: NetworkFeedback = silent;

/** Connects the catalogue to the page's dialogs and toasts; returns a function that disconnects them. */
export function setNetworkFeedback(next: NetworkFeedback): () => void {
  feedback = next;
  return () => {
    if (feedback === next) feedback = silent;
  };
}

export type Method = 'GET' | 'POST';
export type Body = Record<string, unknown>;

export interface RequestOptions {
  /** Skip the catalogue's dialogs (the caller shows the failure itself). Transport toasts still show. */
  quiet?: boolean;
  /** Sees a failure the server answered before the catalogue does; returning true means the caller handles it. */
  intercept?: (reply: Envelope) => boolean;
  /** Extra request headers (an add's `Idempotency-Key`: see gaokao-contract's README). */
  headers?: Record<string, string>;
}

/** The one ky instance (`http-client.ts`), loaded with the first call rather than with the page. */
const client = () => import('./http-client').then((module) => module.http);

/** Form-encode a body; arrays and objects travel as JSON strings, which the server accepts (design §Requests). */
export function formEncode(body: Body): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

function queryOf(body: Body): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return query;
}

/** A reply's JSON; a body that is not JSON is a transport failure (a proxy's page, a cut-off answer). */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new TransportError(classifyTransportError({ response: { status: response.ok ? 502 : response.status } }));
  }
}

/** A failed exchange: said once through the network feedback, then thrown as a TransportError. */
function transportFailure(error: unknown): TransportError {
  const message = transportMessage(error);
  feedback.transport(message);
  return error instanceof TransportError ? error : new TransportError(message, { cause: error });
}

/**
 * One call under the spec's network rules. Resolves to the body on success; rejects with the body on a failure the
 * server answered (after showing the catalogue's dialog), or with a TransportError after the red toast.
 */
export async function request<T = unknown>(
  method: Method,
  path: string,
  body: Body = {},
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  let reply: unknown;
  try {
    const http = await client();
    const response =
      method === 'GET'
        ? await http.get(path, { searchParams: queryOf(body), ...(options.headers ? { headers: options.headers } : {}) })
        : await http.post(path, { body: formEncode(body), ...(options.headers ? { headers: options.headers } : {}) });
    reply = await jsonOf(response);
  } catch (error) {
    throw transportFailure(error);
  }

  return settle<T>(path, reply, options);
}

/** HTTP statuses of an operator call refused for want of a (valid, enabled) operator session (gaokao-contract README). */
const OPS_SIGNED_OUT = new Set([401, 403]);

/** A reply through the catalogue: resolves with a success, shows and rejects with a failure. */
function settle<T>(path: string, reply: unknown, options: RequestOptions): Envelope<T> {
  const verdict = classifyReply(reply);
  if (verdict.kind === 'ok') return reply as Envelope<T>;
  // An operator call refused for want of a session (expired, signed out elsewhere, disabled): the operator's token is
  // forgotten, which sends the console to its sign-in page; the member's dialogs have nothing to say about it.
  if (isOpsPath(path) && isEnvelope(reply) && OPS_SIGNED_OUT.has(Number(reply.status))) {
    removeOpsToken();
    throw reply;
  }
  const handled = isEnvelope(reply) && options.intercept?.(reply) === true;
  if (!options.quiet && !handled) {
    if (verdict.kind === 'login') feedback.login();
    else if (verdict.kind === 'vip') feedback.vip();
    else feedback.message(verdict.message);
  }
  throw reply;
}

/** A file a call answers with instead of an envelope (the operator console's CSV export). */
export interface DownloadedFile {
  blob: Blob;
  /** From the reply's `Content-Disposition` (`filename="…"`), else `fallback`. */
  filename: string;
}

/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // a malformed escape: try the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * A POST whose success is a file (not JSON): resolves with its bytes and name. A JSON reply is an envelope (a refusal)
 * and goes through the catalogue as `request` does; a transport failure shows the red toast.
 */
export async function requestFile(path: string, body: Body = {}, options: RequestOptions & { fallbackName?: string } = {}): Promise<DownloadedFile> {
  let reply: unknown;
  try {
    const http = await client();
    const response = await http.post(path, { body: formEncode(body), ...(options.headers ? { headers: options.headers } : {}) });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && !type.includes('json')) {
      return { blob: await response.blob(), filename: fileNameOf(response.headers.get('content-disposition'), options.fallbackName ?? 'download') };
    }
    reply = await jsonOf(response);
  } catch (error) {
    throw transportFailure(error);
  }
  settle(path, reply, options);
  // A JSON reply with status 200 is no file either.
  throw reply;
}

function transportMessage(error: unknown): string {
  return error instanceof TransportError ? error.message : classifyTransportError(error);
}

/** True for a rejection value that is a server reply (as opposed to a transport error). */
export function isEnvelope(value: unknown): value is Envelope {
  return value != null && typeof value === 'object' && 'status' in value;
}

/** The rows a profile change would remove, when the server refused it for want of `clear_list` (see the contract). */
export function clearListRows(reply: Envelope): number | undefined {
  const data = reply.data as { clear_list?: unknown } | undefined;
  return typeof data?.clear_list === 'number' && data.clear_list > 0 ? data.clear_list : undefined;
}
