import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, QrCode, qrSizes } from 'gaokao-ui';
import { bandOfRow, canonicalBatch, groupFormLimits, planUnitKey, cengciLabel, MSG, pickLabel, picksFromCatalogue, picksOf, predictedScore, tuitionLabel, unitWordOf, listRowsOf } from 'gaokao-domain';
import { wishListQuery } from '../api/queries';
import { QuarterCharts, useQuarter } from '../dialogs/rank-chart-dialog';
import { dataNote, DataNotice } from '../components/data-notice';
import { useWorkspace } from '../components/workspace-context';
import { HealthCheck } from '../components/health-check';
import { bandCounts, hasProbability } from '../model/rows';
import { GroupReportTable, groupBandCounts, reportGroups } from './group-report-table';

/** The report's 3-point disclaimer (part 1 §2: for reference only). */
export const DISCLAIMER = [
  '本报告基于历年数据和预测模型生成，仅供参考；',
  '请以各省教育考试院公布的招生计划和录取规则为准；',
  '最终填报决策由考生和家长自行负责。',
] as const;

/** Report QR code size (part 1 §9). */
export const REPORT_QR_PX = qrSizes.report;

/** The custom property the print stylesheet puts in every printed page's top margin (volunteer.css, `@top-center`). */
export const PRINT_NOTE_PROPERTY = '--gk-print-note';

/** Sets the printed pages' margin note (a CSS string) while the report is open. */
function usePrintedNote(note: string | null) {
  useEffect(() => {
    if (note === null) return;
    const root = document.documentElement;
    root.style.setProperty(PRINT_NOTE_PROPERTY, JSON.stringify(note));
    return () => {
      root.style.removeProperty(PRINT_NOTE_PROPERTY);
    };
  }, [note]);
}

/**
 * 志愿报告: a printable A4 document — the plan, the ordered list with bands and history, the rank/score pairs, the
 * disclaimer and a QR code back to the site. 打印 uses the browser's print (or save as PDF).
 */
