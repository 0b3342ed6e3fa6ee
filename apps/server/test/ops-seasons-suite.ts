import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { OPS_SEASON_MSG, OPS_SEASON_SOURCE_PARAMS, OPS_SEASON_UPLOAD_PATH, SERVER_MSG, calls, type CallName, type OpsSeasonDiff, type OpsSeasonStage, type OpsSeasonState, type ProvinceSources, type Publication, type RankSeat } from 'gaokao-contract';
import { buildApp } from '../src/app';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { SeasonStore } from '../src/season/store';
import { seasonHandlers } from '../src/season/calls';
import { setMeta, upsertRows } from '../src/season/seed';
import { RecordingSms, call, freshIp, smsLogin, type TestServer } from './helpers';
import { opsToken } from './ops-suite';
import { openSeeded } from './seeded';

/** Data seasons from the console with the real season store and calls, on either engine (ops-seasons.*.test.ts). */

export interface SeasonServer {
  s: TestServer;
  store: SeasonStore;
  handle: DbHandle;
  /** A member's token. */
  token: string;
  close(): Promise<void>;
}

/**
 * A small live season: 河北 with one 物理类 一分一段 table of 2025 (700 down to 601, 30 a line); the store opens from the
 * tables as on a restart and does not poll (the tests call `reloadIfChanged`, what the poll calls).
 */
export async function startSeasonServer(databaseUrl?: string): Promise<SeasonServer> {
  const handle = databaseUrl ? await openDatabase({ databaseUrl, connectTimeoutMs: 2000 }) : await openSeeded('migrated');
  await migrateToLatest(handle.db);
  await upsertRows(handle.db, 'season_province', [{ name: '河北', initial: 'H', sort_no: 1, reform: '3+1+2' }]);
  await upsertRows(
    handle.db,
    'season_rank',
    Array.from({ length: 100 }, (_, i) => ({ province: '河北', year: 2025, group_d: '物理类', score: 700 - i, count: 30, cumulative: 30 * (i + 1), source_id: null })),
  );
  await setMeta(handle.db, 'dataset', 'demo');
  await setMeta(handle.db, 'version', '1');
  const store = await SeasonStore.open(handle.db, { pollSeconds: 0 });
  const sms = new RecordingSms();
  const app = await buildApp({ db: handle.db, sms, season: store, seasonCalls: seasonHandlers(store, handle.db) });
  await app.ready();
  const s: TestServer = { app, handle, sms, clock: { offsetMs: 0 }, close: async () => app.close() };
  const member = await smsLogin(s);
  return {
    s,
    store,
    handle,
    token: member.token,
    close: async () => {
      await app.close();
      store.close();
      await handle.close();
    },
  };
}

