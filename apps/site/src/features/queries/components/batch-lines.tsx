import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryPageSizes } from 'gaokao-ui';
import { batchLinesQuery } from '../api/queries';
import type { BatchLine } from '../model/types';
import { useUrlFilters } from '../model/url-filters';
import { DataNote } from './data-note';
import { ProvinceSelect, QueryPager, YearSelect } from './filters';
import { num, QueryTable, type Column } from './query-table';

const DEFAULTS = { province: '河北', year: '' };

const columns: Column<BatchLine>[] = [
  { key: 'year', header: '年份', cell: (r) => r.year },
  { key: 'group', header: '科类', cell: (r) => r.group_d },
  { key: 'strong', header: '强基线', cell: (r) => num(r.strong_basi), numeric: true },
  { key: 'ug', header: '本科线', cell: (r) => num(r.undergraduate_line), numeric: true },
  { key: 'sp', header: '专科线', cell: (r) => num(r.specialist_line), numeric: true },
];

/** 批次线 (/OmitData and the hub's item 13): a province's lines by year and group; 20/50/100/120 a page. */
export function BatchLines({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters(DEFAULTS, queryPageSizes);
  const year = filters.year ? Number(filters.year) : undefined;
  const lines = useQuery({ ...batchLinesQuery({ page, limit: size, province: filters.province, year }), placeholderData: keepPreviousData });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="gk-q-page" aria-labelledby="lines-title">
      <Heading id="lines-title">批次线</Heading>
      <DataNote dataset={lines.data?.dataset} />
      <div className="gk-q-filters">
        <ProvinceSelect value={filters.province} onChange={(v) => setFilters({ province: v })} />
        <YearSelect value={filters.year} onChange={(v) => setFilters({ year: v })} allLabel="全部年份" />
      </div>
      <QueryTable caption={`${filters.province}批次线`} columns={columns} rows={lines.data?.data} rowKey={(r) => `${r.year}|${r.group_d}`} loading={lines.isFetching} />
      <QueryPager page={page} size={size} total={lines.data?.total} onPage={setPage} onSize={setSize} />
    </section>
  );
}
