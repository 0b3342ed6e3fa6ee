import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_BAND } from 'gaokao-domain';
import { buildScreen } from '../src/season/calls/screens';
import { SCREEN_PLAN_FIELDS, screenKeyOf, type ScreenRequest } from '../src/season/calls/intell-screen';
import { SCREEN_NAMES } from '../src/season/screens';
import type { PlanState } from '../src/season/calls/plan-state';
import { cacheLookups } from '../src/metrics';
import { startDemoSeason, type DemoSeasonServer, DEMO_SEASON_START_MS } from './demo-season';
import { call, smsLogin } from './helpers';

// Tab 1's screen cache (issue 31): what a screen depends on, and that plans with the same inputs share one screen.
let demo: DemoSeasonServer;
beforeAll(async () => {
  demo = await startDemoSeason({ score: 560, role: 2 });
}, DEMO_SEASON_START_MS);
afterAll(async () => {
  await demo?.close();
});

const plan = { volunteer_id: 1, province: '河北', batch: '本科批', score: 560, group_d: '物理类', subject: '物理,化学,生物' };
const request: ScreenRequest = { up: 150, down: 200, band: undefined, order: undefined, plans: [], page: 1, pageSize: 50 };

type Row = { code: string; specialty_code: string; is_result?: number; volunteer_id?: number; volunteer_result_id?: number | null; sort_id?: number | null };

async function intell(token: string, aspid: number, extra: Record<string, unknown> = {}) {
  const r = await call(demo.s.app, '/api/Volunteer/college_intell_screen', { aspid, page: 1, pageSize: 50, ...extra }, { token });
  expect(r.status, r.msg).toBe(200);
  return r.data as { list: Row[]; tianbaocount?: number; flags_apart?: boolean; count: number };
}
const lookups = async (result: 'hit' | 'miss') => (await cacheLookups.get()).values.find((v) => v.labels.cache === 'intell-screen' && v.labels.result === result)?.value ?? 0;

describe('the screen key', () => {
  it('reads of the plan and its saved screens while a screen is built are all in the key (a missing field would serve another plan’s screen)', () => {
    const read = { plan: new Set<string>(), screens: new Set<string>() };
    const spy = <T extends object>(o: T, into: Set<string>): T =>
      new Proxy(o, { get: (t, k, r) => (typeof k === 'string' && into.add(k), Reflect.get(t, k, r) as unknown) });
    const st = {
      plan: spy({ ...plan }, read.plan),
      screens: spy({ major_screen: '', college_screen: '' } as Record<string, string>, read.screens),
      onList: new Map(),
      results: [],
      fingerprint: '',
    } as unknown as PlanState;
    for (const order of ['line', 'match'] as const) buildScreen(demo.store, st, DEFAULT_SCORE_BAND, [], { order, band: '稳', page: 1, pageSize: 50 });
    expect(read.plan.size).toBeGreaterThan(0);
    expect([...read.plan].filter((f) => !(SCREEN_PLAN_FIELDS as readonly string[]).includes(f))).toEqual([]);
    expect([...read.screens].filter((f) => !(SCREEN_NAMES as readonly string[]).includes(f))).toEqual([]);
  });

  it.each([...SCREEN_PLAN_FIELDS.map((f) => ({ what: `plan.${f}`, plan: { ...plan, [f]: f === 'score' ? 561 : `${String(plan[f])}x` }, screens: {}, req: request }))])(
    'differs when $what differs',
    ({ plan: other }) => {
      expect(screenKeyOf(1, other, {}, request)).not.toBe(screenKeyOf(1, plan, {}, request));
    },
  );

  it.each(SCREEN_NAMES.map((n) => ({ n })))('differs when the saved screen $n differs', ({ n }) => {
    expect(screenKeyOf(1, plan, { [n]: '["x"]' }, request)).not.toBe(screenKeyOf(1, plan, {}, request));
  });

  it.each([
    { what: 'up', r: { ...request, up: 100 } },
    { what: 'down', r: { ...request, down: 100 } },
    { what: 'band', r: { ...request, band: '冲' } },
    { what: 'order', r: { ...request, order: 'match' } },
    { what: 'plans', r: { ...request, plans: ['国家专项'] } },
    { what: 'page', r: { ...request, page: 2 } },
    { what: 'pageSize', r: { ...request, pageSize: 51 } },
  ])('differs when the request’s $what differs', ({ r }) => {
    expect(screenKeyOf(1, plan, {}, r)).not.toBe(screenKeyOf(1, plan, {}, request));
  });

  it('differs across season builds; is the same for another member’s plan with the same inputs', () => {
    expect(screenKeyOf(2, plan, {}, request)).not.toBe(screenKeyOf(1, plan, {}, request));
    expect(screenKeyOf(1, { ...plan, volunteer_id: 99 }, { unrelated: 'x' }, request)).toBe(screenKeyOf(1, plan, {}, request));
  });
});

