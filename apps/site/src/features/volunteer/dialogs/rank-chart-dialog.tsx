import { useEffect, useState } from 'react';
import { Dialog } from 'gaokao-ui';
import { vcall } from '../api/volunteer-api';
import { rankAxisMax, readPairs, SCORE_AXIS, type Pair } from '../model/quarter';
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

/** The rank/score pairs of the applicant's province and group, as a table the charts are drawn from. */
export function QuarterTable({ seat, scoreNum }: { seat: Pair[]; scoreNum: Pair[] }) {
  const counts = new Map(scoreNum.map((p) => [p.score, p.value]));
  const rows = seat.filter((p) => p.score >= SCORE_AXIS[0] && p.score <= SCORE_AXIS[1]);
  if (rows.length === 0) return <p>暂无数据</p>;
  return (
    <div className="gk-vol-quarter">
      <p className="gk-hint">
        分数轴 {SCORE_AXIS[0]}–{SCORE_AXIS[1]} 分；位次轴 0–{rankAxisMax(seat)}。
      </p>
      <table className="gk-vol-quarter__table">
        <caption className="gk-visually-hidden">分数与位次</caption>
        <thead>
          <tr>
            <th scope="col">分数</th>
            <th scope="col">位次</th>
            <th scope="col">同分人数</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 60).map((p) => (
            <tr key={p.score}>
              <td>{p.score}</td>
              <td>{p.value}</td>
              <td>{counts.get(p.score) ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      {loading ? <p>加载中…</p> : <QuarterTable seat={seat} scoreNum={scoreNum} />}
    </Dialog>
  );
}
