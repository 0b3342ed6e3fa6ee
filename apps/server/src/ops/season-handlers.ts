import type { FastifyInstance, FastifyRequest } from 'fastify';
import { seasonPublicationOf, validateSeasonPublication, type SeasonPublication } from 'gaokao-domain';
import { OPS_SEASON_MSG, OPS_SEASON_SOURCE_PARAMS, OPS_SEASON_UPLOAD_MAX_BYTES, OPS_SEASON_UPLOAD_PATH, SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_FOUND, type OpsSeasonKind, type OpsSeasonStage } from 'gaokao-contract';
import type { Handlers } from '../http/register';
import { requireOperator } from '../http/ops-auth';
import { ApiError, ok } from '../http/reply';
import { timeFields } from '../lib/china-time';
import type { Actor, OperatorSession } from './operators';
import { diffStage, listStages, liveVersion, previousVersion, publishStage, rollbackSeason, SeasonUploadError, stageOf, stageUpload, type StageRow } from './seasons';

/** Data seasons in the console: the upload route (a raw file body) and the calls of the route table (ops/seasons.ts). */

function operatorOf(req: FastifyRequest): OperatorSession {
  if (!req.operator) throw new Error('operator call without an operator');
  return req.operator;
}

const actorOf = (op: OperatorSession): Actor => ({ operatorId: op.operatorId, name: op.name });

function wire(s: StageRow): OpsSeasonStage {
  return {
    stage_id: s.stage_id,
    file: s.file,
    kind: s.kind as OpsSeasonKind | '',
    status: s.status === 'published' ? 'published' : s.status === 'staged' ? 'staged' : 'invalid',
    operator_name: s.operator_name,
    created_at: timeFields(s.created_at)!,
    published_version: s.published_version,
    report: s.report,
    publication: s.publication,
  };
}

/** The publication the upload's query names (null: none), or the rule's message; a repeated parameter is refused. */
function publicationOf(query: unknown): { ok: true; publication: SeasonPublication | null } | { ok: false; message: string } {
  const q = (query ?? {}) as Record<string, unknown>;
  const fields: Record<keyof SeasonPublication, string> = { title: '', publisher: '', url: '' };
  for (const field of ['title', 'publisher', 'url'] as const) {
    const v = q[OPS_SEASON_SOURCE_PARAMS[field]];
    if (v === undefined) continue;
    if (typeof v !== 'string') return { ok: false, message: SERVER_MSG.badRequest };
    fields[field] = v;
  }
  const check = validateSeasonPublication(fields);
  return check.ok ? { ok: true, publication: seasonPublicationOf(fields) } : { ok: false, message: check.message };
}

/**
 * `POST /api/ops/seasons/upload?name=…`: the file's bytes as the body. The operator is checked before the body is
 * read (a member's upload is refused without being received); a file over the limit is refused with a Chinese message.
 */
export async function registerSeasonUpload(app: FastifyInstance): Promise<void> {
  await app.register(async (inst) => {
    inst.removeAllContentTypeParsers();
    inst.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: OPS_SEASON_UPLOAD_MAX_BYTES }, (_req, body, done) => done(null, body));
    inst.setErrorHandler((err, _req, reply) => {
      if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ status: STATUS_BAD_REQUEST, msg: OPS_SEASON_MSG.tooLarge });
      throw err;
    });
    inst.post(OPS_SEASON_UPLOAD_PATH, {
      // The operator first, then the publication: a refused upload is not received.
      onRequest: async (req) => {
        await requireOperator(req);
        const named = publicationOf(req.query);
        if (!named.ok) throw new ApiError(STATUS_BAD_REQUEST, named.message);
      },
      handler: async (req) => {
        const op = operatorOf(req);
        const name = typeof (req.query as { name?: unknown } | undefined)?.name === 'string' ? (req.query as { name: string }).name : '';
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        try {
          const named = publicationOf(req.query);
          const staged = await stageUpload(app.ctx.db, actorOf(op), name, body, named.ok ? named.publication : null);
          const stage = await stageOf(app.ctx.db, staged.stageId);
          if (!stage) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
          if (staged.status === 'invalid') return { status: STATUS_BAD_REQUEST, msg: OPS_SEASON_MSG.invalid, data: wire(stage) };
          return ok(wire(stage), OPS_SEASON_MSG.uploaded);
        } catch (e) {
          if (e instanceof SeasonUploadError) throw new ApiError(STATUS_BAD_REQUEST, e.message);
          throw e;
        }
      },
    });
  });
}

export const opsSeasonHandlers: Handlers = {
  opsSeasons: async (_input, req) => {
    operatorOf(req);
    const db = req.server.ctx.db;
    return ok({ live_version: await liveVersion(db), previous_version: await previousVersion(db), stages: (await listStages(db)).map(wire) });
  },

  opsSeasonDiff: async (input, req) => {
    operatorOf(req);
    const diff = await diffStage(req.server.ctx.db, input.stage_id);
    if (!diff) throw new ApiError(STATUS_NOT_FOUND, OPS_SEASON_MSG.notPublishable);
    return ok(diff);
  },

  opsSeasonPublish: async (input, req) => {
    const op = operatorOf(req);
    const db = req.server.ctx.db;
    const done = await publishStage(db, actorOf(op), input.stage_id);
    if (!done.ok) throw new ApiError(done.reason === 'not-found' ? STATUS_NOT_FOUND : STATUS_BAD_REQUEST, done.reason === 'not-found' ? SERVER_MSG.notFound : OPS_SEASON_MSG.notPublishable);
    const stage = await stageOf(db, input.stage_id);
    if (!stage) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    return ok({ stage: wire(stage), before_version: done.before, after_version: done.after }, OPS_SEASON_MSG.published);
  },

  opsSeasonRollback: async (_input, req) => {
    const op = operatorOf(req);
    const done = await rollbackSeason(req.server.ctx.db, actorOf(op));
    if (!done.ok) throw new ApiError(STATUS_BAD_REQUEST, OPS_SEASON_MSG.noPrevious);
    return ok({ before_version: done.before, after_version: done.after, restored_version: done.restored }, OPS_SEASON_MSG.rolledBack);
  },
};
