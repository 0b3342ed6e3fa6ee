import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from 'gaokao-domain';
import { call } from './helpers';
import { startDemoSeason, type DemoSeasonServer, DEMO_SEASON_START_MS } from './demo-season';

// A row's 位次 is its 预估线's, read by the rule the family's own 位次 lookup answers with (gaokao-domain lineRank):
// a row at 预估线 600 shows the seat /api/OneQuarter/seat gives for 600 in the same table.
let demo: DemoSeasonServer;

beforeAll(async () => {
  demo = await startDemoSeason({ score: 550 });
}, DEMO_SEASON_START_MS);

afterAll(async () => {
  await demo?.close();
});

interface Row {
  yugu_score: number | null;
  yugu_seat: number | null;
  luqu_gailv?: number | null;
  gailv_note?: string | null;
}

describe('tab-1 rows and the 位次 lookup', () => {
  it('show the same 位次 for a row’s 预估线 as the lookup of that score', async () => {
    const r = await call(demo.s.app, '/api/Volunteer/college_intell_screen', { aspid: demo.aspid, page: 1, pageSize: 200, up_score: 60, down_score: 60 }, { token: demo.token });
    expect(r.status, r.msg).toBe(200);
    const rows = ((r.data as { list: Row[] }).list ?? []).filter((x): x is { yugu_score: number; yugu_seat: number } => x.yugu_score != null && x.yugu_seat != null);
    expect(rows.length).toBeGreaterThan(20);
    const lines = [...new Set(rows.map((x) => x.yugu_score))];
    // Several rows share a line: before, each showed its own predicted rank inside the line's band.
    expect(lines.length).toBeLessThan(rows.length);
    const seats = new Map<number, number>();
    for (const line of lines) {
      const answer = await call(demo.s.app, '/api/OneQuarter/seat', { province: '河北', group_d: '物理类', score: line });
      expect(answer.status, answer.msg).toBe(200);
      seats.set(line, (answer.data as { seat: number }).seat);
    }
    for (const row of rows) expect(row.yugu_seat, `预估线 ${row.yugu_score}`).toBe(seats.get(row.yugu_score));
  });

  it('carry no 录取概率 on demo rows, and say why (gailv_note)', async () => {
    const r = await call(demo.s.app, '/api/Volunteer/college_intell_screen', { aspid: demo.aspid, page: 1, pageSize: 20 }, { token: demo.token });
    const rows = (r.data as { list: Row[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.luqu_gailv).toBeNull();
      expect(row.gailv_note).toBe(MSG.probabilityNoBacktest);
    }
  });
});
