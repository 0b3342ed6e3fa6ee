import type { PostPath, Reply, ReplyData, RequestInput, RouteNameOf } from 'gaokao-contract';
import { request, requestFile, type Body, type DownloadedFile, type RequestOptions } from './http';

/**
 * The one way the site calls the server: `call(routes.getProvince, input)`. `routes` is the contract's route table (a
 * constant per call, no zod), so a page's bundle carries the paths it uses and nothing else; the input and the reply are
 * typed from the contract by the call's name. No site file outside `lib/` names an `/api/` path.
 */
export * as routes from 'gaokao-contract/routes';

/** A call the site makes (every call but the GET page a phone opens), by its path in the route table. */
export type Route = PostPath;
/** The contract's name of a call. */
export type CallName<R extends Route> = RouteNameOf<R>;
/** The raw request a call takes, and its reply envelope. */
export type CallInput<R extends Route> = RequestInput<RouteNameOf<R>>;
export type CallReply<R extends Route> = Reply<RouteNameOf<R>>;
/** The reply's `data`. */
export type CallData<R extends Route> = ReplyData[RouteNameOf<R>];

/** One call under the shared network rules (`lib/http.ts`: token, 50 s, the error catalogue). */
export function call<R extends Route>(route: R, body?: CallInput<R>, options?: RequestOptions): Promise<CallReply<R>> {
  return request('POST', route, (body ?? {}) as Body, options) as Promise<CallReply<R>>;
}

/** A call whose success is a file rather than an envelope (`opsWithdrawalsCsv`): its bytes and file name. */
export function callFile<R extends Route>(route: R, body?: CallInput<R>, options?: RequestOptions & { fallbackName?: string }): Promise<DownloadedFile> {
  return requestFile(route, (body ?? {}) as Body, options);
}
