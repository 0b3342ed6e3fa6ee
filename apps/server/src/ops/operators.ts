import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import { hashPassword, verifyPassword, dummyPasswordHash } from '../accounts/service';
import { newToken, sha256Hex } from '../lib/crypto';

/**
 * Operators of the console: not members. Created and disabled only from the command line (`pnpm run admin operator
 * add|disable`, ops/admin-cli.ts); they sign in at `/api/ops/login` with a password (argon2id, as members) and a TOTP
 * code (RFC 6238, otplib: 6 digits, 30 s, SHA-1 — what every authenticator app reads from the otpauth URI). Every
 * operator action writes one row of the append-only audit table, in the action's own transaction.
 */

/** Who acts: an operator of the console, or the command line (`cli`, no operator id). */
export interface Actor {
  operatorId: number | null;
  name: string;
}

export const CLI_ACTOR: Actor = { operatorId: null, name: 'cli' };

/** Issuer shown by authenticator apps. */
export const TOTP_ISSUER = '高考志愿填报助手';

/** A code is accepted one step (30 s) either side of the server's clock: phones drift. */
const TOTP_TOLERANCE_S = 30;

/** Operator sessions: shorter than members' (an operator holds money actions). */
export const OPERATOR_SESSION = { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000 } as const;

/** Operator tokens start with this, so a token is recognisably an operator's (the tables are separate anyway). */
export const OPERATOR_TOKEN_PREFIX = 'ops_';

const NAME = /^[a-z][a-z0-9_.-]{1,31}$/;

export function validOperatorName(name: string): boolean {
  return NAME.test(name);
}

type Db = Kysely<Database> | Transaction<Database>;

/** Appends one audit row (there is no other write to the table). */
export async function writeAudit(db: Db, actor: Actor, action: string, target: string, before: unknown, after: unknown): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      operator_id: actor.operatorId,
      operator_name: actor.name,
      action,
      target,
      before: before === undefined || before === null ? null : JSON.stringify(before),
      after: after === undefined || after === null ? null : JSON.stringify(after),
    })
    .execute();
}

export type AddOperatorOutcome = { ok: true; operatorId: number; secret: string; uri: string } | { ok: false; reason: 'bad-name' | 'exists' };

/**
 * Creates an operator with this password and a fresh TOTP secret; the secret and its otpauth URI are returned once
 * (for the authenticator app) and are not shown again.
 */
export async function addOperator(db: Kysely<Database>, name: string, password: string, actor: Actor = CLI_ACTOR): Promise<AddOperatorOutcome> {
  if (!validOperatorName(name)) return { ok: false, reason: 'bad-name' };
  const secret = generateSecret();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx): Promise<AddOperatorOutcome> => {
    const row = await trx
      .insertInto('operator')
      .values({ name, password_hash: passwordHash, totp_secret: secret })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning(['operator_id', 'created_at'])
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'exists' };
    await writeAudit(trx, actor, 'operator.add', `operator:${name}`, null, { name, disabled: false });
    return { ok: true, operatorId: row.operator_id, secret, uri: generateURI({ issuer: TOTP_ISSUER, label: name, secret }) };
  });
}

export type DisableOperatorOutcome = { ok: true; alreadyDisabled: boolean } | { ok: false; reason: 'not-found' };

/** Disables an operator and ends its sessions at once; its audit rows stay. */
export async function disableOperator(db: Kysely<Database>, name: string, actor: Actor = CLI_ACTOR): Promise<DisableOperatorOutcome> {
  return db.transaction().execute(async (trx): Promise<DisableOperatorOutcome> => {
    const before = await trx.selectFrom('operator').select(['operator_id', 'disabled']).where('name', '=', name).forUpdate().executeTakeFirst();
    if (!before) return { ok: false, reason: 'not-found' };
    await trx.deleteFrom('operator_session').where('operator_id', '=', before.operator_id).execute();
    if (before.disabled) return { ok: true, alreadyDisabled: true };
    await trx.updateTable('operator').set({ disabled: true }).where('operator_id', '=', before.operator_id).execute();
    await writeAudit(trx, actor, 'operator.disable', `operator:${name}`, { name, disabled: false }, { name, disabled: true });
    return { ok: true, alreadyDisabled: false };
  });
}

export type OperatorLogin = { ok: true; token: string; operatorId: number; name: string; expires: Date } | { ok: false };

