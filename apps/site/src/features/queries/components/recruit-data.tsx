import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { groupUnitTitle, MSG, RECRUIT_DATA_BATCHES, recruitDataLabel, recruitLinesNote, tuitionLabel } from 'gaokao-domain';
import { Button, Dialog, Input, Loading, Select } from 'gaokao-ui';
import { getToken } from '../../../lib/token';
import { openLogin } from '../../../stores/app-store';
import { dictionaryQuery, groupsOfBatchQuery, provincesQuery, recruitDetailQuery, recruitListQuery, recruitMajorsQuery } from '../api/queries';
import type { PlanMajor, RecruitDetail, RecruitRow } from '../model/types';
import { useUrlFilters } from '../model/url-filters';
import { DataNote } from './data-note';
import { ProvinceSelect, QueryPager } from './filters';
import { num, QueryTable, type Column } from './query-table';

/** Part 2 §9: the enrolment plan opens on 河北 and shows 100 rows a page, no other size. */
const RECRUIT_SIZES = [100] as const;
const DEFAULTS = { province: '河北', collegeProvince: '', batch: '', group: '', collegeName: '', major: '' };

type Open = { kind: 'detail' | 'majors'; row: RecruitRow } | null;

/** 招生计划 (/RecruitData): only with a stored login token (part 2 §4, §6). */
export function RecruitData() {
  if (!getToken()) {
    return (
      <section className="gk-q-page" aria-labelledby="recruit-title">
        <h1 id="recruit-title">招生计划</h1>
        <p>{MSG.loginToSeeRecruitPlan}</p>
        <Button onClick={() => openLogin('code')}>登录</Button>
      </section>
    );
  }
  return <RecruitList />;
}

