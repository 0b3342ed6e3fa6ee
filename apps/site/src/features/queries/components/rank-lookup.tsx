import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MSG, groupCombinationLabel, validateRankScore } from 'gaokao-domain';
import { Button, NumberInput, queryPageSizes, ScoreDistributionChart } from 'gaokao-ui';
import { fullRankTableQuery, groupsQuery, rankSeatQuery, rankTableQuery } from '../api/queries';
import { columnOfGroup, distributionOf, pageOfScore, scoreOf } from '../model/rank';
import type { RankRow } from '../model/types';
import { useUrlFilters } from '../model/url-filters';
import { DataNote } from './data-note';
import { GroupSelect, ProvinceSelect, QueryPager, YearSelect } from './filters';
import { num, QueryTable, type Column } from './query-table';

/** Part 2 §9: the rank and batch pages open on 河北 and the physics combination. */
export const RANK_DEFAULTS = { province: '河北', year: '', group: '物理类', score: '' };

/**
 * 位次查询 (/Seating and the hub's item 12): the province's 一分一段 list (province, year, score, physics and history
 * counts and cumulative counts), and for a score its rank (the cumulative count at that score) and the number of
 * examinees on it, the score's line highlighted and its page shown. Everything reloads on each change.
 */
export function RankLookup({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { filters, page, pageInAddress, size, setFilters, setPage, setSize } = useUrlFilters(RANK_DEFAULTS, queryPageSizes);
  const { province, group } = filters;
  const year = filters.year ? Number(filters.year) : undefined;
  const score = scoreOf(filters.score);
  const [draft, setDraft] = useState<number | null>(score ?? null);
  const [error, setError] = useState<string | undefined>();

  const list = useQuery({ ...rankTableQuery({ page, limit: size, province, year }), placeholderData: keepPreviousData });
  // The groups of the year shown (理科/文科 in an old-system year: 吉林 until 2023), from the list's reply; the
  // province's present groups where the reply names none. Read from a settled reply only: a page or year still loading
  // shows the previous one's.
  const provinceGroups = useQuery(groupsQuery(province)).data;
  const settled = list.data && !list.isPlaceholderData ? (list.data.groups?.length ? list.data.groups : provinceGroups) : undefined;
  const groupList = list.data?.groups?.length ? list.data.groups : provinceGroups;
  const groups = groupList?.length ? groupList : ['物理类', '历史类'];
  // A year or province without the chosen group (综合 in a 3+3 province, 物理类 in a 文理 year) takes its first one.
  useEffect(() => {
    if (settled?.length && !settled.includes(group)) setFilters({ group: settled[0] ?? '' }, { replace: true });
  }, [settled, group, setFilters]);
  const full = useQuery(fullRankTableQuery(province, year));
  const seat = useQuery({
    ...rankSeatQuery({ province, group_d: groupCombinationLabel(group), score: score ?? 0, year }),
    // Not before the year's groups hold the chosen one (物理类 asked of 吉林 2022 would answer 暂无).
    enabled: score !== undefined && (!settled?.length || settled.includes(group)),
  });

  // Show the score's line: once per score, province, year and page size, go to the page it stands on (an address
  // that already names a page keeps it, so reload and back stay where they were).
  const located = useRef<string | null>(pageInAddress ? locateKey() : null);
  function locateKey() {
    return `${province}|${filters.year}|${filters.score}|${size}`;
  }
  const key = locateKey();
  useEffect(() => {
    if (score === undefined || !full.data || located.current === key) return;
    located.current = key;
    const target = pageOfScore(full.data.data, score, size);
    // Replaced, not pushed: back leaves the score, not a page the family never chose.
    if (target !== undefined && target !== page) setPage(target, { replace: true });
  }, [key, score, full.data, size, page, setPage]);

  const column = columnOfGroup(groups, group);
  const single = groups.length === 1;
  const [g1 = '物理类', g2 = '历史类'] = groups;
  const columns: Column<RankRow>[] = [
    { key: 'province', header: '省份', cell: (r) => r.province },
    { key: 'year', header: '年份', cell: (r) => r.year },
    { key: 'score', header: '分数', cell: (r) => r.scroe, numeric: true },
    { key: 'wuliNum', header: `${g1}人数`, cell: (r) => num(r.wuliNum), numeric: true },
    { key: 'wuliSum', header: `${g1}累计人数`, cell: (r) => num(r.wuliSum), numeric: true },
    ...(single
      ? []
      : [
          { key: 'lishiNum', header: `${g2}人数`, cell: (r: RankRow) => num(r.lishiNum), numeric: true },
          { key: 'lishiSum', header: `${g2}累计人数`, cell: (r: RankRow) => num(r.lishiSum), numeric: true },
        ]),
  ];

  const submitScore = (value: number | null) => {
    const check = validateRankScore(value);
    setError(check.ok ? undefined : check.message);
    setFilters({ score: check.ok && value != null ? String(value) : '' }, { replace: true });
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const dataset = seat.data?.dataset ?? list.data?.dataset;
  const yearShown = seat.data?.year ?? list.data?.data[0]?.year;
  return (
    <section className="gk-q-page" aria-labelledby="rank-title">
      <Heading id="rank-title">位次查询</Heading>
      <DataNote
        dataset={dataset}
        empty={list.data && !list.isPlaceholderData && list.data.total === 0 && MSG.noPublishedData}
        realNote={yearShown ? `真实数据：${province}${yearShown}年一分一段表` : undefined}
        sources={yearShown ? [{ province, year: yearShown, group_d: seat.data?.group_d ?? '', kind: 'rank-table' }] : undefined}
      />
      <form
        className="gk-q-filters"
        onSubmit={(event) => {
          event.preventDefault();
          submitScore(draft);
        }}
      >
        <ProvinceSelect value={province} onChange={(v) => setFilters({ province: v })} />
        <YearSelect value={filters.year} onChange={(v) => setFilters({ year: v })} />
        <GroupSelect province={province} groups={groups} value={group} onChange={(v) => setFilters({ group: v })} />
        <NumberInput
          label="分数"
          placeholder="请输入分数"
          value={draft}
          min={0}
          max={900}
          size="small"
          error={error}
          onValueChange={(v) => {
            setDraft(v);
            submitScore(v);
          }}
        />
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      {score !== undefined ? (
        <div className="gk-q-result" role="status" aria-live="polite">
          {seat.isPending ? <p>正在查询…</p> : null}
          {seat.isError ? <p>{messageOf(seat.error)}</p> : null}
          {seat.data ? (
            <>
              {seat.data.match === 'below' ? (
                // Below the table's last line (some tables stop at the control line): the rank is only known to be worse.
                <p>
                  {province} {seat.data.year}年 {seat.data.group_d ?? group} {seat.data.scroe}分：低于表中最低分 {seat.data.line_score}分，位次在{' '}
                  <strong data-testid="rank-seat">{seat.data.seat}</strong> 之后
                </p>
              ) : seat.data.match === 'top' ? (
                // Above the table's first line (often a merged 「及以上」 band): its cumulative count bounds the rank.
                <p>
                  {province} {seat.data.year}年 {seat.data.group_d ?? group} {seat.data.scroe}分：高于表中最高分 {seat.data.line_score}分，位次在{' '}
                  <strong data-testid="rank-seat">{seat.data.seat}</strong> 以内
                </p>
              ) : (
                <p>
                  {province} {seat.data.year}年 {seat.data.group_d ?? group} {seat.data.scroe}分：位次 <strong data-testid="rank-seat">{seat.data.seat}</strong>
                  ，同分人数 <strong data-testid="rank-count">{seat.data.count ?? '—'}</strong>
                  {seat.data.match === 'gap' && seat.data.line_score != null ? `（无考生得此分，位次按 ${seat.data.line_score} 分计）` : null}
                </p>
              )}
              {seat.data.even_score?.length ? (
                <p className="gk-muted">往年等效分：{seat.data.even_score.map((e) => `${e.year}年 ${e.score}分`).join('，')}</p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <QueryTable
        caption={`${province}一分一段表`}
        columns={columns}
        rows={list.data?.data}
        rowKey={(r) => r.scroe}
        loading={list.isFetching}
        highlight={score === undefined ? undefined : (r) => r.scroe === score}
      />
      <QueryPager page={page} size={size} total={list.data?.total} onPage={setPage} onSize={setSize} />
      {full.data && full.data.data.length ? (
        <div className="gk-q-chart">
          <ScoreDistributionChart
            rows={distributionOf(full.data.data, column)}
            highlightScore={score}
            title={`${province}${yearShown ? `${yearShown}年` : ''}${group}一分一段分布`}
          />
        </div>
      ) : null}
    </section>
  );
}

function messageOf(error: unknown): string {
  const msg = (error as { msg?: unknown; message?: unknown } | null)?.msg ?? (error as Error | null)?.message;
  return typeof msg === 'string' && msg ? msg : '查询失败';
}
