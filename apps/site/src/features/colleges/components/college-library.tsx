import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useAddressSearch } from '../../../lib/address';
import { Button, EmptyState, Input, Loading, Pagination, Select } from 'gaokao-ui';
import { attributesWithoutData, baoyanRate, collegeTags, COLLEGE_ATTRIBUTE_OPTIONS, MSG, REGION_OPTIONS, UNAVAILABLE_COLLEGE_FACTS, type Viewer } from 'gaokao-domain';
import { useViewer } from '../model/viewer';
import { collegeListQuery, collegeNaturesQuery } from '../api/queries';
import { listRequest, readSchoolParams, writeSchoolParams, type SchoolFilters } from '../model/url-state';
import { LEVEL_OPTIONS, SCHOOL_PAGE_SIZE, SCHOOL_VIEWS, type SchoolView } from '../model/views';
import type { CollegeRow } from '../model/types';
import { MISSING, listText, textOr } from '../model/format';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

const ALL = '';
const options = (values: readonly string[]) => [{ value: ALL, label: '全部' }, ...values.map((v) => ({ value: v, label: v }))];
const PROVINCE_OPTIONS = options(REGION_OPTIONS);
const LEVELS = options(LEVEL_OPTIONS);
/** 性质: a nature no college of the data has (独立学院 …) stays in the list, disabled and marked 暂无数据 (no layout moves). */
const natureOptions = (missing: readonly string[]) =>
  options(COLLEGE_ATTRIBUTE_OPTIONS).map((o) => (missing.includes(o.value) ? { ...o, label: `${o.label}（暂无数据）`, disabled: true } : o));

/** The href of a view, keeping `i` when the page came with one. */
function viewHref(view: SchoolView, i: string | null): string {
  const q = new URLSearchParams();
  if (view.key !== 'all') q.set('n', view.key);
  if (i) q.set('i', i);
  return href(paths.school, q);
}

export function collegeDetailHref(id: number | string): string {
  return href(paths.schoolDetail, { n: id, fromList: 1 });
}

/**
 * 院校库 (/School): the themed views by `n`, the filters and searches, 100 rows a page. What a viewer may see is the
 * server's answer (visitors and ordinary members get part of the list, with 非VIP会员仅展示部分数据); the bao-yan rates
 * follow the domain's display rule for the viewer.
 */
