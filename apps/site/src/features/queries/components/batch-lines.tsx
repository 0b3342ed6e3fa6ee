import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MSG } from 'gaokao-domain';
import { queryPageSizes } from 'gaokao-ui';
import { batchLinesQuery } from '../api/queries';
import type { BatchLine } from '../model/types';
import { useUrlFilters } from '../model/url-filters';
import { DataNote } from './data-note';
import { ProvinceSelect, QueryPager, YearSelect } from './filters';
import { lineCell, severalScores } from '../model/batch-line';
import { QueryTable, type Column } from './query-table';

const DEFAULTS = { province: '河北', year: '' };

const columns: Column<BatchLine>[] = [
  { key: 'year', header: '年份', cell: (r) => r.year },
  { key: 'group', header: '科类', cell: (r) => r.group_d },
  { key: 'strong', header: '强基线', cell: (r) => lineCell(r, 'strong_basi') },
  { key: 'ug', header: '本科线', cell: (r) => lineCell(r, 'undergraduate_line') },
  { key: 'sp', header: '专科线', cell: (r) => lineCell(r, 'specialist_line') },
];

/** 批次线 (/OmitData and the hub's item 13): a province's lines by year and group; 20/50/100/120 a page. */
export function BatchLines({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters(DEFAULTS, queryPageSizes);
  const year = filters.year ? Number(filters.year) : undefined;
  const lines = useQuery({ ...batchLinesQuery({ page, limit: size, province: filters.province, year }), placeholderData: keepPreviousData });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const realRows = (lines.data?.data ?? []).filter((r) => r.dataset === 'real');
  const years = [...new Set(realRows.map((r) => r.year))].sort((a, b) => a - b);
  const realYears = years.length === 0 ? '' : years.length === 1 ? String(years[0]) : `${years[0]}–${years[years.length - 1]}`;
  return (
    <section className="gk-q-page" aria-labelledby="lines-title">
      <Heading id="lines-title">批次线</Heading>
      <DataNote
        dataset={lines.data?.dataset}
        empty={lines.data && !lines.isPlaceholderData && lines.data.total === 0 && MSG.noPublishedData}
        realNote={realYears ? `真实数据：${filters.province}${realYears}年批次线（省级招生考试机构公布）` : undefined}
        sources={realRows.map((r) => ({ province: r.province, year: r.year, group_d: r.group_d, kind: 'control-line' as const }))}
      />
      <div className="gk-q-filters">
        <ProvinceSelect value={filters.province} onChange={(v) => setFilters({ province: v })} />
        <YearSelect value={filters.year} onChange={(v) => setFilters({ year: v })} allLabel="全部年份" />
      </div>
      {realRows.length > 0 ? <p className="gk-muted gk-q-note">强基线一栏为省级招生考试机构公布的特殊类型招生控制线；分一批、二批公布的年份，本科线一栏分别列出。</p> : null}
      {realRows.some(severalScores) ? (
        <p className="gk-muted gk-q-note">{filters.province}按考生类别分别公布批次线，出处未注明各分数对应的类别，同一批次的分数按公布顺序以“/”并列。</p>
      ) : null}
      <QueryTable caption={`${filters.province}批次线`} columns={columns} rows={lines.data?.data} rowKey={(r) => `${r.year}|${r.group_d}`} loading={lines.isFetching} />
      <QueryPager page={page} size={size} total={lines.data?.total} onPage={setPage} onSize={setSize} />
    </section>
  );
}
