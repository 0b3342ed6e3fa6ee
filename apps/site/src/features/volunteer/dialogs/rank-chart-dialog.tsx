import { useQuery } from '@tanstack/react-query';
import { Dialog, RankChart, ScoreChart } from 'gaokao-ui';
import { bandRanks, bandRanksHelp, buildRankTable, MSG, onScoreAxis } from 'gaokao-domain';
import { quarterQuery } from '../api/queries';
import type { Pair } from '../model/quarter';
import type { Plan } from '../model/types';
import { useWorkspace } from '../components/workspace-context';

/** The plan's rank/score pairs; a failed read draws no chart (暂无数据), as the call is quiet. */
export function useQuarter(aspid: number): { seat: Pair[]; scoreNum: Pair[]; loading: boolean } {
  const quarter = useQuery(quarterQuery(aspid));
  return { seat: quarter.data?.seat ?? [], scoreNum: quarter.data?.scoreNum ?? [], loading: quarter.isPending && !quarter.isError };
}

/**
 * 冲/稳/保 read by 位次 at the plan's score (gaokao-domain `bandRanks`), from the table the server reads the rows'
 * 位次 in (`score_num`: every line of it); null when the pairs do not make a table or it does not reach both bounds.
 */
export function bandRanksNote(scoreNum: readonly Pair[], score: number): string | null {
  if (scoreNum.length === 0) return null;
  try {
    const ranks = bandRanks(buildRankTable(scoreNum.map((p) => ({ score: p.score, count: p.value }))), score);
    return ranks ? bandRanksHelp(ranks) : null;
  } catch {
    // A repeated score or a count that is no whole number: no table, so no reading (the charts still draw).
    return null;
  }
}

/**
 * The applicant's rank/score pairs drawn by gaokao-ui: rank by score on the domain's 150–700 axis, and score by rank up
 * to the applicant's own rank plus 5000 (part 1 §2, §9; gaokao-domain `rankAxisMax`), so the marked score and rank are
 * always on the chart. With the table's lines (`scoreNum`), the bands read by 位次 under the charts.
 */
export function QuarterCharts({ seat, scoreNum = [], plan, width = 560 }: { seat: Pair[]; scoreNum?: readonly Pair[]; plan: Plan; width?: number }) {
  const points = seat.filter((p) => onScoreAxis(p.score)).map((p) => ({ score: p.score, rank: p.value }));
  if (points.length === 0) return <p>{MSG.noData}</p>;
  const rank = Number(plan.paiming);
  const highlight = Number.isFinite(rank) && rank > 0 ? { score: Number(plan.score), rank } : undefined;
  const reading = bandRanksNote(scoreNum, Number(plan.score));
  return (
    <div className="gk-vol-charts">
      {reading ? <p className="gk-muted">{reading}</p> : null}
      <ScoreChart points={points} width={width} {...(highlight ? { highlight } : {})} />
      <RankChart points={seat.map((p) => ({ score: p.score, rank: p.value }))} width={width} {...(highlight ? { highlight } : {})} />
    </div>
  );
}

export default function RankChartDialog({ onClose }: { onClose: () => void }) {
  const ws = useWorkspace();
  const { seat, scoreNum, loading } = useQuarter(ws.plan.volunteer_id);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="位次分数图"
      size="large"
    >
      {loading ? <p>{MSG.loading}</p> : <QuarterCharts seat={seat} scoreNum={scoreNum} plan={ws.plan} />}
    </Dialog>
  );
}
