import { useEffect, useState } from 'react';
import { Dialog, RankChart, ScoreChart } from 'gaokao-ui';
import { vcall } from '../api/volunteer-api';
import { readPairs, SCORE_AXIS, type Pair } from '../model/quarter';
import type { Plan } from '../model/types';
import { useWorkspace } from '../components/workspace-context';

export function useQuarter(aspid: number): { seat: Pair[]; scoreNum: Pair[]; loading: boolean } {
  const [state, setState] = useState<{ seat: Pair[]; scoreNum: Pair[]; loading: boolean }>({ seat: [], scoreNum: [], loading: true });
  useEffect(() => {
    let live = true;
    vcall('getOnequarter', { aspid }, { quiet: true })
      .then((reply) => {
        if (!live) return;
        setState({ seat: readPairs(reply.data?.seat, ['seat', 'paiming', 'rank']), scoreNum: readPairs(reply.data?.score_num, ['num', 'count', 'number']), loading: false });
      })
      .catch(() => live && setState({ seat: [], scoreNum: [], loading: false }));
    return () => {
      live = false;
    };
  }, [aspid]);
  return state;
}

/**
 * The applicant's rank/score pairs drawn by gaokao-ui: rank by score on the 150–700 axis, and score by rank up to the
 * first rank plus 5000 (part 1 §2, §9); the user's own score and rank are marked.
 */
export function QuarterCharts({ seat, plan, width = 560 }: { seat: Pair[]; plan: Plan; width?: number }) {
  const points = seat.filter((p) => p.score >= SCORE_AXIS[0] && p.score <= SCORE_AXIS[1]).map((p) => ({ score: p.score, rank: p.value }));
  if (points.length === 0) return <p>暂无数据</p>;
  const rank = Number(plan.paiming);
  const highlight = Number.isFinite(rank) && rank > 0 ? { score: Number(plan.score), rank } : undefined;
  return (
    <div className="gk-vol-charts">
      <ScoreChart points={points} width={width} {...(highlight ? { highlight } : {})} />
      <RankChart points={seat.map((p) => ({ score: p.score, rank: p.value }))} width={width} {...(highlight ? { highlight } : {})} />
    </div>
  );
}

export default function RankChartDialog({ onClose }: { onClose: () => void }) {
  const ws = useWorkspace();
  const { seat, loading } = useQuarter(ws.plan.volunteer_id);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="位次分数图"
      size="large"
    >
      {loading ? <p>加载中…</p> : <QuarterCharts seat={seat} plan={ws.plan} />}
    </Dialog>
  );
}
