import {
  MSG,
  WISHLIST_MAX,
  GROUP_PICKS_FIELD,
  addMajorToGroup,
  changesVipOnlyFields,
  checkPicksText,
  picksFromCatalogue,
  picksText,
  flattenGroups,
  groupFormLimits,
  groupKeyOf,
  groupsOfList,
  planUnitKey,
  type GroupFormLimits,
  type GroupMajorRow,
  wishlistMaxOf, wishlistUnitOf, clearListConfirm, profileChangeClearsList, resolveSubjectGroup, smartFillRequestError, storedSubjects } from 'gaokao-domain';
import {
  SERVER_MSG,
  importRowMsg,
  wishListFullMsgOf,
  STATUS_BAD_REQUEST,
  STATUS_NOT_FOUND,
  STATUS_UNAVAILABLE,
  STATUS_VIP,
  type VolunteerResultRow,
} from 'gaokao-contract';
import type { AppContext } from '../context';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';
import { idempotencyKeyOf, runOnce } from '../http/idempotency';
import type { AuthedUser } from '../http/auth';
import type { PlanForRow, SeasonPort, SeasonUnit } from '../season-port';
import {
  countResults,
  dropImport,
  stageImport,
  stagedImport,
  deleteResult,
  deleteResultOfUnit,
  deleteResults,
  findOwnedResults,
  findPlan,
  findResult,
  findUserPlan,
  insertPlan,
  insertResultIfRoom,
  insertResults,
  listResultUnits,
  listResults,
  listScreens,
  lockUser,
  planWire,
  renumberResults,
  saveScreen,
  setPlanHighlight,
  setResultExt,
  setResultSort,
  toWireRow,
  updatePlan,
  type Db,
  type PlanRow,
} from './repo';
import { planReform, volunteerEditError } from './rules';
import { requestScope } from '../db/write-watch';
import { planCacheFor, planCacheKey, withAddedRow } from '../season/calls/plan-state';
import { exportWorkbook } from './export';

const notFound = () => new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
const noPlan = () => new ApiError(STATUS_NOT_FOUND, MSG.noPlan);

function season(ctx: AppContext): SeasonPort {
  if (!ctx.season) throw new ApiError(STATUS_UNAVAILABLE, SERVER_MSG.seasonNotLoaded, 503);
  return ctx.season;
}

/**
 * The majors picked from a college's 开设专业 for a 专业组 (updateExt `group_picks`), checked by the group form's rule
 * (gaokao-domain `checkPicksText`): only on a row whose unit is a whole 专业组 with no published majors
 * (`picksFromCatalogue`) in a 院校专业组 province, at most the province's majors per group, each a title of the
 * college's catalogue (SeasonPort `catalogueOf`). Answers the picks as stored (trimmed JSON); a refusal changes nothing.
 */
async function checkedPicks(ctx: AppContext, trx: Db, user: AuthedUser, r: Parameters<typeof toWireRow>[0], value: string): Promise<string> {
  const plan = await findPlan(trx, user.memberuser_id, r.volunteer_id, true);
  if (!plan) throw noPlan();
  const limits = groupFormLimits(plan.province);
  const w = toWireRow(r) as GroupMajorRow & { group_majors?: unknown; collegiate_id?: unknown };
  const row = { group_code: w.group_code == null ? null : String(w.group_code), specialty_code: String(w.specialty_code), specialty_title: r.specialty_title, group_majors: Array.isArray(w.group_majors) ? w.group_majors : null };
  if (!limits || !picksFromCatalogue(row)) throw new ApiError(STATUS_BAD_REQUEST, MSG.badPicks);
  const catalogue = season(ctx).catalogueOf?.(Number(w.collegiate_id) || 0) ?? [];
  const checked = checkPicksText(value, limits.majorsPerGroup, catalogue);
  if (!checked.ok) throw new ApiError(STATUS_BAD_REQUEST, checked.message);
  return checked.picks.length === 0 ? '' : picksText(checked.picks);
}

