import { bandOfRow, fillableGroupsByBand, groupFormLimits, groupKeyOf, groupsOfList, obeyOfRows, oneKeyFillGroups, splitCount } from 'gaokao-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, smsLogin, startServer, type TestServer } from './helpers';
import { GuangdongSeason, guangdongGroups } from './guangdong-season';

/**
 * The FakeSeason's 河北 units, plus a 广东 物理类 本科批 slice of 院校专业组 around 600: colleges G001…G150, each with
 * group 201 of majors 01…08 (more than the 6 a 广东 group lists); college c's major m has line 680 − c − m, its group's
 * line the lowest of its majors'.
 */
const season = new GuangdongSeason(guangdongGroups(150, 680));
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ season });
}, 60_000);
afterAll(async () => {
  await s?.close();
});

type Row = { volunteer_result_id: number; code: string; group_code?: string; specialty_code: string; sort_id: number; fucong?: string };

describe('given a 广东 物理类 600 plan, one-key fill by groups', () => {
  it('should fill at most 45 groups of at most 6 majors each, no group split, every group 服从调剂, in one addAll', async () => {
    const u = await smsLogin(s);
    const add = await call(s.app, '/api/Volunteer/add', { province: '广东', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: u.token });
    expect(add.status, add.msg).toBe(200);
    const aspid = (add.data as { volunteer_id: number }).volunteer_id;

    // What the site's dialog does: the candidates (every unit of the slice, none on the list), the domain's group fill
    // with the default 冲/稳/保 mix of the province's 45 groups, one addAll.
    const limits = groupFormLimits('广东')!;
    const candidates = [...season.gd.values()].map((unit) => ({ ...(unit.wire as Record<string, unknown>), code: unit.code, specialty_code: unit.specialty_code, is_result: 0 }));
    const fill = oneKeyFillGroups(candidates, { mix: splitCount(limits.groups) }, { limits, bandOf: (g) => bandOfRow(g, 600) });
    // 150 groups from 冲 to 保 at 600; the mix of 45 (冲 11 · 稳 17 · 保 17) fills what each band holds.
    const mix = splitCount(limits.groups);
    const fillable = fillableGroupsByBand(candidates, (g) => bandOfRow(g, 600));
    expect(fill.split).toEqual({ 冲: Math.min(mix.冲, fillable.冲), 稳: Math.min(mix.稳, fillable.稳), 保: Math.min(mix.保, fillable.保) });
    expect(fill.groups).toBe(fill.split.冲 + fill.split.稳 + fill.split.保);
    expect(fill.groups).toBeGreaterThanOrEqual(40);
    expect(fill.groups).toBeLessThanOrEqual(45);
    expect(fill.picks).toHaveLength(fill.groups * 6);
    const r = await call(s.app, '/api/Volunteer/addAll', { arr: JSON.stringify(fill.picks.map((p) => ({ volunteer_id: aspid, code: p.code, specialty_code: p.specialty_code }))) }, { token: u.token });
    expect(r.status, r.msg).toBe(200);
    expect(r.data).toEqual({ added: fill.picks.length });

    const listed = await call(s.app, '/api/Volunteer/college_result_screen', { aspid, page: 1, pageSize: 300 }, { token: u.token });
    expect(listed.status, listed.msg).toBe(200);
    const rows = (listed.data as { list: Row[] }).list.sort((a, b) => a.sort_id - b.sort_id);
    expect(rows.map((x) => x.sort_id)).toEqual(rows.map((_, i) => i + 1));
    const groups = groupsOfList(rows, obeyOfRows(rows));
    expect(groups).toHaveLength(fill.groups);
    expect(groups.length).toBeLessThanOrEqual(45);
    for (const g of groups) {
      expect(g.majors.length).toBeGreaterThan(0);
      expect(g.majors.length).toBeLessThanOrEqual(6);
      expect(g.obey).toBe(true);
      // None split: the group's rows sit next to each other on the list.
      const ids = g.majors.map((m) => m.sort_id);
      expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
    }
    // The list holds the fill's picks in the fill's order.
    expect(rows.map((x) => `${x.code}:${x.specialty_code}`)).toEqual(fill.picks.map((p) => `${p.code}:${p.specialty_code}`));
    expect(new Set(rows.map(groupKeyOf)).size).toBe(fill.groups);
  }, 60_000);
});
