import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Publication, ProvinceSources, RequestInput } from 'gaokao-contract';
import { MSG } from 'gaokao-domain';
import { SourceList, type SourceItem } from 'gaokao-ui';
import type { ReactNode } from 'react';
import { call, routes } from './api';
import { callKey } from './query';

export type { Publication, ProvinceSources, SourcePart } from 'gaokao-contract';

const forever = Number.POSITIVE_INFINITY;

/** The publications behind a shown table, line or 批次线 (quiet: a label without sources still shows). */
export const dataSourcesQuery = (input: RequestInput<'dataSourceOf'>) =>
  queryOptions({
    queryKey: callKey(routes.dataSourceOf, input),
    queryFn: async (): Promise<Publication[]> => {
      const data: unknown = (await call(routes.dataSourceOf, input, { quiet: true })).data;
      return Array.isArray(data) ? (data as Publication[]) : [];
    },
    staleTime: forever,
  });

/** Every province's real data and 演示数据 with the publications (the 数据来源 page). */
export const provinceSourcesQuery = (province = '') =>
  queryOptions({
    queryKey: callKey(routes.dataSourceList, { province }),
    queryFn: async (): Promise<ProvinceSources[]> => {
      const data: unknown = (await call(routes.dataSourceList, { province }, { quiet: true })).data;
      return Array.isArray(data) ? (data as ProvinceSources[]) : [];
    },
    staleTime: forever,
  });

/**
 * A publication as the library's SourceList shows it. One the data credits by its id alone (no title, no publisher)
 * says so, with the id, rather than showing an empty line.
 */
export function sourceItem(p: Publication): SourceItem {
  const untitled = p.title.trim() === '' && p.publisher.trim() === '';
  return {
    id: `${p.source_id}|${p.year}`,
    title: untitled ? `${MSG.sourceUntitled}（编号 ${p.source_id}）` : p.title,
    publisher: untitled ? `${p.province}${p.year}年${p.group_d}` : p.publisher,
    date: p.date,
    url: p.url,
  };
}

/**
 * A 真实数据 label that opens the publications behind what the page shows: one look-up per (kind, province, year,
 * group) shown, their publications listed once each.
 */
export function DataSources({ label, of, className, defaultOpen }: { label: ReactNode; of: readonly RequestInput<'dataSourceOf'>[]; className?: string; defaultOpen?: boolean }) {
  const results = useQueries({ queries: of.map((input) => dataSourcesQuery(input)) });
  const seen = new Set<string>();
  const items = results
    .flatMap((r) => r.data ?? [])
    .map(sourceItem)
    .filter((x) => !seen.has(x.id!) && seen.add(x.id!));
  return (
    <div className={className} role="note" data-dataset="real">
      <SourceList label={label} sources={items} defaultOpen={defaultOpen} emptyText={results.some((r) => r.isFetching) ? '正在读取出处…' : '暂无出处'} />
    </div>
  );
}