/** paiming (rank) and xiangtong (same-score count) from the season's 一分一段 table, when it has one. */
function rankFields(ctx: AppContext, province: string, group_d: string, score: number): { paiming?: number; xiangtong?: number } {
  const r = ctx.season?.rankOf?.(province, group_d, score);
  return r ? { paiming: r.rank, xiangtong: r.same } : {};
}

function planForRow(p: PlanForRow): PlanForRow {
  return { volunteer_id: p.volunteer_id, province: p.province, batch: p.batch, score: p.score, group_d: p.group_d, subject: p.subject };
}

interface UnitRef {
  code?: string | undefined;
  specialty_code?: string | undefined;
  collegeName?: string | undefined;
  specialty_title?: string | undefined;
}

/** Resolves a unit of this plan's province/batch/group to its wire row; undefined when the season has no such unit. */
function resolveUnit(ctx: AppContext, plan: PlanForRow, ref: UnitRef): Record<string, unknown> | undefined {
  const s = season(ctx);
  const base = { province: plan.province, batch: plan.batch, group_d: plan.group_d };
  let unit: SeasonUnit | undefined;
  if (ref.code && ref.specialty_code) unit = s.findUnit({ ...base, code: ref.code, specialty_code: ref.specialty_code });
  else if (ref.collegeName && ref.specialty_title)
    unit = s.findUnitByTitle({ ...base, collegeName: ref.collegeName, specialty_title: ref.specialty_title });
  else throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.unitNotFound);
  if (!unit) return undefined;
  return s.toResultRow(unit, planForRow(plan));
}

/**
 * Inserts rows under the plan's row lock: all or nothing, duplicates skipped, never beyond the plan's form. In a
 * 院校专业组 province (gaokao-domain `groupFormLimits`) each row joins its group (after the group's last major; a new
 * group goes last), refused past K majors in a group or past the province's number of groups; elsewhere the list's
 * size is the province's (`wishlistMaxOf`).
 */
async function addToList(
  trx: Db,
  plan: PlanRow,
  rows: Record<string, unknown>[],
  extOf: (row: Record<string, unknown>) => Record<string, string> | undefined = () => undefined,
): Promise<ResultInsert> {
  const limits = groupFormLimits(plan.province);
  const existing = limits ? (await listResults(trx, plan.volunteer_id)).map(toWireRow) : await listResultUnits(trx, plan.volunteer_id);
  const seen = new Set(existing.map(planUnitKey));
  const fresh: Record<string, unknown>[] = [];
  for (const r of rows) {
    const k = planUnitKey({ code: r.code, specialty_code: r.specialty_code });
    if (seen.has(k)) continue;
    seen.add(k);
    fresh.push(r);
  }
  const sortOf = limits ? placeInGroups(existing as VolunteerResultRow[], fresh, limits) : placeAtEnd(existing, fresh, plan);
  if (fresh.length === 0) return { ids: [], skipped: rows.length };
  // Rows of the list that move down to make room inside their group (group provinces only).
  for (const e of existing) {
    const id = (e as { volunteer_result_id?: unknown }).volunteer_result_id;
    const next = sortOf.get(e);
    if (typeof id === 'number' && next !== undefined && next !== e.sort_id) await setResultSort(trx, id, next);
  }
  // One statement for all the rows: the plan row is locked by the caller, so the form checked above still holds, and
  // a failure leaves none of them.
  const ids = await insertResults(
    trx,
    fresh.map((r) => ({
      volunteer_id: plan.volunteer_id,
      sort_id: sortOf.get(r)!,
      code: String(r.code),
      specialty_code: String(r.specialty_code),
      collegeName: String(r.collegeName ?? ''),
      specialty_title: String(r.specialty_title ?? ''),
      snapshot: JSON.stringify(r),
      ...(extOf(r) ? { ext: JSON.stringify(extOf(r)) } : {}),
    })),
  );
  return { ids, skipped: rows.length - fresh.length };
}

