import { useState } from 'react';
import { textMaxLength } from 'gaokao-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, queryPageSizes, Select } from 'gaokao-ui';
import { collegeCodesQuery, militaryQuery, timesQuery, worldQuery } from '../api/queries';
import { militaryAffiliation, MILITARY_TYPES } from '../model/military';
import type { CollegeCode, MilitarySchool, TimeRow, WorldRow } from '../model/types';
import { useUrlFilters } from '../model/url-filters';
import { DataNote } from './data-note';
import { ProvinceSelect, QueryPager } from './filters';
import { QueryTable, type Column } from './query-table';

function useText(value: string) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  return [text, setText] as const;
}

const codeColumns: Column<CollegeCode>[] = [
  { key: 'name', header: '院校名称', cell: (r) => r.collegeName },
  { key: 'code', header: '识别码', cell: (r) => r.collegeCode },
  { key: 'province', header: '所在省份', cell: (r) => r.collegeProvince ?? '' },
  { key: 'admin', header: '主管部门', cell: (r) => r.collegeAdmin ?? '' },
  { key: 'level', header: '办学层次', cell: (r) => r.collegeLevel ?? '' },
];

/** 院校代码 (hub item 15): the Ministry's institution identification codes, searchable by name. */
export function CollegeCodes() {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters({ collegeName: '' }, queryPageSizes);
  const [text, setText] = useText(filters.collegeName);
  const codes = useQuery({ ...collegeCodesQuery({ collegeName: filters.collegeName, page, limit: size }), placeholderData: keepPreviousData });
  return (
    <section className="gk-q-page" aria-labelledby="codes-title">
      <h2 id="codes-title">院校代码</h2>
      <form
        className="gk-q-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ collegeName: text.trim() });
        }}
      >
        <Input label="院校名称" placeholder="请输入院校名称" size="small" maxLength={textMaxLength('collegeCodeList', 'collegeName')} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      <QueryTable caption="院校识别码" columns={codeColumns} rows={codes.data?.data} rowKey={(r) => r.collegeCode} loading={codes.isFetching} />
      <QueryPager page={page} size={size} total={codes.data?.total} onPage={setPage} onSize={setSize} />
    </section>
  );
}

const worldColumns: Column<WorldRow>[] = [
  { key: 'rank', header: '世界排名', cell: (r) => r.sort_id, numeric: true },
  { key: 'name', header: '院校名称', cell: (r) => r.collegeName },
  { key: 'country', header: '国家/地区', cell: (r) => r.country },
  { key: 'cs', header: '国内排名', cell: (r) => r.country_sort, numeric: true },
];

/** 世界大学1000强 (hub item 17): by name and country (the reply lists the ~62 countries). */
export function WorldTop() {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters({ collegeName: '', country: '' }, queryPageSizes);
  const [text, setText] = useText(filters.collegeName);
  const world = useQuery({ ...worldQuery({ collegeName: filters.collegeName, country: filters.country, page, limit: size }), placeholderData: keepPreviousData });
  const countries = world.data?.countries ?? [];
  return (
    <section className="gk-q-page" aria-labelledby="world-title">
      <h2 id="world-title">世界大学1000强</h2>
      <p className="gk-demo-badge gk-q-note" role="note">
        榜单为演示数据，不代表任何机构发布的排名。
      </p>
      <form
        className="gk-q-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ collegeName: text.trim() });
        }}
      >
        <Select
          label="国家/地区"
          size="small"
          value={filters.country}
          options={[{ value: '', label: '全部' }, ...countries.map((c) => ({ value: c, label: c }))]}
          onValueChange={(v) => setFilters({ country: v })}
        />
        <Input label="院校名称" placeholder="请输入院校名称" size="small" maxLength={textMaxLength('worldList', 'collegeName')} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      <QueryTable caption="世界大学1000强" columns={worldColumns} rows={world.data?.data} rowKey={(r) => r.sort_id} loading={world.isFetching} />
      <QueryPager page={page} size={size} total={world.data?.total} onPage={setPage} onSize={setSize} />
    </section>
  );
}

const militaryColumns: Column<MilitarySchool>[] = [
  { key: 'name', header: '院校名称', cell: (r) => r.collegeName },
  { key: 'type', header: '类型', cell: (r) => r.type },
  { key: 'admin', header: '隶属', cell: (r) => r.collegeAdmin },
  { key: 'province', header: '所在省份', cell: (r) => r.collegeProvince ?? '' },
];

/** 军事院校 (hub item 18): the whole list (3000 at most), by type and affiliation. */
export function MilitarySchools() {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters({ type: '', admin: '' }, queryPageSizes);
  const schools = useQuery(militaryQuery());
  const all = schools.data?.data ?? [];
  const affiliations = [...new Set(all.map(militaryAffiliation))];
  const rows = all.filter((r) => (!filters.type || r.type === filters.type) && (!filters.admin || militaryAffiliation(r) === filters.admin));
  return (
    <section className="gk-q-page" aria-labelledby="military-title">
      <h2 id="military-title">军事院校</h2>
      <div className="gk-q-filters">
        <Select
          label="类型"
          size="small"
          value={filters.type}
          options={[{ value: '', label: '全部' }, ...MILITARY_TYPES.map((t) => ({ value: t, label: t }))]}
          onValueChange={(v) => setFilters({ type: v })}
        />
        <Select
          label="隶属"
          size="small"
          value={filters.admin}
          options={[{ value: '', label: '全部' }, ...affiliations.map((a) => ({ value: a, label: a }))]}
          onValueChange={(v) => setFilters({ admin: v })}
        />
      </div>
      <QueryTable caption="军事院校" columns={militaryColumns} rows={schools.isPending ? undefined : rows.slice((page - 1) * size, page * size)} rowKey={(r) => r.collegeName} loading={schools.isFetching} />
      <QueryPager page={page} size={size} total={schools.data ? rows.length : undefined} onPage={setPage} onSize={setSize} />
    </section>
  );
}

const timeColumns: Column<TimeRow>[] = [
  { key: 'time', header: '时间', cell: (r) => r.time },
  { key: 'contents', header: '事项', cell: (r) => r.contents },
];

/** 填报及录取时间 (hub item 16): a province's timetable. */
export function FillingTimes() {
  const { filters, setFilters } = useUrlFilters({ province: '河北' }, queryPageSizes);
  const times = useQuery(timesQuery(filters.province));
  return (
    <section className="gk-q-page" aria-labelledby="times-title">
      <h2 id="times-title">填报及录取时间</h2>
      <DataNote dataset="demo" />
      <div className="gk-q-filters">
        <ProvinceSelect value={filters.province} onChange={(v) => setFilters({ province: v })} />
      </div>
      <QueryTable caption={`${filters.province}填报及录取时间`} columns={timeColumns} rows={times.data} rowKey={(r, i) => `${i}|${r.time}`} loading={times.isFetching} />
    </section>
  );
}