export default function ReportView({ onClose }: { onClose: () => void }) {
  const ws = useWorkspace();
  const { plan } = ws;
  const list = useQuery(wishListQuery({ aspid: plan.volunteer_id, page: 1, pageSize: listRowsOf(plan.province, plan.batch) }));
  const loading = list.isPending && !list.isError;
  const rows = useMemo(() => [...(list.data?.list ?? [])].sort((a, b) => Number(a.sort_id) - Number(b.sort_id)), [list.data]);
  // A list of 院校专业组 (江苏, 湖北 …) names its units 专业组; a list of both kinds 专业（组）.
  const unitWord = unitWordOf(rows.map((r) => ({ group_code: String(r.group_code ?? ''), specialty_code: r.specialty_code, specialty_title: r.specialty_title })));
  const years = list.data?.object ?? {};
  const quarter = useQuarter(plan.volunteer_id);
  usePrintedNote(dataNote(list.data));

  const score = Number(plan.score);
  const siteUrl = `${window.location.origin}/`;
  // A 院校专业组 province's report is laid out by group: each 志愿 a group with its ordered majors. Where every row is a
  // whole group (江苏 publishes no majors per group: `NN专业组`, with 含：…), the row table already is one row per 志愿.
  const groups = useMemo(() => (groupFormLimits(plan.province) !== null && unitWord !== '专业组' ? reportGroups(rows) : null), [plan.province, rows, unitWord]);
  const bands = groups ? groupBandCounts(groups, score) : bandCounts(rows, score);
  const withProbability = hasProbability(rows);

  return (
    <article className="gk-report" aria-label="志愿报告" aria-busy={loading}>
      <DataNotice page={list.data} plan={plan} printOpen />
      <div className="gk-report__actions gk-no-print">
        <Button onClick={() => window.print()}>打印报告</Button>
        <Button variant="outline" onClick={onClose}>
          返回志愿单
        </Button>
      </div>
      <header className="gk-report__head">
        <h1>{plan.name ? `${plan.name}的高考志愿报告` : '高考志愿报告'}</h1>
        {plan.title ? <p>{plan.title}</p> : null}
        <dl className="gk-report__facts">
          <div>
            <dt>省份</dt>
            <dd>{plan.province}</dd>
          </div>
          <div>
            <dt>分数</dt>
            <dd>{plan.score}</dd>
          </div>
          <div>
            <dt>位次</dt>
            <dd>{plan.paiming || '—'}</dd>
          </div>
          <div>
            <dt>科目组</dt>
            <dd>
              {plan.group_d}
              {plan.subject ? `（${plan.subject}）` : ''}
            </dd>
          </div>
          <div>
            <dt>批次</dt>
            <dd>{plan.batch}</dd>
          </div>
          {canonicalBatch(plan.batch).includes('专科') ? (
            <div>
              <dt>专科批位次</dt>
              <dd>{plan.zpaiming || '—'}</dd>
            </div>
          ) : null}
        </dl>
        <p className="gk-report__summary">
          {groups
            ? `共 ${groups.length} 个志愿（院校专业组，${rows.length} 个专业）：冲 ${bands.冲} 个，稳 ${bands.稳} 个，保 ${bands.保} 个。`
            : `共 ${rows.length} 个志愿：冲 ${bands.冲} 个，稳 ${bands.稳} 个，保 ${bands.保} 个。`}
        </p>
      </header>

      <section aria-labelledby="gk-report-list">
        <h2 id="gk-report-list">志愿列表</h2>
        {loading ? <p>{MSG.loading}</p> : null}
        {!loading && rows.length === 0 ? <p>{MSG.noData}</p> : null}
        {groups && groups.length > 0 ? <GroupReportTable groups={groups} score={score} withProbability={withProbability} currentYear={years.current_year} /> : null}
        {!groups && rows.length > 0 ? (
          <table className="gk-report__table">
            <thead>
              <tr>
                <th scope="col">序号</th>
                <th scope="col">院校</th>
                <th scope="col">{unitWord}</th>
                <th scope="col">风险</th>
                <th scope="col">预估线</th>
                {withProbability ? <th scope="col">录取概率</th> : null}
                <th scope="col">{years.current_year ? `${years.current_year}年最低分` : '最近一年最低分'}</th>
                <th scope="col">{years.qu_year ? `${years.qu_year}年最低分` : '去年最低分'}</th>
                <th scope="col">{years.qian_year ? `${years.qian_year}年最低分` : '前年最低分'}</th>
                <th scope="col">计划</th>
                <th scope="col">学费</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const line = predictedScore(row.yugu_score);
                const band = bandOfRow(row, score);
                const p = row.luqu_gailv == null || row.luqu_gailv === '' ? null : Number(row.luqu_gailv);
                return (
                  <tr key={planUnitKey(row)}>
                    <td>{row.sort_id ?? index + 1}</td>
                    <td>
                      {row.collegeName}
                      <span className="gk-report__code">（{row.code}）</span>
                    </td>
                    <td>
                      {row.specialty_title}
                      {cengciLabel(row.cengci) ? <span className="gk-report__code">（{cengciLabel(row.cengci)}）</span> : null}
                      {row.group_majors?.length ? <span className="gk-report__code">含：{row.group_majors.join('、')}</span> : null}
                      {/* Majors the family picked from the college's 开设专业 (the province names none), each 以招生计划为准. */}
                      {picksFromCatalogue(row) && picksOf(row).length > 0 ? <span className="gk-report__code">所选专业：{picksOf(row).map(pickLabel).join('、')}</span> : null}
                    </td>
                    <td>
                      {band ? (
                        <span className="gk-vol-band" data-band={band}>
                          {band}
                        </span>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{line ?? '—'}</td>
                    {withProbability ? <td>{p === null || !Number.isFinite(p) ? '—' : `${Math.round(p * 100)}%`}</td> : null}
                    <td>{String(row.current_year_min_score ?? '—')}</td>
                    <td>{String(row.qu_year_min_score ?? '—')}</td>
                    <td>{String(row.qian_year_min_score ?? '—')}</td>
                    <td>{String(row.planned_number ?? '—')}</td>
                    <td>{tuitionLabel(row.tuition_fee)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </section>

      <HealthCheck rows={rows} score={score} province={plan.province} />

      <section aria-labelledby="gk-report-quarter" className="gk-report__quarter">
        <h2 id="gk-report-quarter">分数与位次</h2>
        {quarter.loading ? <p>{MSG.loading}</p> : <QuarterCharts seat={quarter.seat} scoreNum={quarter.scoreNum} plan={plan} width={620} />}
      </section>

      <footer className="gk-report__foot">
        <section aria-labelledby="gk-report-disclaimer">
          <h2 id="gk-report-disclaimer">免责声明</h2>
          <ol>
            {DISCLAIMER.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
        <div className="gk-report__qr">
          <QrCode value={siteUrl} size={REPORT_QR_PX} label="扫码访问高考志愿填报助手" caption={`扫码访问 ${siteUrl}`} />
        </div>
      </footer>
    </article>
  );
}