/** The flat list's cap (major-and-college provinces, and provinces without a group form): new rows go last. */
function placeAtEnd(existing: readonly { sort_id: number }[], fresh: readonly object[], plan: PlanRow): Map<object, number> {
  const max = wishlistMaxOf(plan.province, plan.batch);
  // The message counts rows as the province's form does: 院校专业组 on the smaller group forms (江苏 40 …), else 专业.
  if (existing.length + fresh.length > max) throw new ApiError(STATUS_BAD_REQUEST, max === WISHLIST_MAX ? SERVER_MSG.wishListFull : wishListFullMsgOf(max, wishlistUnitOf(plan.province, plan.batch)));
  let next = existing.reduce((m, e) => Math.max(m, e.sort_id), 0) + 1;
  return new Map(fresh.map((r) => [r, next++]));
}

/**
 * The group form's cap: every new row joins the group form by the domain's rule (`addMajorToGroup`), the first refusal
 * ends the call with its message, and the form is written back flat (`flattenGroups`) as every row's sort id.
 */
function placeInGroups(existing: readonly VolunteerResultRow[], fresh: readonly Record<string, unknown>[], limits: GroupFormLimits): Map<object, number> {
  type Member = GroupMajorRow & { origin: object };
  const member = (r: Record<string, unknown>): Member => ({
    origin: r,
    code: String(r.code ?? ''),
    specialty_code: String(r.specialty_code ?? ''),
    group_code: typeof r.group_code === 'string' || typeof r.group_code === 'number' ? r.group_code : '',
    collegeName: String(r.collegeName ?? ''),
    sort_id: typeof r.sort_id === 'number' ? r.sort_id : null,
  });
  let groups = groupsOfList(existing.map(member));
  for (const r of fresh) {
    const res = addMajorToGroup(groups, member(r), limits);
    if (!res.ok) throw new ApiError(STATUS_BAD_REQUEST, res.message);
    groups = res.groups;
  }
  return new Map(flattenGroups(groups).map((m) => [m.origin, m.sort_id]));
}

interface ResultInsert {
  ids: number[];
  skipped: number;
}

function sameCallerPlanId(ids: number[]): number {
  const set = new Set(ids);
  if (set.size !== 1) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.onePlanPerCall);
  return ids[0]!;
}

/**
 * 填报 of one unit in one statement (migration 0015: `gaokao_result_slot` locks the plan, checks the list and gives
 * the sort id; the insert returns the row), for a plan without a group form. The plan's fields come from the plan
 * state the screens keep (db/write-watch.ts ReadCache) when it is current, else from one read. Once the write is back
 * (WriteWatch.settle), the kept plan state carries the new row (`withAddedRow`) when nothing else changed the member's
 * rows meanwhile, so the next screen does not read the plan again. Otherwise `{ plan }` (undefined: no such plan of
 * the member) for the ordinary path to answer with: a group-form province, or a refusal (on the list already, list
 * full), whose message that path words; it starts from the plan read here instead of reading it again.
 */
async function addOne(ctx: AppContext, user: AuthedUser, input: UnitRef & { volunteer_id: number }): Promise<{ reply: ReturnType<typeof ok> } | { plan: PlanForRow | undefined }> {
  const cache = planCacheFor(ctx.db);
  const cacheKey = planCacheKey(user.memberuser_id, input.volunteer_id);
  const ticket = cache?.ticket(cacheKey);
  const plan: PlanForRow | undefined = ticket?.value?.plan ?? (await findPlan(ctx.db, user.memberuser_id, input.volunteer_id));
  if (!plan || groupFormLimits(plan.province)) return { plan };
  const row = resolveUnit(ctx, plan, input);
  if (!row) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.unitNotFound);
  const added = await insertResultIfRoom(ctx.db, user.memberuser_id, wishlistMaxOf(plan.province, plan.batch), {
    volunteer_id: plan.volunteer_id,
    code: String(row.code),
    specialty_code: String(row.specialty_code),
    collegeName: String(row.collegeName ?? ''),
    specialty_title: String(row.specialty_title ?? ''),
    snapshot: JSON.stringify(row),
  });
  if (!added) return { plan };
  if (cache && ticket?.value) {
    const scope = requestScope.getStore();
    const carry = () => {
      cache.carry(ticket, 1, (st) => st && withAddedRow(st, added));
    };
    if (scope) (scope.afterSettle ??= []).push(carry);
  }
  return { reply: ok(toWireRow(added), MSG.addedToList) };
}

