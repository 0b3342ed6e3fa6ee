import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '../../../../test/fake-server';
import { createQueryClient } from '../../../lib/query';
import { invalidateScreens } from './mutations';
import { bandCountsQuery, mergeFlags, recommendQuery } from './queries';

afterEach(() => vi.unstubAllGlobals());

const INTELL = '/api/Volunteer/college_intell_screen';
const FLAGS = '/api/Volunteer/college_intell_flags';
const input = { aspid: 7, up_score: 150, down_score: 200, page: 1, pageSize: 500, order: 'line' as const };
/** Rows of a flag-free screen (`flags: 'apart'`): no volunteer_id, volunteer_result_id, sort_id or is_result. */
const bare = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `C${i}`, specialty_code: `M${i}`, collegeName: `院校${i}`, specialty_title: `专业${i}`, yugu_score: 600 - i, risk: '稳' }));
const apart = { list: bare(3), count: 3, chong_count: 0, wen_count: 3, bao_count: 0, flags_apart: true, dataset: 'real' };

describe('tab 1: the shared screen merged with the plan’s flags', () => {
  it('should ask for the flag-free screen and the flags together and give the rows the spec’s shape', async () => {
    const seen = fakeServer({
      [INTELL]: () => ok(apart),
      [FLAGS]: () => ok({ volunteer_id: 7, tianbaocount: 5, on_list: [['C1', 'M1', 41, 3]] }),
    });
    const client = createQueryClient();
    const page = (await client.fetchQuery(recommendQuery(input)))!;
    expect(seen.find((s) => s.path === INTELL)?.body).toMatchObject({ aspid: '7', flags: 'apart', page: '1', pageSize: '500' });
    expect(seen.find((s) => s.path === FLAGS)?.body).toEqual({ aspid: '7' });
    expect(page).not.toHaveProperty('flags_apart');
    expect(page).toMatchObject({ tianbaocount: 5, count: 3, wen_count: 3, dataset: 'real' });
    expect(page.list.map((r) => [r.code, r.volunteer_id, r.volunteer_result_id, r.sort_id, r.is_result])).toEqual([
      ['C0', 7, null, null, 0],
      ['C1', 7, 41, 3, 1],
      ['C2', 7, null, null, 0],
    ]);
  });

  it('after a change of the wish list should read only the flags again, keeping the screen', async () => {
    let onList: [string, string, number, number][] = [];
    const seen = fakeServer({
      [INTELL]: () => ok(apart),
      [FLAGS]: () => ok({ volunteer_id: 7, tianbaocount: onList.length, on_list: onList }),
    });
    const client = createQueryClient();
    await client.fetchQuery(recommendQuery(input));
    expect(seen.filter((s) => s.path === INTELL)).toHaveLength(1);
    onList = [['C2', 'M2', 50, 1]];
    await invalidateScreens(client);
    const page = (await client.fetchQuery(recommendQuery(input)))!;
    expect(client.getQueryData(recommendQuery(input).queryKey)).toEqual(page);
    expect(seen.filter((s) => s.path === INTELL)).toHaveLength(1);
    expect(seen.filter((s) => s.path === FLAGS)).toHaveLength(2);
    expect(page.list.find((r) => r.code === 'C2')).toMatchObject({ is_result: 1, volunteer_result_id: 50, sort_id: 1 });
    expect(page.tianbaocount).toBe(1);
  });

  it('should take a reply without flags_apart (a server that does not know the field) as it is', async () => {
    const spec = { list: bare(2).map((r, i) => ({ ...r, volunteer_id: 7, is_result: i, volunteer_result_id: i ? 9 : null, sort_id: i ? 1 : null })), count: 2, tianbaocount: 1 };
    fakeServer({ [INTELL]: () => ok(spec) });
    const page = await createQueryClient().fetchQuery(recommendQuery(input));
    expect(page).toEqual(spec);
  });

  it('should ask for the spec’s shape when the flags cannot be read', async () => {
    const spec = { list: bare(1).map((r) => ({ ...r, volunteer_id: 7, is_result: 1, volunteer_result_id: 3, sort_id: 1 })), count: 1, tianbaocount: 1 };
    const seen = fakeServer({ [INTELL]: (body) => ok(body.flags === 'apart' ? apart : spec) });
    const page = await createQueryClient().fetchQuery(recommendQuery(input));
    expect(page).toEqual(spec);
    expect(seen.filter((s) => s.path === INTELL).map((s) => s.body.flags ?? '')).toEqual(['apart', '']);
  });

  it('should count the bands from the flag-free screen, with no flags read', async () => {
    const seen = fakeServer({ [INTELL]: () => ok({ ...apart, list: bare(1), chong_count: 4, wen_count: 5, bao_count: 6 }) });
    const counts = await createQueryClient().fetchQuery(bandCountsQuery({ aspid: 7, up_score: 150, down_score: 200 }));
    expect(bandCountsQuerySelect(counts)).toEqual({ 冲: 4, 稳: 5, 保: 6 });
    expect(seen.map((s) => [s.path, s.body.flags, s.body.pageSize])).toEqual([[INTELL, 'apart', '1']]);
  });

  it('mergeFlags leaves a screen without the marker, or without flags, alone', () => {
    const screen = { list: bare(1), count: 1 };
    expect(mergeFlags(screen, { volunteer_id: 7, tianbaocount: 0, on_list: [] })).toBe(screen);
    expect(mergeFlags({ ...screen, flags_apart: true } as never, null)).toMatchObject({ flags_apart: true });
  });
});

/** fetchQuery returns the query's data, not the select's: the counts as the chips read them. */
function bandCountsQuerySelect(data: unknown) {
  return bandCountsQuery({ aspid: 7, up_score: 150, down_score: 200 }).select!(data as never);
}