describe('college_intell_screen with the screen kept', () => {
  it('two members with the same plan inputs share one screen; the spec shape carries each plan’s flags and equals the screen merged with college_intell_flags', async () => {
    const other = await smsLogin(demo.s);
    const add = await call(demo.s.app, '/api/Volunteer/add', { province: '河北', score: 560, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: other.token });
    expect(add.status, add.msg).toBe(200);
    const otherId = (add.data as { volunteer_id: number }).volunteer_id;
    const before = { hit: await lookups('hit'), miss: await lookups('miss') };
    const mine = await intell(demo.token, demo.aspid, { page: 3 });
    const theirs = await intell(other.token, otherId, { page: 3 });
    expect({ hit: (await lookups('hit')) - before.hit, miss: (await lookups('miss')) - before.miss }).toEqual({ hit: 1, miss: 1 });
    expect(theirs.list.map((r) => r.code)).toEqual(mine.list.map((r) => r.code));
    expect(mine.list[0]!.volunteer_id).toBe(demo.aspid);
    expect(theirs.list[0]!.volunteer_id).toBe(otherId);

    // An add: the spec's shape and the merge both show it at once, and the screen is not computed again.
    const pick = mine.list[4]!;
    const added = await call(demo.s.app, '/api/VolunteerResult/add', { volunteer_id: demo.aspid, code: pick.code, specialty_code: pick.specialty_code }, { token: demo.token });
    expect(added.status, added.msg).toBe(200);
    const id = (added.data as { volunteer_result_id: number }).volunteer_result_id;
    const missBefore = await lookups('miss');
    const spec = await intell(demo.token, demo.aspid, { page: 3 });
    const apart = await intell(demo.token, demo.aspid, { page: 3, flags: 'apart' });
    expect(await lookups('miss')).toBe(missBefore);
    const row = spec.list.find((r) => r.code === pick.code && r.specialty_code === pick.specialty_code)!;
    expect(row).toMatchObject({ is_result: 1, volunteer_result_id: id, volunteer_id: demo.aspid });
    expect(spec.tianbaocount).toBe((mine.tianbaocount ?? 0) + 1);
    expect(apart.flags_apart).toBe(true);
    expect(apart).not.toHaveProperty('tianbaocount');
    for (const r of apart.list) for (const f of ['is_result', 'volunteer_id', 'volunteer_result_id', 'sort_id']) expect(r).not.toHaveProperty(f);

    const f = await call(demo.s.app, '/api/Volunteer/college_intell_flags', { aspid: demo.aspid }, { token: demo.token });
    expect(f.status, f.msg).toBe(200);
    const flags = f.data as { volunteer_id: number; tianbaocount: number; on_list: [string, string, number, number][] };
    expect(flags.volunteer_id).toBe(demo.aspid);
    expect(flags.tianbaocount).toBe(spec.tianbaocount);
    expect(flags.on_list).toContainEqual([pick.code, pick.specialty_code, id, row.sort_id]);
    const on = new Map(flags.on_list.map(([c, s, v, o]) => [`${c}\0${s}`, [v, o] as const]));
    const merged = apart.list.map((r) => {
      const hit = on.get(`${r.code}\0${r.specialty_code}`);
      return { ...r, volunteer_id: flags.volunteer_id, volunteer_result_id: hit?.[0] ?? null, sort_id: hit?.[1] ?? null, is_result: hit ? 1 : 0 };
    });
    expect(merged).toEqual(spec.list);
    const { flags_apart: _m, ...apartHead } = { ...apart, list: [] };
    const { tianbaocount: _t, ...specHead } = { ...spec, list: [] };
    expect(apartHead).toEqual(specHead);

    // Another member cannot read this plan's flags.
    expect((await call(demo.s.app, '/api/Volunteer/college_intell_flags', { aspid: demo.aspid }, { token: other.token })).status).not.toBe(200);
  });

  it('after an add, the next tab 1 reads neither the plan nor the screen again: the kept plan state carries the new row', async () => {
    const plans = async (result: 'hit' | 'miss') => (await cacheLookups.get()).values.find((v) => v.labels.cache === 'plans' && v.labels.result === result)?.value ?? 0;
    const first = await intell(demo.token, demo.aspid, { page: 2 });
    for (const pick of first.list.filter((r) => r.is_result === 0).slice(0, 3)) {
      const added = await call(demo.s.app, '/api/VolunteerResult/add', { volunteer_id: demo.aspid, code: pick.code, specialty_code: pick.specialty_code }, { token: demo.token });
      expect(added.status, added.msg).toBe(200);
      const before = { plans: await plans('miss'), screens: await lookups('miss') };
      const next = await intell(demo.token, demo.aspid, { page: 2 });
      expect({ plans: await plans('miss'), screens: await lookups('miss') }).toEqual(before);
      expect(next.list.find((r) => r.code === pick.code && r.specialty_code === pick.specialty_code)).toMatchObject({ is_result: 1, volunteer_result_id: (added.data as { volunteer_result_id: number }).volunteer_result_id });
    }
    // What the database holds, read afresh, is what the carried state answered.
    const flags = (await call(demo.s.app, '/api/Volunteer/college_intell_flags', { aspid: demo.aspid }, { token: demo.token })).data as { on_list: unknown[][] };
    const rows = await demo.handle.db.selectFrom('volunteer_result').select(['code', 'specialty_code', 'volunteer_result_id', 'sort_id']).where('volunteer_id', '=', demo.aspid).execute();
    expect([...flags.on_list].sort()).toEqual(rows.map((r) => [r.code, r.specialty_code, r.volunteer_result_id, r.sort_id]).sort());
  });

  it('a plan whose score differs gets another screen', async () => {
    const other = await smsLogin(demo.s);
    const add = await call(demo.s.app, '/api/Volunteer/add', { province: '河北', score: 561, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: other.token });
    const otherId = (add.data as { volunteer_id: number }).volunteer_id;
    await intell(demo.token, demo.aspid, { page: 5 });
    const missBefore = await lookups('miss');
    const a = await intell(other.token, otherId, { page: 5, flags: 'apart' });
    expect(await lookups('miss')).toBe(missBefore + 1);
    expect(a.list.length).toBe(50);
  });
});
