import ky, { type KyInstance } from 'ky';
import { REQUEST_TIMEOUT_MS } from 'gaokao-domain';
import { getToken } from './token';
import { getOpsToken, isOpsPath } from './ops-token';

/**
 * The `Authorization` a request carries: the operator's token on an operator call (`/api/ops/…`), the member's on
 * every other call; null sends none. So neither token ever reaches the other side's calls.
 */
export function authorizationFor(url: string): string | null {
  return isOpsPath(url) ? getOpsToken() : getToken();
}

/**
 * The one ky instance. Same origin (relative paths), the stored token in `Authorization` (the operator's on `/api/ops/`
 * calls, the member's on the others: `authorizationFor`), 50 s time-out, no retries
 * (a POST that creates a plan must not run twice), and HTTP error statuses handled by the envelope rules in `http.ts`.
 * Only `http.ts` imports this module, and lazily: ky arrives with the first call, not with the page (a prerendered page
 * paints and hydrates without it).
 */
export const http: KyInstance = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = authorizationFor(request.url);
        if (token) request.headers.set('Authorization', token);
      },
    ],
  },
});
