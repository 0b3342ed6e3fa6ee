import {
  HOLLAND_NAMES,
  HOLLAND_RADAR_ORDER,
  MSG,
  hollandCode,
  hollandScores,
  mbtiScores,
  mbtiType,
  validateAnswers,
  type HollandLetter,
} from 'gaokao-domain';
import { SERVER_MSG, STATUS_BAD_REQUEST, STATUS_UNAVAILABLE } from 'gaokao-contract';
import type { AppContext } from '../context';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';

type RawAnswer = string | null | { sort?: number | undefined; select?: string | null | undefined };

function content(ctx: AppContext, kind: string): Record<string, unknown>[] {
  const rows = ctx.season?.list?.(kind);
  if (!rows || rows.length === 0) throw new ApiError(STATUS_UNAVAILABLE, SERVER_MSG.seasonNotLoaded, 503);
  return rows;
}

/**
 * Lines the answers up with the question bank (sorted by `sort`): an answer with a sort number goes to that question,
 * a bare answer to the next position. Every question must be answered (第N题必做).
 */
function alignAnswers(questions: Record<string, unknown>[], raw: readonly RawAnswer[]): { q: Record<string, unknown>; select: string }[] {
  const qs = [...questions].sort((a, b) => Number(a.sort) - Number(b.sort));
  const bySort = new Map(qs.map((q, i) => [Number(q.sort), i]));
  const chosen: (string | undefined)[] = new Array<string | undefined>(qs.length).fill(undefined);
  raw.forEach((a, i) => {
    if (a == null) return;
    if (typeof a === 'string') {
      if (i < qs.length) chosen[i] = a;
      return;
    }
    const at = a.sort !== undefined ? bySort.get(a.sort) : i;
    if (at !== undefined && a.select != null) chosen[at] = a.select;
  });
  const check = validateAnswers(chosen, qs.length);
  if (!check.ok) throw new ApiError(STATUS_BAD_REQUEST, check.message);
  return qs.map((q, i) => ({ q, select: chosen[i]! }));
}

async function latest(ctx: AppContext, memberuserId: number, kind: 'mbti' | 'holland') {
  return ctx.db
    .selectFrom('assessment')
    .selectAll()
    .where('memberuser_id', '=', memberuserId)
    .where('kind', '=', kind)
    .orderBy('assessment_id', 'desc')
    .executeTakeFirst();
}

/** MBTI and Holland: VIP members and agents (the contract marks them 'vip': role 1 gets status 5). */
export const assessmentHandlers: Handlers = {
  mbtiAdd: async (input, req, user) => {
    const ctx = req.server.ctx;
    const aligned = alignAnswers(content(ctx, 'mbti_question'), input.result);
    const answers = aligned.map(({ q, select }) => ({ sort: Number(q.sort), select_a: String(q.select_a), select_b: String(q.select_b), select }));
    let iden: string;
    let scores: Record<string, number>;
    try {
      scores = mbtiScores(answers);
      iden = mbtiType(answers);
    } catch {
      throw new ApiError(STATUS_BAD_REQUEST, MSG.answerThisQuestion);
    }
    await ctx.db
      .insertInto('assessment')
      .values({ memberuser_id: user!.memberuser_id, kind: 'mbti', answers: JSON.stringify(answers), result_type: iden, scores: JSON.stringify(scores) })
      .execute();
    return ok({ iden }, MSG.submitDone);
  },

  mbtiResult: async (_input, req, user) => {
    const ctx = req.server.ctx;
    const r = await latest(ctx, user!.memberuser_id, 'mbti');
    if (!r) return ok(null);
    const text = content(ctx, 'mbti_result').find((c) => c.iden === r.result_type) ?? {};
    return ok({ ...text, iden: r.result_type, scores: JSON.parse(r.scores) as unknown, create_time: new Date(r.create_time).toISOString() });
  },

  hollandAdd: async (input, req, user) => {
    const ctx = req.server.ctx;
    const aligned = alignAnswers(content(ctx, 'holland_question'), input.result);
    const answers = aligned.map(({ q, select }) => ({ sort: Number(q.sort), type: String(q.yes), select }));
    let code: string;
    let scores: Record<string, number>;
    try {
      scores = hollandScores(answers);
      code = hollandCode(scores as Record<HollandLetter, number>).code;
    } catch {
      throw new ApiError(STATUS_BAD_REQUEST, MSG.answerThisQuestion);
    }
    await ctx.db
      .insertInto('assessment')
      .values({ memberuser_id: user!.memberuser_id, kind: 'holland', answers: JSON.stringify(answers), result_type: code, scores: JSON.stringify(scores) })
      .execute();
    return ok({ typeName: code }, MSG.submitDone);
  },

  hollandResult: async (_input, req, user) => {
    const ctx = req.server.ctx;
    const r = await latest(ctx, user!.memberuser_id, 'holland');
    if (!r) return ok(null);
    const scores = JSON.parse(r.scores) as Record<HollandLetter, number>;
    const texts = content(ctx, 'holland_result');
    const letters = r.result_type.split('') as HollandLetter[];
    const top = texts.find((t) => t.type === letters[0]) ?? {};
    return ok({
      // The radar's six axes in the report's order (I A E S R C), each 0–25.
      score: HOLLAND_RADAR_ORDER.map((l) => scores[l]),
      axes: HOLLAND_RADAR_ORDER.map((l) => ({ type: l, name: HOLLAND_NAMES[l] })),
      scores,
      typeName: r.result_type,
      letters: letters.map((l) => ({ type: l, name: HOLLAND_NAMES[l] })),
      types: texts,
      zhiye: top.zhiye ?? '',
      cankao: top.cankao ?? '',
      create_time: new Date(r.create_time).toISOString(),
    });
  },
};
