import { useState } from 'react';
import { textMaxLength } from 'gaokao-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GRADES, gradeMajors, type Grade } from 'gaokao-domain';
import { Button, Input, queryPageSizes, Select } from 'gaokao-ui';
import { collegeRankingQuery, majorRankingQuery, subjectAssessmentQuery } from '../api/queries';
import type { CollegeRank, MajorRankRow, SubjectAssessmentRow } from '../model/types';
import { useUrlFilters } from '../model/url-filters';
import { QueryPager } from './filters';
import { QueryTable, type Column } from './query-table';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

/** The text fields of a filter form follow the address when back/forward changes it. */
function useTextFields<K extends string>(filters: Record<K, string>) {
  const [text, setText] = useState(filters);
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setText(filters);
  }
  return [text, (key: K, value: string) => setText((t) => ({ ...t, [key]: value }))] as const;
}

const collegeColumns: Column<CollegeRank & { position: number }>[] = [
  { key: 'pos', header: '排名', cell: (r) => r.position, numeric: true },
  { key: 'name', header: '院校名称', cell: (r) => <a href={href(paths.schoolDetail, { n: r.collegiate_id })} target="_blank" rel="noopener">{r.collegeName}</a> },
  { key: 'region', header: '所在地区', cell: (r) => [r.collegeProvince, r.collegeCity].filter(Boolean).join(' · ') },
  { key: 'score', header: '综合得分', cell: (r) => (r.zonghe_score == null ? '—' : r.zonghe_score.toFixed(2)), numeric: true },
  { key: 'level', header: '办学层次', cell: (r) => r.collegeLevel },
];

/** 院校排行 (/Ranking): position, name, region, composite score and level, 20/50/100/120 a page. */
export function CollegeRanking() {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters({ collegeName: '' }, queryPageSizes);
  const [text, setText] = useTextFields(filters);
  const ranking = useQuery(collegeRankingQuery());
  const all = (ranking.data ?? []).map((r, i) => ({ ...r, position: r.ruan_pai ?? i + 1 })).filter((r) => r.collegeName.includes(filters.collegeName));
  const rows = all.slice((page - 1) * size, page * size);
  return (
    <section className="gk-q-page" aria-labelledby="ranking-title">
      <h1 id="ranking-title">院校排行</h1>
      <p className="gk-demo-badge gk-q-note" role="note">
        排名与综合得分为演示数据，不代表任何机构发布的排名。
      </p>
      <form
        className="gk-q-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ collegeName: text.collegeName.trim() });
        }}
      >
        <Input label="院校名称" placeholder="请输入院校名称" size="small" maxLength={textMaxLength('collegeList', 'collegeName')} value={text.collegeName} onChange={(e) => setText('collegeName', e.target.value)} />
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      <QueryTable caption="院校排行" columns={collegeColumns} rows={ranking.isPending ? undefined : rows} rowKey={(r) => r.collegiate_id} loading={ranking.isFetching} />
      <QueryPager page={page} size={size} total={ranking.data ? all.length : undefined} onPage={setPage} onSize={setSize} />
    </section>
  );
}

const GRADE_OPTIONS = GRADES.map((g) => ({ value: g, label: g }));

/** 专业排名 (/majorSeat): colleges with the majors they hold at a grade (A+ … C-), by college and major. */
export function MajorRanking() {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters({ collegeName: '', majorName: '', level: 'A+' }, queryPageSizes);
  const [text, setText] = useTextFields(filters);
  const grade = (GRADES as readonly string[]).includes(filters.level) ? (filters.level as Grade) : 'A+';
  const result = useQuery({
    ...majorRankingQuery({ collegeName: filters.collegeName, majorName: filters.majorName, level: grade, page, limit: size }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<MajorRankRow>[] = [
    { key: 'name', header: '院校名称', cell: (r) => r.collegeName },
    { key: 'grade', header: '评估等级', cell: () => grade },
    { key: 'majors', header: '专业（学科）', cell: (r) => gradeMajors(r, grade).filter((m) => !filters.majorName || m.includes(filters.majorName)).join('、') || '—' },
  ];
  return (
    <section className="gk-q-page" aria-labelledby="major-rank-title">
      <h1 id="major-rank-title">专业排名</h1>
      <p className="gk-demo-badge gk-q-note" role="note">
        评估等级为演示数据，不代表任何机构发布的评估结果。
      </p>
      <form
        className="gk-q-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ collegeName: text.collegeName.trim(), majorName: text.majorName.trim() });
        }}
      >
        <Input label="院校名称" placeholder="请输入院校名称" size="small" maxLength={textMaxLength('zhuangyePai', 'collegeName')} value={text.collegeName} onChange={(e) => setText('collegeName', e.target.value)} />
        <Input label="专业名称" placeholder="请输入专业名称" size="small" maxLength={textMaxLength('zhuangyePai', 'majorName')} value={text.majorName} onChange={(e) => setText('majorName', e.target.value)} />
        <Select label="评估等级" size="small" value={grade} options={GRADE_OPTIONS} onValueChange={(v) => setFilters({ level: v })} />
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      <QueryTable caption={`专业排名 ${grade}`} columns={columns} rows={result.data?.data} rowKey={(r) => r.collegeName} loading={result.isFetching} />
      <QueryPager page={page} size={size} total={result.data?.total} onPage={setPage} onSize={setSize} />
    </section>
  );
}

/** 学科评估 (the hub's item 11): each college's majors by grade; the grades link to 专业排名. */
export function SubjectAssessment() {
  const { filters, page, size, setFilters, setPage, setSize } = useUrlFilters({ collegeName: '', major: '' }, queryPageSizes);
  const [text, setText] = useTextFields(filters);
  const result = useQuery({
    ...subjectAssessmentQuery({ collegeName: filters.collegeName, specialty_title: filters.major, page, limit: size }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<SubjectAssessmentRow>[] = [
    { key: 'name', header: '院校名称', cell: (r) => r.collegeName },
    {
      key: 'result',
      header: '评估结果',
      cell: (r) => (
        <dl className="gk-q-grades">
          {GRADES.filter((g) => r.result[g]).map((g) => (
            <div key={g}>
              <dt>
                <a href={href(paths.majorSeat, { level: g })} target="_blank" rel="noopener">
                  {g}
                </a>
              </dt>
              <dd>{r.result[g]}</dd>
            </div>
          ))}
        </dl>
      ),
    },
  ];
  return (
    <section className="gk-q-page" aria-labelledby="assess-title">
      <h2 id="assess-title">学科评估</h2>
      <p className="gk-demo-badge gk-q-note" role="note">
        评估等级为演示数据，不代表任何机构发布的评估结果。
      </p>
      <form
        className="gk-q-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ collegeName: text.collegeName.trim(), major: text.major.trim() });
        }}
      >
        <Input label="院校名称" placeholder="请输入院校名称" size="small" maxLength={textMaxLength('subjectAssessment', 'collegeName')} value={text.collegeName} onChange={(e) => setText('collegeName', e.target.value)} />
        <Input label="学科名称" placeholder="请输入学科名称" size="small" maxLength={textMaxLength('subjectAssessment', 'specialty_title')} value={text.major} onChange={(e) => setText('major', e.target.value)} />
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      <QueryTable caption="学科评估" columns={columns} rows={result.data?.data} rowKey={(r) => r.collegeName} loading={result.isFetching} />
      <QueryPager page={page} size={size} total={result.data?.total} onPage={setPage} onSize={setSize} />
    </section>
  );
}