/**
 * Checks name, password and TOTP code; on success opens a session and returns its token. The same answer for an
 * unknown name, a wrong password, a wrong or reused code and a disabled operator (the password check runs on a dummy
 * hash for unknown names, so the time does not tell either). A code's time step is consumed by a conditional update,
 * so two sign-ins with one code let one through.
 */
export async function loginOperator(db: Kysely<Database>, name: string, password: string, code: string, now: Date): Promise<OperatorLogin> {
  const op = await db.selectFrom('operator').select(['operator_id', 'name', 'password_hash', 'totp_secret', 'totp_last_step', 'disabled']).where('name', '=', name).executeTakeFirst();
  const goodPassword = await verifyPassword(op?.password_hash ?? (await dummyPasswordHash()), password);
  if (!op || !goodPassword || op.disabled || !/^\d{6}$/.test(code)) return { ok: false };
  const checked = await verifyTotp({ secret: op.totp_secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOTP_TOLERANCE_S }).catch(() => ({ valid: false as const }));
  if (!checked.valid || !('timeStep' in checked)) return { ok: false };
  const step = checked.timeStep;
  return db.transaction().execute(async (trx): Promise<OperatorLogin> => {
    const taken = await trx
      .updateTable('operator')
      .set({ totp_last_step: step })
      .where('operator_id', '=', op.operator_id)
      .where('disabled', '=', false)
      .where(sql<boolean>`totp_last_step < ${step}`)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return { ok: false };
    const token = OPERATOR_TOKEN_PREFIX + newToken();
    const expires = new Date(now.getTime() + OPERATOR_SESSION.absoluteMs);
    await trx.insertInto('operator_session').values({ token_hash: sha256Hex(token), operator_id: op.operator_id, last_seen_time: now, expire_time: expires }).execute();
    await writeAudit(trx, { operatorId: op.operator_id, name: op.name }, 'operator.login', `operator:${op.name}`, null, null);
    return { ok: true, token, operatorId: op.operator_id, name: op.name, expires };
  });
}

export interface OperatorSession {
  operatorId: number;
  name: string;
  sessionId: number;
}

/**
 * The operator a token belongs to: `null` when the token is no live operator session (unknown, expired, idle too
 * long), `'disabled'` when its operator was disabled (the session is deleted; disabling deletes them all anyway).
 * The idle clock moves at most once a minute.
 */
export async function operatorOfToken(db: Kysely<Database>, token: string, now: Date): Promise<OperatorSession | 'disabled' | null> {
  if (!token.startsWith(OPERATOR_TOKEN_PREFIX) || token.length > 200) return null;
  const row = await db
    .selectFrom('operator_session')
    .innerJoin('operator', 'operator.operator_id', 'operator_session.operator_id')
    .select(['operator_session.session_id', 'operator_session.last_seen_time', 'operator_session.expire_time', 'operator.operator_id', 'operator.name', 'operator.disabled'])
    .where('operator_session.token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row) return null;
  const t = now.getTime();
  if (row.disabled) {
    await db.deleteFrom('operator_session').where('session_id', '=', row.session_id).execute();
    return 'disabled';
  }
  if (new Date(row.expire_time).getTime() <= t || new Date(row.last_seen_time).getTime() + OPERATOR_SESSION.idleMs <= t) {
    await db.deleteFrom('operator_session').where('session_id', '=', row.session_id).execute();
    return null;
  }
  if (t - new Date(row.last_seen_time).getTime() > 60_000) {
    await db.updateTable('operator_session').set({ last_seen_time: now }).where('session_id', '=', row.session_id).execute();
  }
  return { operatorId: row.operator_id, name: row.name, sessionId: row.session_id };
}

export async function logoutOperator(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('operator_session').where('session_id', '=', sessionId).execute();
}

export interface AuditRow {
  audit_id: number;
  operator_id: number | null;
  operator_name: string;
  at: Date;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Audit rows, newest first, optionally of one action or one target. */
export async function listAudit(db: Kysely<Database>, q: { action?: string | undefined; target?: string | undefined; page: number; limit: number }): Promise<{ total: number; rows: AuditRow[] }> {
  let base = db.selectFrom('operator_audit');
  if (q.action) base = base.where('action', '=', q.action);
  if (q.target) base = base.where('target', '=', q.target);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['audit_id', 'operator_id', 'operator_name', 'at', 'action', 'target', 'before', 'after'])
    .orderBy('at', 'desc')
    .orderBy('audit_id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { total: Number(total.n), rows: rows.map((r) => ({ ...r, audit_id: Number(r.audit_id), at: new Date(r.at) })) };
}
