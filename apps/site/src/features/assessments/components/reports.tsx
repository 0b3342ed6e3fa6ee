import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { Loading, RadarChart, type RadarDatum } from 'gaokao-ui';
import { HOLLAND_MAX } from 'gaokao-domain';
import { hollandResultQuery, mbtiResultQuery } from '../api/queries';
import { ASSESSMENTS, formatChinaTime, majorSearchHref, myAssessmentsHref, type HollandResult, type MbtiResult } from '../model/kinds';
import '../assessments.css';
import { MBTI_DIMENSION_NAMES, MBTI_SECTIONS, mbtiText } from '../model/mbti-fields';
import * as paths from '../../../config/paths';

function ReportActions({ kind }: { kind: 'mbti' | 'holland' }) {
  return (
    <nav className="gk-report__actions" aria-label="报告操作">
      <Link className="gk-report__button" to={paths.home}>
        返回首页
      </Link>
      <Link to={myAssessmentsHref(kind)}>我的测评</Link>
      <Link to={ASSESSMENTS[kind].testPath}>重新测评</Link>
    </nav>
  );
}

/** The MBTI report: the type and its name, when it was taken, the four dimension scores and every text field. */
export function MbtiReport({ result }: { result: MbtiResult }) {
  const scores = result.scores ?? {};
  return (
    <article className="gk-report" aria-labelledby="mbti-report-title">
      <header className="gk-report__head">
        <h1 id="mbti-report-title">MBTI职业性格测评报告</h1>
        <p className="gk-report__code">
          <span className="gk-report__letters">{result.iden}</span>
          <span>{mbtiText(result, 'TITLE')}</span>
        </p>
        <p className="gk-hint">测评时间：{formatChinaTime(result.create_time)}</p>
      </header>
      <section aria-labelledby="mbti-dims">
        <h2 id="mbti-dims">四个维度的得分</h2>
        <div className="gk-report__table-wrap">
          <table className="gk-report__table">
            <thead>
              <tr>
                <th scope="col">维度</th>
                <th scope="col">倾向</th>
                <th scope="col">得分</th>
              </tr>
            </thead>
            <tbody>
              {MBTI_DIMENSION_NAMES.map((d) => {
                const a = Number(scores[d.first[0]] ?? 0);
                const b = Number(scores[d.second[0]] ?? 0);
                const lead = result.iden.includes(d.first[0]) ? d.first : d.second;
                return (
                  <tr key={d.name}>
                    <th scope="row">{d.name}</th>
                    <td>
                      {lead[0]} {lead[1]}
                    </td>
                    <td>
                      {d.first[0]}（{d.first[1]}）{a} : {b} {d.second[0]}（{d.second[1]}）
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      {MBTI_SECTIONS.map((s) => (
        <section key={s.field} aria-labelledby={`mbti-${s.field}`} className="gk-report__section">
          <h2 id={`mbti-${s.field}`}>{s.label}</h2>
          <p>{mbtiText(result, s.field)}</p>
        </section>
      ))}
      <ReportActions kind="mbti" />
    </article>
  );
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] =>
  str(v)
    .split(/[、，,；;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The Holland report: the radar chart over the six types (axis max 25; the chart keeps its data table for screen
 * readers), creation time, the three-letter code with each letter translated, the six types' descriptions, and the
 * occupations and reference majors of the code's types (each major opens the major library's search).
 */
export function HollandReport({ result }: { result: HollandResult }) {
  const data: RadarDatum[] = result.axes.map((axis, i) => ({ key: axis.type, label: axis.name, value: Number(result.score[i] ?? 0) }));
  const byType = new Map(result.types.map((t) => [str(t.type), t]));
  return (
    <article className="gk-report" aria-labelledby="holland-report-title">
      <header className="gk-report__head">
        <h1 id="holland-report-title">霍兰德职业兴趣测评报告</h1>
        <p className="gk-report__code">
          <span className="gk-hint">你的职业兴趣代码</span>
          <span className="gk-report__letters">{result.typeName}</span>
        </p>
        <ul className="gk-report__chips" aria-label="代码的含义">
          {result.letters.map((l) => (
            <li key={l.type}>
              <strong>{l.type}</strong> {l.name}
            </li>
          ))}
        </ul>
        <p className="gk-hint">测评时间：{formatChinaTime(result.create_time)}</p>
      </header>
      <section aria-labelledby="holland-radar" className="gk-report__chart">
        <h2 id="holland-radar">六种类型得分</h2>
        <RadarChart data={data} max={HOLLAND_MAX} size={320} title="霍兰德职业兴趣雷达图" hideTitle />
      </section>
      <section aria-labelledby="holland-jobs" className="gk-report__section">
        <h2 id="holland-jobs">推荐职业</h2>
        <dl className="gk-report__dl">
          {result.letters.map((l) => (
            <div key={l.type}>
              <dt>
                {l.type} {l.name}
              </dt>
              <dd>{list(byType.get(l.type)?.zhiye).join('、')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="holland-majors" className="gk-report__section">
        <h2 id="holland-majors">参考专业</h2>
        <dl className="gk-report__dl">
          {result.letters.map((l) => (
            <div key={l.type}>
              <dt>
                {l.type} {l.name}
              </dt>
              <dd>
                <ul className="gk-report__links">
                  {list(byType.get(l.type)?.cankao).map((major) => (
                    <li key={major}>
                      <Link to={majorSearchHref(major)}>{major}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="holland-types" className="gk-report__section">
        <h2 id="holland-types">六种兴趣类型说明</h2>
        <dl className="gk-report__dl">
          {result.types.map((t) => {
            const type = str(t.type);
            const inCode = result.typeName.includes(type);
            return (
              <div key={type} data-in-code={inCode || undefined}>
                <dt>
                  {type} {str(t.typeName)}
                  {inCode ? <span className="gk-report__mark">（你的代码）</span> : null}
                </dt>
                <dd>{str(t.desc)}</dd>
              </div>
            );
          })}
        </dl>
      </section>
      <ReportActions kind="holland" />
    </article>
  );
}

function ResultFrame({ children }: { children: ReactNode }) {
  return <section className="gk-container gk-page gk-assess">{children}</section>;
}

/**
 * A saved result page: the report once the result has loaded, a message when the call failed, and back to /Appraisal
 * when there is no result yet.
 */
function SavedResultPage<T>({ result, title, render }: { result: UseQueryResult<T | null>; title: string; render: (data: T) => ReactNode }) {
  if (result.isSuccess && result.data === null) return <Navigate to={paths.appraisal} replace />;
  return (
    <ResultFrame>
      {result.data ? render(result.data) : result.isError ? <ResultError title={title} /> : <Loading label="正在加载测评结果…" />}
    </ResultFrame>
  );
}

/** /AppraisalmbtiResult: the saved MBTI result; without one, back to /Appraisal. */
export function MbtiResultPage() {
  return <SavedResultPage result={useQuery(mbtiResultQuery())} title="MBTI测评结果" render={(data) => <MbtiReport result={data} />} />;
}

/** /HollanderResult: the saved Holland result; without one, back to /Appraisal. */
export function HollandResultPage() {
  return <SavedResultPage result={useQuery(hollandResultQuery())} title="霍兰德测评结果" render={(data) => <HollandReport result={data} />} />;
}

function ResultError({ title }: { title: string }) {
  return (
    <div className="gk-state">
      <h1>{title}</h1>
      <p>
        暂时无法查看测评结果。<Link to={paths.appraisal}>返回测评中心</Link>
      </p>
    </div>
  );
}