async function ownPlan(ctx: AppContext, user: AuthedUser, id: number): Promise<PlanRow> {
  const p = await findPlan(ctx.db, user.memberuser_id, id);
  if (!p) throw noPlan();
  return p;
}

export const planHandlers: Handlers = {
  // Decision: filling is open to every logged-in member (free members too; role limits apply to edits).
  isYouxiao: async (_input, _req, user) => ok({ isT: user !== null }),

  getUserVooluteer: async (_input, req, user) => {
    const p = await findUserPlan(req.server.ctx.db, user!.memberuser_id);
    return ok(p ? planWire(p) : null);
  },

  volunteerAdd: async (input, req, user) => {
    const ctx = req.server.ctx;
    const reform = planReform(input.province, ctx.season?.groupsOf?.(input.province));
    const err = smartFillRequestError({ province: input.province, score: input.score, subjects: input.subject, reform, batch: input.batch });
    if (err) throw new ApiError(STATUS_BAD_REQUEST, err);
    const subject = storedSubjects(input.subject);
    const group_d = planGroup(ctx, input.province, input.group_d, input.subject);
    const next = { province: input.province, score: input.score, batch: input.batch, subject, group_d };
    const plan = await ctx.db.transaction().execute(async (trx) => {
      // One plan per user: the lock on the user row serializes two first smart-fills.
      await lockUser(trx, user!.memberuser_id);
      const existing = await findUserPlan(trx, user!.memberuser_id);
      if (!existing) return insertPlan(trx, { memberuser_id: user!.memberuser_id, ...next, ...rankFields(ctx, next.province, group_d, next.score) });
      if (changesVipOnlyFields(user!.role, existing, next)) throw new ApiError(STATUS_VIP, MSG.upgradeVipToEdit);
      await guardListScope(trx, existing, next, input.clear_list === 1);
      return updatePlan(trx, existing.volunteer_id, { ...next, ...rankFields(ctx, next.province, group_d, next.score) });
    });
    return ok(planWire(plan), MSG.operationDone);
  },

  volunteerUpdate: async (input, req, user) => {
    const ctx = req.server.ctx;
    const subject = storedSubjects(input.subject);
    const plan = await ctx.db.transaction().execute(async (trx) => {
      const existing =
        input.volunteer_id !== undefined
          ? await findPlan(trx, user!.memberuser_id, input.volunteer_id, true)
          : await findUserPlan(trx, user!.memberuser_id);
      if (!existing) throw noPlan();
      const next = { province: input.province, score: input.score, batch: input.batch, subject };
      const err = volunteerEditError(
        { ...input, subjects: input.subject, group: input.group_d },
        user!.role,
        { ...existing, subjects: existing.subject, group: existing.group_d },
        planReform(input.province, ctx.season?.groupsOf?.(input.province)),
      );
      // The role-1 lock is answered with status 5 so the page offers VIP; other rule failures are 400.
      if (err === MSG.upgradeVipToEdit) throw new ApiError(STATUS_VIP, err);
      if (err) throw new ApiError(STATUS_BAD_REQUEST, err);
      const group_d = planGroup(ctx, input.province, input.group_d, input.subject);
      await guardListScope(trx, existing, { ...next, group_d }, input.clear_list === 1);
      return updatePlan(trx, existing.volunteer_id, {
        ...next,
        group_d,
        name: input.name,
        sex: input.sex,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.seniorHighSchool !== undefined ? { seniorHighSchool: input.seniorHighSchool } : {}),
        ...(input.paiming !== undefined ? { paiming: Math.max(0, Math.trunc(input.paiming)) } : {}),
        ...(input.xiangtong !== undefined ? { xiangtong: Math.max(0, Math.trunc(input.xiangtong)) } : {}),
        // The season's rank table, when it knows this province/group, wins over typed-in values.
        ...rankFields(ctx, next.province, group_d, next.score),
      });
    });
    return ok(planWire(plan), MSG.updateDone);
  },

  updateIsgao: async (input, req, user) => {
    const ctx = req.server.ctx;
    const p = await ownPlan(ctx, user!, input.volunteer_id);
    const isgao = input.isgao === undefined ? (p.isgao ? 0 : 1) : input.isgao ? 1 : 0;
    await setPlanHighlight(ctx.db, p.volunteer_id, isgao);
    return ok({ isgao }, MSG.operationDone);
  },

  resultAdd: async (input, req, user) => {
    const ctx = req.server.ctx;
    const key = idempotencyKeyOf(req);
    // The hot path (issue 31): no Idempotency-Key and no group form — one statement, and the plan state kept by the
    // screens carries the new row instead of being read again.
    let probe: PlanForRow | undefined;
    if (key === undefined) {
      const fast = await addOne(ctx, user!, input);
      if ('reply' in fast) return fast.reply;
      if (!fast.plan) throw noPlan();
      probe = fast.plan;
    }
    probe ??= await ownPlan(ctx, user!, input.volunteer_id);
    const row = resolveUnit(ctx, probe, input);
    if (!row) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.unitNotFound);
    // A retry with the request's Idempotency-Key answers the first add's reply (http/idempotency.ts).
    const once = { memberuserId: user!.memberuser_id, key, call: 'resultAdd' as const, now: ctx.now() };
    return runOnce(ctx.db, once, async (trx) => {
      const plan = await findPlan(trx, user!.memberuser_id, input.volunteer_id, true);
      if (!plan) throw noPlan();
      const r = await addToList(trx, plan, [row]);
      if (r.ids.length === 0) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.alreadyInList);
      const added = await findResult(trx, user!.memberuser_id, r.ids[0]!);
      return ok(toWireRow(added!), MSG.addedToList);
    });
  },

  addAll: async (input, req, user) => {
    const ctx = req.server.ctx;
    if (input.arr.length === 0) throw new ApiError(STATUS_BAD_REQUEST, MSG.noFillableMajors);
    const planId = sameCallerPlanId(input.arr.map((a) => a.volunteer_id));
    const probe = await ownPlan(ctx, user!, planId);
    const rows = input.arr.map((a) => {
      const r = resolveUnit(ctx, probe, a);
      if (!r) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.unitNotFound);
      return r;
    });
    const res = await ctx.db.transaction().execute(async (trx) => {
      const plan = await findPlan(trx, user!.memberuser_id, planId, true);
      if (!plan) throw noPlan();
      return addToList(trx, plan, rows);
    });
    return ok({ added: res.ids.length }, MSG.oneKeyFillDone);
  },

  importResultData: async (input, req, user) => {
    const ctx = req.server.ctx;
    if (input.list.length === 0) return ok({ imported: 0 }, MSG.importDone);
    const planId = sameCallerPlanId(input.list.map((a) => a.aspid));
    const probe = await ownPlan(ctx, user!, planId);
    type Item = (typeof input.list)[number];
    // Every row is found and checked before anything is written; a refusal names the row as the file has it (the
    // item's additive `row`: its place below the header), else its place among the rows sent.
    const resolveRows = (items: readonly Item[], before: number) => {
      // 服从调剂 as the sheet says (additive `fucong`), kept in the row's ext as updateExt would.
      // Majors picked from a college's 开设专业 (additive `group_picks`) are checked as updateExt checks them.
      const exts = new Map<Record<string, unknown>, Record<string, string>>();
      const limits = groupFormLimits(probe.province);
      const rows = items.map((a, i) => {
        const line = a.row ?? before + i + 1;
        const r = resolveUnit(ctx, probe, a);
        if (!r) throw new ApiError(STATUS_NOT_FOUND, importRowMsg(line, SERVER_MSG.unitNotFound));
        const ext: Record<string, string> = {};
        if (a.fucong !== undefined) ext.fucong = a.fucong;
        if (a.group_picks !== undefined) {
          const w = r as unknown as GroupMajorRow & { specialty_title?: string; group_majors?: unknown; collegiate_id?: unknown };
          const row = { group_code: w.group_code == null ? null : String(w.group_code), specialty_code: String(w.specialty_code), specialty_title: w.specialty_title ?? null, group_majors: Array.isArray(w.group_majors) ? w.group_majors : null };
          if (!limits || !picksFromCatalogue(row)) throw new ApiError(STATUS_BAD_REQUEST, importRowMsg(line, MSG.badPicks));
          const checked = checkPicksText(a.group_picks, limits.majorsPerGroup, season(ctx).catalogueOf?.(Number(w.collegiate_id) || 0) ?? []);
          if (!checked.ok) throw new ApiError(STATUS_BAD_REQUEST, importRowMsg(line, checked.message));
          if (checked.picks.length > 0) ext.group_picks = picksText(checked.picks);
        }
        if (Object.keys(ext).length > 0) exts.set(r, ext);
        return r;
      });
      return { rows, extOf: (r: Record<string, unknown>) => exts.get(r) };
    };
    const { import_id: importId, total } = input;
    if (importId === undefined || total === undefined) {
      // One request is the whole import (the spec's batches, each landing whole on its own).
      const { rows, extOf } = resolveRows(input.list, 0);
      const res = await ctx.db.transaction().execute(async (trx) => {
        const plan = await findPlan(trx, user!.memberuser_id, planId, true);
        if (!plan) throw noPlan();
        return addToList(trx, plan, rows, extOf);
      });
      return ok({ imported: res.ids.length, skipped: res.skipped }, MSG.importDone);
    }
    // A file in parts (additive `import_id`, `total`): each part is checked and kept (migration 0017), and the part
    // that completes the file writes all of its rows in one transaction. A refused part drops the parts kept, so
    // nothing of the file lands; the client stops at the refusal.
    try {
      const res = await ctx.db.transaction().execute(async (trx) => {
        const plan = await findPlan(trx, user!.memberuser_id, planId, true);
        if (!plan) throw noPlan();
        const kept = (await stagedImport(trx, planId, importId)) as Item[];
        const all = [...kept, ...input.list];
        if (all.length > total) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.badRequest);
        if (all.length < total) {
          resolveRows(input.list, kept.length);
          await stageImport(trx, planId, importId, kept.length, input.list);
          return { staged: all.length };
        }
        const { rows, extOf } = resolveRows(all, 0);
        const added = await addToList(trx, plan, rows, extOf);
        await dropImport(trx, planId, importId);
        return added;
      });
      if ('staged' in res) return ok({ imported: 0, staged: res.staged });
      return ok({ imported: res.ids.length, skipped: res.skipped }, MSG.importDone);
    } catch (e) {
      await dropImport(ctx.db, planId, importId);
      throw e;
    }
  },

  resultDelete: async (input, req, user) => {
    const ctx = req.server.ctx;
    await ctx.db.transaction().execute(async (trx) => {
      const r = await findResult(trx, user!.memberuser_id, input.volunteer_result_id);
      if (!r) throw new ApiError(STATUS_NOT_FOUND, MSG.removeFailed);
      await findPlan(trx, user!.memberuser_id, r.volunteer_id, true);
      await deleteResult(trx, r.volunteer_result_id);
      await renumberResults(trx, r.volunteer_id);
    });
    return ok(null, MSG.removeDone);
  },

  resultCodeDelete: async (input, req, user) => {
    const ctx = req.server.ctx;
    await ctx.db.transaction().execute(async (trx) => {
      const plan = await findPlan(trx, user!.memberuser_id, input.volunteer_id, true);
      if (!plan) throw noPlan();
      const deleted = await deleteResultOfUnit(trx, plan.volunteer_id, input.code, input.specialty_code);
      if (deleted === 0) throw new ApiError(STATUS_NOT_FOUND, MSG.removeFailed);
      await renumberResults(trx, plan.volunteer_id);
    });
    return ok(null, MSG.removedFromList);
  },

  resultUpdateAll: async (input, req, user) => {
    const ctx = req.server.ctx;
    if (input.list.length === 0) return ok(null, MSG.sortDone);
    await ctx.db.transaction().execute(async (trx) => {
      const ids = input.list.map((l) => l.volunteer_result_id);
      if (new Set(ids).size !== ids.length) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.badRequest);
      const owned = await findOwnedResults(trx, user!.memberuser_id, ids);
      // Any id that is not the caller's: nothing changes, as if it did not exist.
      if (owned.length !== ids.length) throw notFound();
      const planId = sameCallerPlanId(owned.map((o) => o.volunteer_id));
      await findPlan(trx, user!.memberuser_id, planId, true);
      for (const l of input.list) {
        await setResultSort(trx, l.volunteer_result_id, l.sort_id);
      }
      await renumberResults(trx, planId);
    });
    return ok(null, MSG.sortDone);
  },

  resultUpdateExt: async (input, req, user) => {
    const ctx = req.server.ctx;
    await ctx.db.transaction().execute(async (trx) => {
      const r = await findResult(trx, user!.memberuser_id, input.volunteer_result_id);
      if (!r) throw notFound();
      let value = input.value ?? '';
      if (input.name === GROUP_PICKS_FIELD) value = await checkedPicks(ctx, trx, user!, r, value);
      const ext = { ...(JSON.parse(typeof r.ext === 'string' ? r.ext : '{}') as Record<string, unknown>), [input.name]: value };
      await setResultExt(trx, r.volunteer_result_id, ext);
    });
    return ok(null, MSG.saved);
  },

  groupFucong: async (input, req, user) => {
    const ctx = req.server.ctx;
    const key = groupKeyOf({ code: input.code, group_code: input.group_code ?? '', specialty_code: input.specialty_code ?? '' });
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const plan = await findPlan(trx, user!.memberuser_id, input.volunteer_id, true);
      if (!plan) throw noPlan();
      // The group code is in the row's season snapshot, not a column: the plan's rows (at most the list's size) are read and matched.
      const rows = (await listResults(trx, plan.volunteer_id)).filter((r) => {
        const w = toWireRow(r);
        return groupKeyOf({ code: w.code, group_code: typeof w.group_code === 'string' ? w.group_code : '', specialty_code: w.specialty_code }) === key;
      });
      if (rows.length === 0) throw new ApiError(STATUS_NOT_FOUND, MSG.groupNotOnList);
      for (const r of rows) {
        const ext = { ...(JSON.parse(typeof r.ext === 'string' ? r.ext : '{}') as Record<string, unknown>), fucong: input.fucong };
        await setResultExt(trx, r.volunteer_result_id, ext);
      }
      return rows.length;
    });
    return ok({ updated }, MSG.saved);
  },

  currentCount: async (input, req, user) => {
    const ctx = req.server.ctx;
    const p = await ownPlan(ctx, user!, input.aspid);
    return ok({ count: await countResults(ctx.db, p.volunteer_id) });
  },

  deleteAll: async (input, req, user) => {
    const ctx = req.server.ctx;
    const p = await ownPlan(ctx, user!, input.aspid);
    await deleteResults(ctx.db, p.volunteer_id);
    return ok(null, MSG.deleteDone);
  },

  // "Clear highlight" (tab 4): drops every row's isGao mark and the plan's highlight flag; rows stay.
  clearResultData: async (input, req, user) => {
    const ctx = req.server.ctx;
    const p = await ownPlan(ctx, user!, input.aspid);
    await ctx.db.transaction().execute(async (trx) => {
      const rows = await listResults(trx, p.volunteer_id);
      for (const r of rows) {
        const ext = JSON.parse(typeof r.ext === 'string' ? r.ext : '{}') as Record<string, unknown>;
        if (!('isGao' in ext)) continue;
        delete ext.isGao;
        await setResultExt(trx, r.volunteer_result_id, ext);
      }
      await setPlanHighlight(trx, p.volunteer_id, 0);
    });
    return ok(null, MSG.operationDone);
  },

  exportResultData: async (input, req, user) => {
    const ctx = req.server.ctx;
    const p = await ownPlan(ctx, user!, input.aspid);
    const rows = (await listResults(ctx.db, p.volunteer_id)).map(toWireRow);
    const demo = ctx.season?.datasetOf?.({ province: p.province, batch: p.batch, group_d: p.group_d }) === 'demo';
    const { base64, filename } = exportWorkbook(p, rows, demo);
    return ok({ file: `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${base64}`, filename });
  },

  collegeResultScreen: async (input, req, user) => {
    const ctx = req.server.ctx;
    const p = await ownPlan(ctx, user!, input.aspid);
    const all = (await listResults(ctx.db, p.volunteer_id)).map(toWireRow);
    const has = (v: unknown, needle: string | undefined) => !needle || String(v ?? '').includes(needle);
    const inList = (v: unknown, csv: string | undefined) => {
      const opts = (csv ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      return opts.length === 0 || opts.includes(String(v ?? ''));
    };
    const list = all.filter(
      (r) =>
        has(r.collegeName, input.collegeName) &&
        has(r.specialty_title, input.specialty_title) &&
        inList(r.collegeProvince, input.collegeProvince) &&
        inList(r.collegeNature, input.collegeNature),
    );
    const scores = all.map((r) => Number(r.yugu_score)).filter(Number.isFinite);
    const object = pickObject(all);
    return ok({
      list: list.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
      object,
      count: list.length,
      tianbaocount: all.length,
      min_score: scores.length ? Math.min(...scores) : 0,
      max_score: scores.length ? Math.max(...scores) : 0,
    });
  },

  screenFind: async (input, req, user) => screens(req.server.ctx, user!, input.aspid),
  volunteerScreenFind: async (input, req, user) => screens(req.server.ctx, user!, input.aspid),

  screenFindSave: async (input, req, user) => {
    const ctx = req.server.ctx;
    const p = await ownPlan(ctx, user!, input.aspid);
    try {
      JSON.parse(input.value);
    } catch {
      throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.badRequest);
    }
    await saveScreen(ctx.db, p.volunteer_id, input.name, input.value);
    const msg = input.name === 'college_screen' ? MSG.collegeFilterSaved : input.name === 'other_screen' ? MSG.otherFilterSaved : MSG.saved;
    return ok(null, msg);
  },
};

