import { useQuery } from '@tanstack/react-query';
import { Pagination, Select, queryPageSizes } from 'gaokao-ui';
import { groupsQuery, provincesQuery, yearsQuery } from '../api/queries';

/** The province choice of a query page (the server's province list). */
export function ProvinceSelect({ value, onChange, label = '省份' }: { value: string; onChange: (v: string) => void; label?: string }) {
  const provinces = useQuery(provincesQuery());
  const list = provinces.data ?? [];
  const options = (list.includes(value) || !value ? list : [value, ...list]).map((p) => ({ value: p, label: p }));
  return <Select label={label} value={value} options={options} onValueChange={onChange} size="small" />;
}

/**
 * The year choice: 最新 (the latest table) or one of the years the server has (its 一分一段 years), or of `years` when
 * the page's reply names its own (征集计划: the admission years of its rounds); a chosen year stays listed.
 */
export function YearSelect({ value, onChange, allLabel = '最新年份', years: own }: { value: string; onChange: (v: string) => void; allLabel?: string; years?: readonly number[] }) {
  const years = useQuery({ ...yearsQuery(), enabled: !own });
  const list = own ? [...new Set([...own, ...(value ? [Number(value)] : [])])].sort((a, b) => b - a) : (years.data ?? []);
  const options = [{ value: '', label: allLabel }, ...list.map((y) => ({ value: String(y), label: `${y}年` }))];
  return <Select label="年份" value={value} options={options} onValueChange={onChange} size="small" />;
}

/**
 * The group choice of a province (物理类/历史类, or 综合); `groups` when the page knows the groups of the year shown
 * (理科/文科 in an old-system year: the 一分一段 list's `groups`).
 */
export function GroupSelect({
  province,
  value,
  onChange,
  label = '科类',
  groups: ofYear,
}: {
  province: string;
  value: string;
  onChange: (v: string) => void;
  label?: string;
  groups?: readonly string[];
}) {
  const groups = useQuery({ ...groupsQuery(province), enabled: !ofYear?.length });
  const list = ofYear?.length ? ofYear : groups.data?.length ? groups.data : ['物理类', '历史类'];
  const options = (list.includes(value) ? list : [value, ...list]).filter(Boolean).map((g) => ({ value: g, label: g }));
  return <Select label={label} value={value} options={options} onValueChange={onChange} size="small" />;
}

/** The one pager of a query page: 20/50/100/120 a page unless the page says otherwise. */
export function QueryPager({
  page,
  size,
  total,
  onPage,
  onSize,
  sizes = queryPageSizes,
  disabled,
}: {
  page: number;
  size: number;
  total: number | undefined;
  onPage: (p: number) => void;
  onSize?: (s: number) => void;
  sizes?: readonly number[];
  disabled?: boolean;
}) {
  if (total === undefined) return null;
  return (
    <Pagination
      page={page}
      pageSize={size}
      total={total}
      onPageChange={onPage}
      pageSizes={onSize && sizes.length > 1 ? sizes : undefined}
      onPageSizeChange={onSize}
      disabled={disabled}
    />
  );
}
