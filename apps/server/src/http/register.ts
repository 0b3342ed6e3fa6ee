import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_IMPLEMENTED, type CallName, type Envelope, type Request } from 'gaokao-contract';
import { optionalUser, requireUser, requireVip, type AuthedUser } from './auth';
import { ApiError } from './reply';

/** A handler receives the request already validated by the contract's schema and the caller (per the call's auth). */
export type Handler<N extends CallName> = (
  input: Request<N>,
  req: FastifyRequest,
  user: AuthedUser | null,
) => Promise<Envelope<unknown>>;

export type Handlers = { [N in CallName]?: Handler<N> };

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

// Public calls whose answer depends on who asks; other public calls skip the session lookup (one query less, and
// static answers keep working while the database is down).
const OPTIONAL_USER: ReadonlySet<CallName> = new Set<CallName>(['isYouxiao']);

/** Names of the calls answered 501 by this server (no handler and no season route). */
export function registerCalls(app: FastifyInstance, handlers: Handlers): CallName[] {
  const unimplemented: CallName[] = [];
  for (const name of Object.keys(calls) as CallName[]) {
    const def = calls[name];
    const handler = handlers[name] as Handler<CallName> | undefined;
    const paths: string[] = [def.path, ...(('aliases' in def && def.aliases) || [])];
    let missing = false;
    for (const url of paths) {
      // Routes the season plugin registered first win: its handlers answer those calls.
      if (app.hasRoute({ method: def.method, url })) continue;
      if (!handler) missing = true;
      app.route({
        method: def.method,
        url,
        handler: async (req) => {
          if (!handler) return { status: STATUS_NOT_IMPLEMENTED, msg: SERVER_MSG.notImplemented };
          const user =
            def.auth === 'vip'
              ? await requireVip(req)
              : def.auth === 'user'
                ? await requireUser(req)
                : OPTIONAL_USER.has(name)
                  ? await optionalUser(req)
                  : null;
          const raw = {
            ...(req.query && typeof req.query === 'object' ? req.query : {}),
            ...(req.body && typeof req.body === 'object' ? req.body : {}),
          };
          const parsed = def.request.safeParse(raw);
          if (!parsed.success) {
            const msg = parsed.error.issues.find((i) => HAS_CHINESE.test(i.message))?.message ?? SERVER_MSG.badRequest;
            throw new ApiError(STATUS_BAD_REQUEST, msg);
          }
          return handler(parsed.data as Request<CallName>, req, user);
        },
      });
    }
    if (missing) unimplemented.push(name);
  }
  return unimplemented;
}