/** Year labels the season rows carry (ming_year …); the first row that has them speaks for the list. */
function pickObject(rows: VolunteerResultRow[]): Record<string, unknown> {
  const keys = ['ming_year', 'current_year', 'qu_year', 'qian_year'];
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const r = rows.find((x) => x[k] !== undefined);
    if (r) out[k] = r[k];
  }
  return out;
}

async function screens(ctx: AppContext, user: AuthedUser, aspid: number) {
  const p = await ownPlan(ctx, user, aspid);
  const saved = await listScreens(ctx.db, p.volunteer_id);
  const by = Object.fromEntries(saved.map((s) => [s.name, s.value]));
  return ok({
    major_screen: by.major_screen ?? '',
    major_teshu_screen: by.major_teshu_screen ?? '',
    college_screen: by.college_screen ?? '',
    other_screen: by.other_screen ?? '',
    batch: p.batch,
  });
}

/** The plan's group by the domain's rule (value or label; checked against the province's groups and the subjects). */
function planGroup(ctx: AppContext, province: string, group: string | undefined, subjects: readonly string[]): string {
  const allowed = ctx.season?.groupsOf?.(province);
  // A province the season does not know (no groups) cannot be filled in: refused rather than stored.
  if (allowed !== undefined && allowed.length === 0) throw new ApiError(STATUS_BAD_REQUEST, MSG.provinceUnknown);
  const r = resolveSubjectGroup({ group, subjects, allowed: allowed ?? [] });
  if (!r.ok) throw new ApiError(STATUS_BAD_REQUEST, r.message);
  return r.group;
}

/**
 * A change of province, batch or group makes the list's rows units of another list: it is saved only when the client
 * says the family confirmed (`clear_list: 1`), and then the rows go in the same transaction. Otherwise the answer is
 * 400 with the confirmation text and `data.clear_list` = the number of rows that would go, and nothing changes.
 */
async function guardListScope(
  trx: Db,
  existing: PlanRow,
  next: { province: string; batch: string; group_d: string },
  confirmed: boolean,
): Promise<void> {
  const before = { province: existing.province, batch: existing.batch, group: existing.group_d };
  if (!profileChangeClearsList(before, { province: next.province, batch: next.batch, group: next.group_d })) return;
  const rows = await countResults(trx, existing.volunteer_id);
  if (rows === 0) return;
  if (!confirmed) throw new ApiError(STATUS_BAD_REQUEST, clearListConfirm(rows), 200, { clear_list: rows });
  await deleteResults(trx, existing.volunteer_id);
}
