import { useState } from 'react';
import { textMaxLength } from 'gaokao-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MSG, noSupplementaryPlan, provinceBatches } from 'gaokao-domain';
import { Button, Input, queryPageSizes, Select } from 'gaokao-ui';
import { pastSupplementaryQuery, supplementaryPlanQuery } from '../api/queries';
import type { SupplementaryRow } from '../model/types';
import { useUrlFilters } from '../model/url-filters';
import { DataNote } from './data-note';
import { ProvinceSelect, QueryPager, YearSelect } from './filters';
import { num, QueryTable, type Column } from './query-table';

const baseColumns: Column<SupplementaryRow>[] = [
  { key: 'year', header: '年份', cell: (r) => r.year },
  { key: 'college', header: '院校名称', cell: (r) => (r.collegeNameRemark ? `${r.collegeName}（${r.collegeNameRemark}）` : r.collegeName) },
  { key: 'major', header: '专业名称', cell: (r) => r.specialty_title },
  { key: 'batch', header: '批次', cell: (r) => r.bacth },
  { key: 'group', header: '科类', cell: (r) => r.group_d },
  { key: 'second', header: '选科要求', cell: (r) => r.the_second || '不限' },
  { key: 'one', header: '第一次征集', cell: (r) => num(r.one_zhengji), numeric: true },
  { key: 'two', header: '第二次征集', cell: (r) => num(r.two_zhengji), numeric: true },
];

const PLAN_DEFAULTS = { province: '河北', collegeName: '', major: '', first: '', level: '', year: '' };

/** First subject: all, or the physics / history combination (sent as the combination's name). */
const FIRST_OPTIONS = [
  { value: '', label: '全部' },
  { value: MSG.physicsGroup, label: MSG.physicsGroup },
  { value: MSG.historyGroup, label: MSG.historyGroup },
];
/** Level: all, or one of the chosen province's batches (gaokao-domain; 浙江 普通类一段 …, the spec's 本科批/专科批 elsewhere). */
const levelOptions = (province: string) => [{ value: '', label: '全部' }, ...provinceBatches(province).map((b) => ({ value: b, label: b }))];

/**
 * 征集计划 (/Collectionplan): filters college, major, first subject, level and year; the first and second
 * supplementary rounds per major; the three admission years the server names. 20/50/100/120 a page.
 */
export function SupplementaryPlan() {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters(PLAN_DEFAULTS, queryPageSizes);
  const [college, setCollege] = useState(filters.collegeName);
  const [major, setMajor] = useState(filters.major);
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    // The address changed (back/forward): the text fields follow it.
    setSeen(filters);
    setCollege(filters.collegeName);
    setMajor(filters.major);
  }
  const year = filters.year ? Number(filters.year) : undefined;
  const plan = useQuery({
    ...supplementaryPlanQuery({
      page,
      limit: size,
      province: filters.province,
      collegeName: filters.collegeName,
      specialty_title: filters.major,
      group_d: filters.first,
      batch: filters.level,
      year,
    }),
    placeholderData: keepPreviousData,
  });
  // The admission years the rounds belong to, by their year (the rest of the product names years: 依据2025年投档线);
  // 当年 would read as this year's (2026) or the plan year's (2027).
  const years = [plan.data?.current_year, plan.data?.qunian_year, plan.data?.qian_year].filter((y): y is number => typeof y === 'number');
  const settled = plan.data && !plan.isPlaceholderData ? plan.data : undefined;
  const filtered = Boolean(filters.collegeName || filters.major || filters.first || filters.level || filters.year);
  // Nothing to label: the province has no rounds at all (its admissions are published, and no source publishes 征集
  // plans), or none match the filters.
  const empty = settled?.total === 0 && (filtered ? MSG.noPublishedData : noSupplementaryPlan(filters.province));
  return (
    <section className="gk-q-page" aria-labelledby="plan-title">
      <h1 id="plan-title">征集计划</h1>
      <DataNote dataset={plan.data?.dataset} empty={empty} />
      {years.length && !(settled?.total === 0 && !filtered) ? <p className="gk-muted">录取年份：{years.map((y) => `${y}年`).join('、')}</p> : null}
      <form
        className="gk-q-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ collegeName: college.trim(), major: major.trim() });
        }}
      >
        <ProvinceSelect value={filters.province} onChange={(v) => setFilters({ province: v })} />
        <Input label="院校名称" placeholder="请输入院校名称" size="small" maxLength={textMaxLength('collectionPlanList', 'collegeName')} value={college} onChange={(e) => setCollege(e.target.value)} />
        <Input label="专业名称" placeholder="请输入专业名称" size="small" maxLength={textMaxLength('collectionPlanList', 'specialty_title')} value={major} onChange={(e) => setMajor(e.target.value)} />
        <Select label="首选科目" size="small" value={filters.first} options={FIRST_OPTIONS} onValueChange={(v) => setFilters({ first: v })} />
        <Select label="层次" size="small" value={filters.level} options={levelOptions(filters.province)} onValueChange={(v) => setFilters({ level: v })} />
        <YearSelect value={filters.year} onChange={(v) => setFilters({ year: v })} allLabel="全部年份" years={years.length ? years : undefined} />
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      <QueryTable caption="征集计划" columns={baseColumns} rows={plan.data?.data} rowKey={(r, i) => `${i}|${r.collegeName}|${r.specialty_title}|${r.year}`} loading={plan.isFetching} />
      <QueryPager page={page} size={size} total={plan.data?.total} onPage={setPage} onSize={setSize} />
    </section>
  );
}

const PAST_DEFAULTS = { province: '河北', year: '' };

/** 历年征集 (the hub's item 14): a province's past supplementary rounds by year. */
export function PastSupplementary() {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters(PAST_DEFAULTS, queryPageSizes);
  const year = filters.year ? Number(filters.year) : undefined;
  const past = useQuery({ ...pastSupplementaryQuery({ page, limit: size, province: filters.province, year }), placeholderData: keepPreviousData });
  return (
    <section className="gk-q-page" aria-labelledby="past-title">
      <h2 id="past-title">历年征集</h2>
      <DataNote dataset={past.data?.dataset} />
      <div className="gk-q-filters">
        <ProvinceSelect value={filters.province} onChange={(v) => setFilters({ province: v })} />
        <YearSelect value={filters.year} onChange={(v) => setFilters({ year: v })} allLabel="全部年份" />
      </div>
      <QueryTable caption="历年征集" columns={baseColumns} rows={past.data?.data} rowKey={(r, i) => `${i}|${r.collegeName}|${r.specialty_title}|${r.year}`} loading={past.isFetching} />
      <QueryPager page={page} size={size} total={past.data?.total} onPage={setPage} onSize={setSize} />
    </section>
  );
}
