import { useMemo } from 'react';
import { healthGroupForm, planHealthCheck } from 'gaokao-domain';
import { healthRows } from '../model/rows';
import type { ResultRow } from '../model/types';

/**
 * 志愿表体检 on tab 4: what may go wrong with the list as it stands, each finding naming its rows — among them the
 * slots it wastes (gaokao-domain `planHealthCheck` at the student's score: 冲 too unlikely, 保 too far below). In a 院校专业组
 * province the list is also read as its groups (gaokao-domain `healthGroupForm`): 调剂 and 退档 risks, and a college
 * counted by its groups; those findings name the group, whose 志愿 number is the group's place on the official form.
 */
export function HealthCheck(props: { rows: readonly ResultRow[]; score: number; province?: string | undefined }) {
  const findings = useMemo(
    () => planHealthCheck(healthRows(props.rows, props.score), {}, healthGroupForm(props.rows, { province: props.province, score: props.score }), props.score),
    [props.rows, props.score, props.province],
  );
  if (props.rows.length === 0) return null;
  return (
    <section className="gk-vol-health" aria-labelledby="gk-vol-health-title">
      <h3 id="gk-vol-health-title" className="gk-vol-health__title">
        志愿表体检
      </h3>
      {findings.length === 0 ? (
        <p className="gk-muted">未发现问题。</p>
      ) : (
        <ul className="gk-vol-health__list">
          {findings.map((f) => (
            <li key={`${f.kind}:${f.rows.join(',')}`} data-kind={f.kind}>
              {f.message}
              {f.kind === 'gap' || f.kind === 'nowhere' || f.kind === 'tiaoji' || f.kind === 'tuidang' ? null : <span className="gk-muted">（第{f.rows.join('、')}个志愿）</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
