import { vi } from 'vitest';

/** A recorded request: method, path, parsed body (form or query) and the Authorization header. */
export interface Seen {
  method: string;
  path: string;
  body: Record<string, string>;
  auth: string | null;
  /** The Idempotency-Key header of an add (gaokao-contract README). */
  idempotencyKey: string | null;
}

type Handler = (body: Record<string, string>) => unknown | Promise<unknown>;

/**
 * Replaces `fetch` (the network boundary) with a table of path → reply handlers. Unknown paths answer 404 HTML,
 * like a server without that route. Returns the list of requests seen.
 */
export function fakeServer(handlers: Record<string, Handler>): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const body: Record<string, string> = {};
      if (request.method === 'GET') url.searchParams.forEach((v, k) => (body[k] = v));
      else new URLSearchParams(await request.text()).forEach((v, k) => (body[k] = v));
      seen.push({ method: request.method, path: url.pathname, body, auth: request.headers.get('Authorization'), idempotencyKey: request.headers.get('Idempotency-Key') });
      const handler = handlers[url.pathname];
      if (!handler) return new Response('<h1>Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
      const reply = await handler(body);
      if (reply instanceof Response) return reply;
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return seen;
}

export const ok = (data: unknown = null, extra: Record<string, unknown> = {}) => ({ status: 200, msg: '成功', data, ...extra });
