import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls, SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_IMPLEMENTED, type CallName, type Envelope, type Request } from 'gaokao-contract';
import { optionalUser, requireUser, requireVip, type AuthedUser } from './auth';
import { requireOperator } from './ops-auth';
import { ApiError } from './reply';
import { JsonBytes, sendJson } from './compressed';

/**
 * A handler receives the request already validated by the contract's schema and the caller (per the call's auth). It
 * answers an envelope (serialised by fastify) or the envelope's bytes made in advance (JsonBytes: large answers built
 * as text and kept with their compressed forms, sent as they are).
 */
export type Handler<N extends CallName> = (
  input: Request<N>,
  req: FastifyRequest,
  user: AuthedUser | null,
  /** For the few calls that answer a page or a redirect instead of an envelope (jiutian_login): send, then return it. */
  reply?: FastifyReply,
) => Promise<Envelope<unknown> | JsonBytes | FastifyReply>;

export type Handlers = { [N in CallName]?: Handler<N> };

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

// Public calls whose answer depends on who asks; other public calls skip the session lookup (one query less, and
// static answers keep working while the database is down).
const OPTIONAL_USER: ReadonlySet<CallName> = new Set<CallName>(['isYouxiao', 'collegeList', 'collegeDetail', 'collegeDetails']);

/** Registers every call of the contract (its path and aliases); returns the names answered 501 (no handler). */
export function registerCalls(app: FastifyInstance, handlers: Handlers): CallName[] {
  const unimplemented: CallName[] = [];
  for (const name of Object.keys(calls) as CallName[]) {
    const def = calls[name];
    const handler = handlers[name] as Handler<CallName> | undefined;
    const paths: string[] = [def.path, ...(('aliases' in def && def.aliases) || [])];
    for (const url of paths) {
      app.route({
        method: def.method,
        url,
        handler: async (req, reply) => {
          if (!handler) return { status: STATUS_NOT_IMPLEMENTED, msg: SERVER_MSG.notImplemented };
          // Operator calls: the operator is `req.operator`; no member is handed over.
          if (def.auth === 'ops') await requireOperator(req);
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
          const out = await handler(parsed.data as Request<CallName>, req, user, reply);
          if ((out as unknown) === reply) return reply;
          return out instanceof JsonBytes ? sendJson(req, reply, out) : out;
        },
      });
    }
    if (!handler) unimplemented.push(name);
  }
  return unimplemented;
}
