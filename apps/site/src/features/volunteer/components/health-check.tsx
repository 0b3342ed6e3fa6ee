import { useMemo } from 'react';
import { planHealthCheck } from 'gaokao-domain';
import { healthRows } from '../model/rows';
import type { ResultRow } from '../model/types';

/** 志愿表体检 on tab 4: what may go wrong with the list as it stands, each finding naming its rows. */
export function HealthCheck(props: { rows: readonly ResultRow[]; score: number }) {
  const findings = useMemo(() => planHealthCheck(healthRows(props.rows, props.score)), [props.rows, props.score]);
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
              {f.kind === 'gap' || f.kind === 'nowhere' ? null : <span className="gk-muted">（第{f.rows.join('、')}个志愿）</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
