import type { FastifyRequest } from 'fastify';
import type { Actor, OperatorSession } from './operators';

/** The operator of an `ops` call (register.ts has checked the token before a handler runs). */
export function operatorOf(req: FastifyRequest): OperatorSession {
  // register.ts runs requireOperator for every `ops` call; a handler without it is a programming error.
  if (!req.operator) throw new Error('operator call without an operator');
  return req.operator;
}

/** The audit row's actor of an `ops` call. */
export const actorOf = (req: FastifyRequest): Actor => {
  const op = operatorOf(req);
  return { operatorId: op.operatorId, name: op.name };
};
