import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'gaokao-ui';
import { canonicalBatch } from 'gaokao-domain';
import { planDatasetQuery } from '../api/queries';
import type { Plan } from '../model/types';
import { DataNotice } from './data-notice';
import * as paths from '../../../config/paths';

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement != null);
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle];
}

/** The plan header (part 2 §2): who, where, score and rank, subjects, batch; the 专科 batch adds its own rank. */
export function PlanHeader({ plan, onEdit, onChart }: { plan: Plan; onEdit: () => void; onChart: () => void }) {
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const dataset = useQuery(planDatasetQuery(plan.volunteer_id)).data;
  const vocational = canonicalBatch(plan.batch).includes('专科'); // 浙江 普通类二段 too
  const facts: [string, string][] = [
    ['省份', plan.province || '—'],
    ['分数', plan.score == null ? '—' : String(plan.score)],
    ['位次', plan.paiming ? String(plan.paiming) : '—'],
    ['科目组', `${plan.group_d || '—'}${plan.subject ? `（${plan.subject}）` : ''}`],
    ['批次', plan.batch || '—'],
  ];
  if (vocational) facts.push(['专科批位次', plan.zpaiming ? String(plan.zpaiming) : '—']);
  return (
    <header className="gk-plan-head gk-vol-head">
      <div className="gk-vol-head__title">
        <h1>{plan.name ? `${plan.name}的志愿方案` : '我的志愿方案'}</h1>
        {plan.title ? <p className="gk-muted">{plan.title}</p> : null}
        <DataNotice page={dataset} />
      </div>
      <dl className="gk-plan-head__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label="志愿页操作" className="gk-plan-head__actions gk-no-print">
        <Button size="small" variant="outline" onClick={onEdit}>
          修改志愿信息
        </Button>
        <Button size="small" variant="outline" onClick={onChart}>
          位次分数图
        </Button>
        <Button size="small" variant="outline" aria-pressed={fullscreen} onClick={toggleFullscreen}>
          {fullscreen ? '退出全屏' : '全屏'}
        </Button>
        <Link to={paths.member}>个人中心</Link>
        <Link to={paths.home}>返回首页</Link>
      </nav>
    </header>
  );
}
