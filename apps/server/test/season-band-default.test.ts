import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Domain from 'gaokao-domain';
import { call } from './helpers';
import { startDemoSeason, type DemoSeasonServer, DEMO_SEASON_START_MS } from './demo-season';

// The screen's default band is the domain's DEFAULT_SCORE_BAND, not numbers of the server's own: with the domain's
// default changed here, a request without a band follows it.
const BAND = vi.hoisted(() => ({ up: 17, down: 23 }));
vi.mock('gaokao-domain', async (importOriginal) => ({ ...(await importOriginal<typeof Domain>()), DEFAULT_SCORE_BAND: BAND }));

const SCORE = 550;
let demo: DemoSeasonServer;

beforeAll(async () => {
  demo = await startDemoSeason({ score: SCORE });
}, DEMO_SEASON_START_MS);

afterAll(async () => {
  await demo?.close();
});

describe('college_intell_screen without a band', () => {
  it("uses the domain's DEFAULT_SCORE_BAND", async () => {
    const r = await call(demo.s.app, '/api/Volunteer/college_intell_screen', { aspid: demo.aspid, page: 1, pageSize: 20 }, { token: demo.token });
    expect(r.status, r.msg).toBe(200);
    const d = r.data as { min_score: number; max_score: number; list: { yugu_score: number }[] };
    expect([d.min_score, d.max_score]).toEqual([SCORE - BAND.down, SCORE + BAND.up]);
    for (const row of d.list) expect(row.yugu_score).toBeLessThanOrEqual(SCORE + BAND.up);
  });
});