function RecruitList() {
  const { filters, page, size, setFilters, setPage } = useUrlFilters(DEFAULTS, RECRUIT_SIZES);
  const [text, setText] = useState({ collegeName: filters.collegeName, major: filters.major });
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setText({ collegeName: filters.collegeName, major: filters.major });
  }
  const [open, setOpen] = useState<Open>(null);
  const provinces = useQuery(provincesQuery()).data ?? [];
  const batches = useQuery(dictionaryQuery()).data?.batch_arr ?? RECRUIT_DATA_BATCHES;
  const groups = useQuery({ ...groupsOfBatchQuery(filters.batch, filters.province), enabled: filters.batch !== '' }).data ?? [];
  const list = useQuery({
    ...recruitListQuery({
      page,
      limit: size,
      province: filters.province,
      collegeProvince: filters.collegeProvince,
      batch: filters.batch,
      group_d: filters.group,
      collegeName: filters.collegeName,
      specialty_title: filters.major,
    }),
    placeholderData: keepPreviousData,
  });

  const columns: Column<RecruitRow>[] = [
    { key: 'code', header: '院校代码', cell: (r) => r.code },
    {
      key: 'name',
      header: '院校名称',
      cell: (r) => (
        <button type="button" className="gk-link" onClick={() => setOpen({ kind: 'detail', row: r })}>
          {r.collegeName}
        </button>
      ),
    },
    // A college enrolling by 院校专业组 has a row per group: the group's code tells them apart.
    { key: 'group_code', header: '专业组', cell: (r) => (r.group_code ? groupUnitTitle(r.group_code) : '—') },
    {
      key: 'majors',
      header: '全部专业',
      cell: (r) => (
        <button type="button" className="gk-link" onClick={() => setOpen({ kind: 'majors', row: r })} aria-label={`查看专业（${r.collegeName}）`}>
          查看专业
        </button>
      ),
    },
    { key: 'province', header: '招生省份', cell: (r) => r.province },
    { key: 'cp', header: '院校省份', cell: (r) => r.collegeProvince },
    { key: 'city', header: '城市', cell: (r) => r.collegeCity },
    { key: 'batch', header: '批次', cell: (r) => r.batch },
    { key: 'group', header: '科类', cell: (r) => r.group_d },
  ];

  return (
    <section className="gk-q-page" aria-labelledby="recruit-title">
      <h1 id="recruit-title">招生计划</h1>
      {/* What the rows are (a published plan, or 投档 results carried over) and the publications behind them. */}
      <DataNote dataset={list.data?.dataset} realNote={recruitDataLabel(list.data?.data ?? [])} publications={list.data?.sources ?? []} />
      <form
        className="gk-q-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ collegeName: text.collegeName.trim(), major: text.major.trim() });
        }}
      >
        <ProvinceSelect label="考生省份" value={filters.province} onChange={(v) => setFilters({ province: v, group: '' })} />
        <Select
          label="院校省份"
          size="small"
          value={filters.collegeProvince}
          options={[{ value: '', label: '全部' }, ...provinces.map((p) => ({ value: p, label: p }))]}
          onValueChange={(v) => setFilters({ collegeProvince: v })}
        />
        <Select
          label="批次"
          size="small"
          value={filters.batch}
          options={[{ value: '', label: '全部' }, ...batches.map((b) => ({ value: b, label: b }))]}
          // Another batch clears the group; the groups reload for the batch (part 2 §4).
          onValueChange={(v) => setFilters({ batch: v, group: '' })}
        />
        <Select
          label="科类"
          size="small"
          value={filters.group}
          disabled={filters.batch === ''}
          options={[{ value: '', label: '全部' }, ...groups.map((g) => ({ value: g, label: g }))]}
          onValueChange={(v) => setFilters({ group: v })}
        />
        <Input label="院校名称" placeholder="请输入院校名称" size="small" value={text.collegeName} onChange={(e) => setText((t) => ({ ...t, collegeName: e.target.value }))} />
        <Input label="专业名称" placeholder="请输入专业名称" size="small" value={text.major} onChange={(e) => setText((t) => ({ ...t, major: e.target.value }))} />
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      <QueryTable caption="招生计划" columns={columns} rows={list.data?.data} rowKey={(r) => r.recruitdata_id} loading={list.isFetching} />
      <QueryPager page={page} size={size} total={list.data?.total} onPage={setPage} />
      {open?.kind === 'detail' ? <RecruitDetailDialog row={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'majors' ? <RecruitMajorsDialog row={open.row} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

const historyColumns: Column<RecruitDetail['history'][number]>[] = [
  { key: 'year', header: '年份', cell: (h) => h.year },
  { key: 'planned', header: '计划人数', cell: (h) => num(h.planned_number), numeric: true },
  { key: 'batch', header: '批次', cell: (h) => h.batch },
  { key: 'group', header: '科类', cell: (h) => h.group_d },
  { key: 'score', header: '最低分', cell: (h) => num(h.score), numeric: true },
  { key: 'seat', header: '最低位次', cell: (h) => num(h.seat), numeric: true },
];

function RecruitDetailDialog({ row, onClose }: { row: RecruitRow; onClose: () => void }) {
  const detail = useQuery(recruitDetailQuery(row.recruitdata_id));
  const d = detail.data?.detail;
  const facts: [string, string | number | null | undefined][] = d
    ? [
        ['办学性质', d.collegeProperty],
        ['主管部门', d.collegeAdmin],
        ['所在地', [d.collegeProvince, d.collegeCity].filter(Boolean).join(' ')],
        ['办学层次', d.collegeLevel],
        ['院校类型', d.collegeType],
        // A generated ranking beside the real history below says so.
        [detail.data?.ratings_dataset === 'demo' ? `软科排名（${MSG.generatedRating}）` : '软科排名', d.ruan_pai],
        ['地址', d.address_detail],
        ['电话', d.phone],
      ]
    : [];
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())} title={row.collegeName} size="large">
      {detail.isPending ? <Loading /> : null}
      {d ? (
        <dl className="gk-q-facts">
          {facts
            .filter(([, v]) => v != null && v !== '')
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      {d?.college_info ? <p className="gk-q-intro">{d.college_info}</p> : null}
      {detail.data ? (
        <>
          <h3>历年录取</h3>
          <QueryTable caption={`${row.collegeName}历年录取`} columns={historyColumns} rows={detail.data.history} rowKey={(h) => h.year} loading={false} />
        </>
      ) : null}
    </Dialog>
  );
}

const majorColumns: Column<PlanMajor>[] = [
  { key: 'title', header: '专业名称', cell: (m) => (m.major_remark ? `${m.specialty_title}（${m.major_remark}）` : m.specialty_title) },
  { key: 'second', header: '选科要求', cell: (m) => m.the_second || '不限' },
  { key: 'field', header: '专业类', cell: (m) => m.major_field || '—' },
  { key: 'planned', header: '计划人数', cell: (m) => num(m.planned_number), numeric: true },
  { key: 'years', header: '学制', cell: (m) => (m.schooling_length == null || m.schooling_length === '' ? '—' : String(m.schooling_length)) },
  { key: 'fee', header: '学费', cell: (m) => tuitionLabel(m.tuition_fee), numeric: true },
];

/** The columns of a published plan only: a year's 投档 results carried over name no planned number and no tuition. */
const planOnlyColumns = new Set(['planned', 'fee']);

function RecruitMajorsDialog({ row, onClose }: { row: RecruitRow; onClose: () => void }) {
  const majors = useQuery(recruitMajorsQuery(row.recruitdata_id));
  const lines = row.data_kind === 'lines';
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())} title={`${row.collegeName} 全部专业`} size="xlarge">
      {lines ? (
        <p className="gk-muted gk-q-note" role="note">
          {recruitLinesNote(row.data_year)}
        </p>
      ) : null}
      <QueryTable
        caption={`${row.collegeName}全部专业`}
        columns={lines ? majorColumns.filter((c) => !planOnlyColumns.has(c.key)) : majorColumns}
        rows={majors.data}
        rowKey={(m, i) => `${i}|${m.specialty_title}`}
        loading={majors.isFetching}
      />
    </Dialog>
  );
}