export function CollegeLibrary() {
  const [search, setSearch] = useAddressSearch(useSearchParams());
  const params = readSchoolParams(search);
  const { view } = params;
  const viewer = useViewer();
  const list = useQuery(collegeListQuery(listRequest(params, SCHOOL_PAGE_SIZE), String(viewer)));
  const change = (c: Partial<SchoolFilters> & { page?: number }) => setSearch((prev) => writeSchoolParams(prev, c));
  const page = list.data;
  const rows = page?.data ?? [];
  const natures = natureOptions(attributesWithoutData(useQuery(collegeNaturesQuery()).data));

  return (
    <section className="gk-container gk-page gk-lib" aria-labelledby="school-title">
      <h1 id="school-title">{view.title}</h1>
      <nav aria-label="院校库栏目" className="gk-lib__views">
        <ul>
          {SCHOOL_VIEWS.map((v) => (
            <li key={v.key}>
              <Link to={viewHref(v, params.i)} aria-current={v.key === view.key ? 'page' : undefined} className={v.key === view.key ? 'is-active' : undefined}>
                {v.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchForm key={`${view.key}|${params.name}|${params.major}`} view={view} name={params.name} major={params.major} onSearch={change} />
      <div className="gk-lib__filters" role="group" aria-label="筛选">
        <Select label="省份" options={PROVINCE_OPTIONS} value={params.province} onValueChange={(province) => change({ province })} />
        <Select label="层次" options={LEVELS} value={params.level} onValueChange={(level) => change({ level })} />
        <Select label="性质" options={natures} value={params.nature} onValueChange={(nature) => change({ nature })} />
        {/* 院校类型: no source holds it (the Ministry's list has none), so there is no filter on it. */}
        <p className="gk-muted">类型：{UNAVAILABLE_COLLEGE_FACTS.types}</p>
      </div>
      {page?.limited ? (
        <p className="gk-upgrade" role="note">
          {page.tip || MSG.nonVipPartialData}
        </p>
      ) : null}
      {(page?.ratings_dataset ?? page?.dataset) === 'demo' ? (
        <p className="gk-hint" role="note">
          院校名称、所在地、层次与性质来自教育部公布的名单；排名、保研率、学科与特色专业为演示数据，仅用于演示。
        </p>
      ) : null}
      {list.isPending ? (
        <Loading label="正在加载院校…" />
      ) : list.isError ? (
        <EmptyState title="加载失败" description="请稍后重试" action={<Button onClick={() => void list.refetch()}>重试</Button>} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <CollegeTable view={view} rows={rows} viewer={viewer} busy={list.isFetching} />
      )}
      {page && page.total > 0 ? (
        <Pagination label="院校分页" page={params.page} pageSize={SCHOOL_PAGE_SIZE} total={page.total} onPageChange={(p) => change({ page: p })} disabled={list.isFetching} />
      ) : null}
    </section>
  );
}

function SearchForm({ view, name, major, onSearch }: { view: SchoolView; name: string; major: string; onSearch: (c: Partial<SchoolFilters>) => void }) {
  const [draftName, setDraftName] = useState(name);
  const [draftMajor, setDraftMajor] = useState(major);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ name: draftName, ...(view.majorSearch ? { major: draftMajor } : {}) });
  };
  return (
    <form className="gk-lib__search" role="search" aria-label="搜索院校" onSubmit={submit}>
      <Input label="院校名称" placeholder="请输入院校名称" value={draftName} onChange={(e) => setDraftName(e.target.value)} maxLength={100} />
      {view.majorSearch ? (
        <Input label={view.majorLabel ?? '专业名称'} placeholder="请输入专业名称" value={draftMajor} onChange={(e) => setDraftMajor(e.target.value)} maxLength={100} />
      ) : null}
      <Button type="submit">
        搜索
      </Button>
    </form>
  );
}

/** Views whose extra column is a list or a title: it wraps instead of widening the table. */
const WRAPPING = new Set<SchoolView['columns']>(['brochure', 'disciplines', 'features']);

const RATE_HEADS = ['保研率（最近一届）', '保研率（前一届）', '保研率（前两届）'] as const;

function extraHeads(view: SchoolView): string[] {
  switch (view.columns) {
    case 'brochure':
      return ['招生简章'];
    case 'ranking':
      return ['软科排名', '校友会排名'];
    case 'baoyan':
      return [...RATE_HEADS];
    case 'disciplines':
      return ['双一流建设学科'];
    case 'features':
      return ['国家特色专业'];
    case 'none':
      return [];
  }
}

function extraCells(view: SchoolView, row: CollegeRow, viewer: Viewer): string[] {
  switch (view.columns) {
    case 'brochure':
      return [textOr(row.zhaosheng)];
    case 'ranking':
      return [textOr(row.ruan_pai), textOr(row.xiaoyou_paiming)];
    case 'baoyan':
      return [row.one_baoyan_lv, row.two_baoyan_lv, row.three_baoyan_lv].map((v) => baoyanRate(v, viewer));
    case 'disciplines':
      return [listText(row.tw0_jianshe)];
    case 'features':
      return [listText(row.tese_major)];
    case 'none':
      return [];
  }
}

function CollegeTable({ view, rows, viewer, busy }: { view: SchoolView; rows: readonly CollegeRow[]; viewer: Viewer; busy: boolean }) {
  const extra = extraHeads(view);
  return (
    <div className="gk-lib__table-wrap" role="region" aria-label={`${view.title}列表`} tabIndex={0} aria-busy={busy || undefined}>
      <table className="gk-lib__table">
        <caption className="gk-visually-hidden">{view.title}</caption>
        <thead>
          <tr>
            <th scope="col">院校名称</th>
            <th scope="col">所在地</th>
            <th scope="col">主管部门</th>
            <th scope="col">层次</th>
            <th scope="col">性质</th>
            {extra.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const tags = collegeTags(row);
            return (
              <tr key={row.collegiate_id}>
                <th scope="row" className="gk-lib__name">
                  {row.collage_logo ? <img src={row.collage_logo} alt="" width={28} height={28} loading="lazy" /> : null}
                  <span>
                    <Link to={collegeDetailHref(row.collegiate_id)}>{row.collegeName}</Link>
                    {tags.length ? (
                      <span className="gk-lib__tags">
                        {tags.map((t) => (
                          <span key={t} className="gk-lib__tag">
                            {t}
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </span>
                </th>
                <td>{[row.collegeProvince, row.collegeCity].filter(Boolean).join(' ') || MISSING}</td>
                <td>{textOr(row.collegeAdmin)}</td>
                <td>{textOr(row.collegeLevel)}</td>
                <td>{textOr(row.collegeNature)}</td>
                {extraCells(view, row, viewer).map((c, i) => (
                  <td key={extra[i]} className={WRAPPING.has(view.columns) ? 'gk-lib__wrap' : undefined}>
                    {c}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
