import type { FastifyRequest } from 'fastify';
import { SERVER_MSG } from 'gaokao-contract';
import { ApiError } from './reply';
import { optionalUser, tokenOf } from './auth';
import { operatorOfToken, type OperatorSession } from '../ops/operators';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an `auth: 'ops'` call, set by requireOperator. */
    operator?: OperatorSession;
  }
}

/**
 * The operator behind an `/api/ops/…` call. No token, or one that is no session at all → HTTP 401; a member's token
 * (a member is never an operator) or a disabled operator's → HTTP 403. The envelope's status is the HTTP status.
 */
export async function requireOperator(req: FastifyRequest): Promise<OperatorSession> {
  const token = tokenOf(req);
  if (!token) throw new ApiError(401, SERVER_MSG.opsLoginRequired, 401);
  const op = await operatorOfToken(req.server.ctx.db, token, req.server.ctx.now());
  if (op === 'disabled') throw new ApiError(403, SERVER_MSG.opsForbidden, 403);
  if (op) return (req.operator = op);
  if (await optionalUser(req)) throw new ApiError(403, SERVER_MSG.opsForbidden, 403);
  throw new ApiError(401, SERVER_MSG.opsLoginRequired, 401);
}