export function defineSeasonSuite(get: () => SeasonServer) {
let d: SeasonServer;
let ops: string;

const RANK_HEADER = 'province,year,group_d,score,count,cumulative';
/** A 河北 物理类 一分一段 table of a year after the demo's: scores 700 down to 700 − n + 1, `per` examinees a line. */
function rankCsv(year: number, n: number, per: number): string {
  const lines = [RANK_HEADER];
  for (let i = 0; i < n; i++) lines.push(`河北,${year},物理类,${700 - i},${per},${per * (i + 1)}`);
  return lines.join('\n') + '\n';
}

async function upload(name: string, body: string | Buffer, token = ops, source: { title?: string; publisher?: string; url?: string } = {}) {
  const query = new URLSearchParams({ name });
  for (const [field, value] of Object.entries(source)) query.set(OPS_SEASON_SOURCE_PARAMS[field as keyof typeof source], value);
  const res = await d.s.app.inject({
    method: 'POST',
    url: `${OPS_SEASON_UPLOAD_PATH}?${query.toString()}`,
    payload: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    headers: { authorization: token, 'content-type': 'application/octet-stream' },
    remoteAddress: freshIp(),
  });
  return { http: res.statusCode, ...(res.json() as { status: number; msg: string; data?: OpsSeasonStage }) };
}

async function seat(score: number): Promise<RankSeat> {
  const r = await call(d.s.app, '/api/OneQuarter/seat', { province: '河北', group_d: '物理类', score });
  expect(r.status).toBe(200);
  return r.data as RankSeat;
}

const version = async () => (await d.handle.db.selectFrom('season_meta').select('value').where('key', '=', 'version').executeTakeFirstOrThrow()).value;
const stageCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM season_stage`.execute(d.handle.db)).rows[0]!.n;
const labelMeta = async () => d.handle.db.selectFrom('season_meta').select(['key', 'value']).where('key', 'in', ['real_scopes', 'provenance']).orderBy('key').execute();
async function hebeiSources(): Promise<ProvinceSources> {
  const r = await call(d.s.app, calls.dataSourceList.path, { province: '河北' });
  expect(r.status).toBe(200);
  return (r.data as ProvinceSources[])[0]!;
}
const rankRows = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM season_rank`.execute(d.handle.db)).rows[0]!.n;

  it('uploads a valid table, shows its report and diff, publishes it and rolls it back without a restart, each step audited', async () => {
    d = get();
    ops = (await opsToken(d.s)).token;
    const before = await seat(680);
    expect(before.year).toBeLessThan(2030);
    const v0 = await version();

    const up = await upload('rank-2030.csv', rankCsv(2030, 50, 100));
    expect(up).toMatchObject({ http: 200, status: 200, msg: OPS_SEASON_MSG.uploaded, data: { file: 'rank-2030.csv', kind: 'rank-tables', status: 'staged', report: { rows: 50, valid: 50, error_count: 0, errors: [] } } });
    const stageId = up.data!.stage_id;
    // Staged only: the live season is as it was.
    expect(await version()).toBe(v0);
    expect(await d.store.reloadIfChanged()).toBe(false);

    const diff = await call(d.s.app, calls.opsSeasonDiff.path, { stage_id: stageId }, { token: ops });
    expect(diff.status).toBe(200);
    expect((diff.data as OpsSeasonDiff).rows).toEqual([{ province: '河北', kind: 'rank-tables', added: 50, changed: 0, removed: 0 }]);
    expect((diff.data as OpsSeasonDiff).live_version).toBe(v0);

    const pub = await call(d.s.app, calls.opsSeasonPublish.path, { stage_id: stageId }, { token: ops });
    expect(pub).toMatchObject({ status: 200, msg: OPS_SEASON_MSG.published, data: { before_version: v0, stage: { status: 'published', published_version: v0 } } });
    const v1 = (pub.data as { after_version: string }).after_version;
    expect(v1).not.toBe(v0);
    // A candidate is published once.
    expect(await call(d.s.app, calls.opsSeasonPublish.path, { stage_id: stageId }, { token: ops })).toMatchObject({ status: 400, msg: OPS_SEASON_MSG.notPublishable });

    // The running store sees the new version and rebuilds (what its poll does every few seconds): the answer changes.
    expect(await d.store.reloadIfChanged()).toBe(true);
    const published = await seat(680);
    // No publication named with the upload: the table keeps its scope's label.
    expect(published).toMatchObject({ year: 2030, seat: 2100, dataset: 'demo', source_id: null });

    // A second candidate of the same table: lines changed and lines gone are counted per province.
    const next = await upload('rank-2030b.csv', rankCsv(2030, 40, 120));
    const diff2 = await call(d.s.app, calls.opsSeasonDiff.path, { stage_id: next.data!.stage_id }, { token: ops });
    expect((diff2.data as OpsSeasonDiff).rows).toEqual([{ province: '河北', kind: 'rank-tables', added: 0, changed: 40, removed: 10 }]);

    const state = await call(d.s.app, calls.opsSeasons.path, {}, { token: ops });
    expect(state.data as OpsSeasonState).toMatchObject({ live_version: v1, previous_version: v0 });
    expect((state.data as OpsSeasonState).stages.map((s) => s.stage_id)).toEqual(expect.arrayContaining([stageId, next.data!.stage_id]));

    const back = await call(d.s.app, calls.opsSeasonRollback.path, {}, { token: ops });
    expect(back).toMatchObject({ status: 200, msg: OPS_SEASON_MSG.rolledBack, data: { before_version: v1, restored_version: v0 } });
    const v2 = (back.data as { after_version: string }).after_version;
    expect(await d.store.reloadIfChanged()).toBe(true);
    expect(await seat(680)).toEqual(before);

    const audit = await d.handle.db
      .selectFrom('operator_audit')
      .select(['action', 'target', 'before', 'after'])
      .where('action', 'like', 'season.%')
      .where('target', 'in', [`season_stage:${stageId}`, 'season'])
      .orderBy('audit_id')
      .execute();
    expect(audit).toEqual([
      { action: 'season.upload', target: `season_stage:${stageId}`, before: null, after: expect.objectContaining({ file: 'rank-2030.csv', status: 'staged', rows: 50 }) },
      { action: 'season.publish', target: `season_stage:${stageId}`, before: { version: v0 }, after: expect.objectContaining({ version: v1, added: 50 }) },
      { action: 'season.rollback', target: 'season', before: { version: v1 }, after: { version: v2, restored: v0 } },
    ]);
  }, 120_000);

  it('credits a table published with its publication (真实数据, named by the sources), and a rollback takes both back', async () => {
    d = get();
    ops = (await opsToken(d.s)).token;
    const v0 = await version();
    const stages0 = await stageCount();
    // Labels of other data (a real slice and its lines' publication): kept by the publish, as they were after the rollback.
    const linesPublication = { source_id: 'official-hebei-2025', province: '河北', year: 2025, group_d: '物理类', kind: 'lines', title: '河北省2025年本科批投档线', publisher: '河北省教育考试院', url: 'https://www.hebeea.edu.cn/html/2025/lines.html', date: '' };
    await setMeta(d.handle.db, 'real_scopes', JSON.stringify({ units: ['河北|本科批|物理类'], ranks: [] }));
    await setMeta(d.handle.db, 'provenance', JSON.stringify({ publications: [linesPublication], lineSources: {} }));
    const meta0 = await labelMeta();
    const source = { title: '河北省2034年普通高考成绩分段统计表（物理科目组合）', publisher: '河北省教育考试院', url: 'https://www.hebeea.edu.cn/html/2034/rank.html' };

    // A bad address or an over-long title is refused before anything is kept.
    expect(await upload('rank-2034.csv', rankCsv(2034, 50, 100), ops, { ...source, url: 'ftp://www.hebeea.edu.cn/rank.csv' })).toMatchObject({ http: 200, status: 400, msg: '出处网址应以 http:// 或 https:// 开头' });
    expect(await upload('rank-2034.csv', rankCsv(2034, 50, 100), ops, { ...source, title: '表'.repeat(201) })).toMatchObject({ status: 400, msg: '出处标题最多200个字' });
    expect(await upload('rank-2034.csv', rankCsv(2034, 50, 100), ops, { url: source.url })).toMatchObject({ status: 400, msg: '请填写出处标题' });
    expect(await stageCount()).toBe(stages0);

    const up = await upload('rank-2034.csv', rankCsv(2034, 50, 100), ops, source);
    expect(up).toMatchObject({ status: 200, data: { status: 'staged', kind: 'rank-tables' } });
    const stageId = up.data!.stage_id;
    const publication = { source_id: `ops-season-${stageId}`, ...source };
    expect(up.data!.publication).toEqual(publication);
    const listed = (await call(d.s.app, calls.opsSeasons.path, {}, { token: ops })).data as OpsSeasonState;
    expect(listed.stages.find((s) => s.stage_id === stageId)?.publication).toEqual(publication);
    // Staged only: no label changes yet.
    expect(await labelMeta()).toEqual(meta0);

    expect(await call(d.s.app, calls.opsSeasonPublish.path, { stage_id: stageId }, { token: ops })).toMatchObject({ status: 200, data: { stage: { publication } } });
    expect(await d.store.reloadIfChanged()).toBe(true);
    expect(await seat(680)).toMatchObject({ year: 2034, seat: 2100, dataset: 'real', source_id: publication.source_id });
    const credited = await hebeiSources();
    expect(credited.rank_tables.find((t) => t.year === 2034)).toEqual({ year: 2034, group_d: '物理类', dataset: 'real', source_ids: [publication.source_id] });
    expect(credited.publications).toEqual([{ ...publication, province: '河北', year: 2034, group_d: '物理类', kind: 'rank-table', date: '' }]);
    const of = await call(d.s.app, calls.dataSourceOf.path, { province: '河北', year: 2034, group_d: '物理类', kind: 'rank-table' });
    expect((of.data as Publication[]).map((p) => p.title)).toEqual([source.title]);
    const scopes = JSON.parse((await labelMeta()).find((m) => m.key === 'real_scopes')!.value) as { units: string[]; ranks: string[] };
    expect(scopes).toEqual({ units: ['河北|本科批|物理类'], ranks: ['河北|2034|物理类'] });
    const provenance = JSON.parse((await labelMeta()).find((m) => m.key === 'provenance')!.value) as { publications: Publication[] };
    expect(provenance.publications.map((p) => p.source_id)).toEqual([linesPublication.source_id, publication.source_id]);

    const back = await call(d.s.app, calls.opsSeasonRollback.path, {}, { token: ops });
    expect(back).toMatchObject({ status: 200, data: { restored_version: v0 } });
    expect(await d.store.reloadIfChanged()).toBe(true);
    const after = await seat(680);
    expect(after.year).toBeLessThan(2034);
    expect(after.dataset).toBe('demo');
    const restored = await hebeiSources();
    expect(restored.rank_tables.some((t) => t.year === 2034)).toBe(false);
    expect(restored.publications).toEqual([]);
    expect((await call(d.s.app, calls.dataSourceOf.path, { province: '河北', year: 2034, group_d: '物理类', kind: 'rank-table' })).data).toEqual([]);
    expect(await labelMeta()).toEqual(meta0);
    await d.handle.db.deleteFrom('season_meta').where('key', 'in', ['real_scopes', 'provenance']).execute();
  }, 120_000);

  it('unmarks a real table replaced by a file without a publication: its old publication does not vouch for new numbers', async () => {
    d = get();
    ops = (await opsToken(d.s)).token;
    // A real 2035 table credited to a publication, as the default set's build or a credited publish leaves it.
    const old = { source_id: 'official-hebei-2035', province: '河北', year: 2035, group_d: '物理类', kind: 'rank-table', title: '河北省2035年分段统计表', publisher: '河北省教育考试院', url: 'https://www.hebeea.edu.cn/2035.html', date: '' };
    await setMeta(d.handle.db, 'real_scopes', JSON.stringify({ units: [], ranks: ['河北|2035|物理类'] }));
    await setMeta(d.handle.db, 'provenance', JSON.stringify({ publications: [old], lineSources: {} }));
    const meta0 = await labelMeta();

    const up = await upload('rank-2035.csv', rankCsv(2035, 50, 90));
    expect(up).toMatchObject({ status: 200, data: { status: 'staged', kind: 'rank-tables', publication: null } });
    expect(await call(d.s.app, calls.opsSeasonPublish.path, { stage_id: up.data!.stage_id }, { token: ops })).toMatchObject({ status: 200 });
    expect(await d.store.reloadIfChanged()).toBe(true);
    expect(await seat(680)).toMatchObject({ year: 2035, seat: 1890, dataset: 'demo' });
    const sources = await hebeiSources();
    expect(sources.rank_tables.find((t) => t.year === 2035)).toEqual({ year: 2035, group_d: '物理类', dataset: 'demo', source_ids: [] });
    expect(sources.publications).toEqual([]);
    expect(JSON.parse((await labelMeta()).find((m) => m.key === 'real_scopes')!.value)).toEqual({ units: [], ranks: [] });

    // The rollback brings the credited table back with its label and publication.
    expect(await call(d.s.app, calls.opsSeasonRollback.path, {}, { token: ops })).toMatchObject({ status: 200 });
    expect(await labelMeta()).toEqual(meta0);
    await d.handle.db.deleteFrom('season_meta').where('key', 'in', ['real_scopes', 'provenance']).execute();
  }, 120_000);

  it('refuses a bad file with the importer’s Chinese message per row and changes nothing', async () => {
    d = get();
    ops = (await opsToken(d.s)).token;
    const v0 = await version();
    const rows0 = await rankRows();
    const bad = [RANK_HEADER, '河北,2031,物理类,700,10,10', '河北,2031,物理类,699,50,20', '河北,2031,物理类,698,abc,80'].join('\n');
    const r = await upload('bad.csv', bad);
    expect(r).toMatchObject({ http: 200, status: 400, msg: OPS_SEASON_MSG.invalid, data: { status: 'invalid', kind: 'rank-tables', report: { rows: 3, valid: 0, error_count: 2 } } });
    expect(r.data!.report.errors).toEqual([
      { line: 3, field: 'cumulative', message: 'bad.csv 第3行 字段 cumulative：累计人数 20 小于本段人数 50' },
      { line: 4, field: 'count', message: 'bad.csv 第4行 字段 count：不是数字（“abc”）' },
    ]);
    expect(await call(d.s.app, calls.opsSeasonPublish.path, { stage_id: r.data!.stage_id }, { token: ops })).toMatchObject({ status: 400, msg: OPS_SEASON_MSG.notPublishable });
    expect(await call(d.s.app, calls.opsSeasonDiff.path, { stage_id: r.data!.stage_id }, { token: ops })).toMatchObject({ status: 404, msg: OPS_SEASON_MSG.notPublishable });

    const unknown = await upload('notes.csv', 'a,b\n1,2\n');
    expect(unknown).toMatchObject({ status: 400, data: { status: 'invalid', kind: '' } });
    expect(unknown.data!.report.errors[0]!.message).toBe('notes.csv：无法识别的表头（a,b）');
    expect(await upload('rank.txt', rankCsv(2031, 3, 10))).toMatchObject({ http: 200, status: 400, msg: OPS_SEASON_MSG.fileType });
    expect(await upload('rank.csv', '')).toMatchObject({ status: 400, msg: OPS_SEASON_MSG.empty });

    expect(await version()).toBe(v0);
    expect(await rankRows()).toBe(rows0);
  }, 60_000);

  it('gives a member’s token 403 and no token 401 on every season call and on the upload', async () => {
    d = get();
    const seasonCalls = (Object.keys(calls) as CallName[]).filter((n) => n.startsWith('opsSeason'));
    expect(seasonCalls.sort()).toEqual(['opsSeasonDiff', 'opsSeasonPublish', 'opsSeasonRollback', 'opsSeasons']);
    const v0 = await version();
    for (const name of seasonCalls) {
      expect(await call(d.s.app, calls[name].path, { stage_id: 1 }, { token: d.token })).toMatchObject({ http: 403, msg: SERVER_MSG.opsForbidden });
      expect(await call(d.s.app, calls[name].path, { stage_id: 1 })).toMatchObject({ http: 401, msg: SERVER_MSG.opsLoginRequired });
    }
    expect(await upload('rank.csv', rankCsv(2032, 3, 10), d.token)).toMatchObject({ http: 403, msg: SERVER_MSG.opsForbidden });
    const anon = await d.s.app.inject({ method: 'POST', url: `${OPS_SEASON_UPLOAD_PATH}?name=rank.csv`, payload: Buffer.from(rankCsv(2032, 3, 10)), headers: { 'content-type': 'text/csv' } });
    expect(anon.statusCode).toBe(401);
    expect(await version()).toBe(v0);
  }, 60_000);
}
