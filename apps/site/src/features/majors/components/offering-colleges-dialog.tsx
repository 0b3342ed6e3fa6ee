import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, EmptyState, Input, Loading, Pagination, SourceList } from 'gaokao-ui';
import { MSG, planFigureLabel, tuitionLabel } from 'gaokao-domain';
import { sourceItem } from '../../../lib/data-sources';
import { collegeMajorsQuery, offeringCollegesQuery } from '../api/queries';
import { COLLEGE_PAGE_SIZES } from '../model/levels';
import type { MajorRow, OfferingCollege } from '../model/types';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

const dash = (v: unknown) => (v == null || String(v).trim() === '' ? '--' : String(v));

/** A 计划人数 cell: one published plan's figure with its province, year and 科类, or -- where none is published. */
function PlannedCell({ c }: { c: OfferingCollege }) {
  if (c.planned_number == null || !c.plan_province || c.plan_year == null) return <>--</>;
  return (
    <>
      {c.planned_number}
      <span className="gk-muted">（{planFigureLabel({ province: c.plan_province, year: c.plan_year, group_d: c.plan_group_d ?? '' })}）</span>
    </>
  );
}

/**
 * 开设院校 of one major: a college-name filter, the table (college name, planned number, nature, affiliation, type,
 * province) and page sizes 20/100/200 (default 20). A college name opens the all-majors dialog of its enrolment. The
 * 计划人数 is one published plan's (named in the cell, its publications below the table); the list is labelled 演示数据
 * when the reply says so.
 */
export function OfferingCollegesDialog({ major, onClose }: { major: Pick<MajorRow, 'mojor_id' | 'major_name'>; onClose: () => void }) {
  const [collegeName, setCollegeName] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(COLLEGE_PAGE_SIZES[0]);
  const [college, setCollege] = useState<OfferingCollege | null>(null);
  const r = useQuery(offeringCollegesQuery({ mojor_id: major.mojor_id, page, limit, collegeName }));
  const rows = r.data?.data ?? [];
  const seen = new Set<string>();
  const planSources = rows
    .flatMap((c) => c.plan_sources ?? [])
    .map(sourceItem)
    .filter((x) => !seen.has(x.id!) && seen.add(x.id!));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCollegeName(draft.trim());
    setPage(1);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`开设“${major.major_name}”的院校`} size="large">
      <form className="gk-lib__search" role="search" aria-label="筛选院校" onSubmit={submit}>
        <Input label="院校名称" placeholder="请输入院校名称" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={100} />
        <Button type="submit">
          查询
        </Button>
      </form>
      {r.isPending ? (
        <Loading label="正在加载开设院校…" />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {r.data?.dataset === 'demo' ? (
            <p className="gk-demo-badge" role="note" data-dataset="demo">
              {MSG.demoDataNotice}
            </p>
          ) : null}
          <p className="gk-muted" role="note">
            {MSG.offeringPlanNote}
          </p>
          <div className="gk-lib__table-wrap" role="region" aria-label="开设院校列表" tabIndex={0} aria-busy={r.isFetching || undefined}>
            <table className="gk-lib__table">
              <caption className="gk-visually-hidden">开设院校</caption>
              <thead>
                <tr>
                  <th scope="col">院校名称</th>
                  <th scope="col">计划人数</th>
                  <th scope="col">办学性质</th>
                  <th scope="col">隶属</th>
                  <th scope="col">类型</th>
                  <th scope="col">所在省份</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={`${c.collegeName}|${c.recruitdata_id}`}>
                    <th scope="row">
                      <Button variant="link" size="small" onClick={() => setCollege(c)}>
                        {c.collegeName}
                      </Button>
                    </th>
                    <td>
                      <PlannedCell c={c} />
                    </td>
                    <td>{dash(c.collegeNature)}</td>
                    <td>{dash(c.collegeAdmin)}</td>
                    <td>{dash(c.collegeType)}</td>
                    <td>{dash(c.collegeProvince)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {planSources.length ? <SourceList label={MSG.offeringPlanSources} sources={planSources} /> : null}
        </>
      )}
      {r.data && r.data.total > 0 ? (
        <Pagination
          label="开设院校分页"
          page={page}
          pageSize={limit}
          total={r.data.total}
          pageSizes={COLLEGE_PAGE_SIZES}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
      ) : null}
      {college ? <CollegeMajorsDialog college={college} onClose={() => setCollege(null)} /> : null}
    </Dialog>
  );
}

/** Every major of one college's enrolment (the row's recruitdata_id), with a link to the college's page. */
export function CollegeMajorsDialog({ college, onClose }: { college: OfferingCollege; onClose: () => void }) {
  const r = useQuery(collegeMajorsQuery(college.recruitdata_id));
  const rows = r.data ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${college.collegeName}全部专业`} size="large">
      {college.collegiate_id ? (
        <p>
          <a href={href(paths.schoolDetail, { n: college.collegiate_id })} target="_blank" rel="noopener">
            查看院校详情
          </a>
        </p>
      ) : null}
      {r.isPending ? (
        <Loading label="正在加载专业…" />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="gk-lib__table-wrap" role="region" aria-label="院校全部专业" tabIndex={0}>
          <table className="gk-lib__table">
            <caption className="gk-visually-hidden">{college.collegeName}全部专业</caption>
            <thead>
              <tr>
                <th scope="col">专业名称</th>
                <th scope="col">批次</th>
                <th scope="col">科类</th>
                <th scope="col">选科要求</th>
                <th scope="col">计划人数</th>
                <th scope="col">学制</th>
                <th scope="col">学费</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m, i) => (
                <tr key={`${m.specialty_code ?? ''}|${m.specialty_title}|${i}`}>
                  <th scope="row" className="gk-majors__title">
                    {m.specialty_title}
                    {m.major_remark ? <span className="gk-muted">（{m.major_remark}）</span> : null}
                  </th>
                  <td>{dash(m.batch)}</td>
                  <td>{dash(m.group_d)}</td>
                  <td>{dash(m.the_second)}</td>
                  <td>{dash(m.planned_number)}</td>
                  <td>{m.schooling_length == null || m.schooling_length === '' ? '--' : `${m.schooling_length}年`}</td>
                  <td>{tuitionLabel(m.tuition_fee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
