import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, RadioGroup } from 'gaokao-ui';
import { RISK_BAND_HELP, RISK_BANDS, SCREEN_ORDER_LABELS, SCREEN_ORDERS, type RiskBand, type ScoreBand, type ScreenOrder } from 'gaokao-domain';
import { allRecommendationsQuery, bandCountsQuery, planDatasetQuery, recommendQuery } from '../api/queries';
import { afterLoad } from '../model/paging';
import { hasProbability, probabilityAbsentNote } from '../model/rows';
import { RECOMMEND_PAGE_SIZE } from '../model/types';
import { DataNotice } from './data-notice';
import { PageFooter } from './page-footer';
import { ScreenTable } from './screen-table';
import { useRowToggle } from './use-row-toggle';
import { useWorkspace } from './workspace-context';
import { OneKeyFillDialog } from '../dialogs/one-key-fill-dialog';
import { SmartFilterDialog } from '../dialogs/smart-filter-dialog';

const FilterDialogs = lazy(() => import('../dialogs/filter-dialogs'));

type FilterKind = 'major' | 'college' | 'other';

const ORDER_HELP = '按匹配度：冲、稳、保轮流排列，冲从预估线最接近你分数的开始，稳和保从预估线最高的开始；按预估线：预估线从高到低。';
const PROBABILITY_HELP = '录取概率：按本省本科类往年回测中同类专业预估线的误差，估算以你的分数被录取的比例。';

/**
 * Tab 1 智能推荐专业: the recommendation screen, 500 rows a page, with its filters and one-key fill. Page, score band,
 * 冲稳保 filter and order come from the address (the workspace owns them); the server filters and orders the whole
 * screen and counts its bands.
 */
export function RecommendTab(props: {
  page: number;
  onPage: (page: number) => void;
  scoreBand: ScoreBand;
  onScoreBand: (band: ScoreBand) => void;
  risk: RiskBand | null;
  onRisk: (risk: RiskBand | null) => void;
  order: ScreenOrder;
  onOrder: (order: ScreenOrder) => void;
}) {
  const { page, scoreBand, risk, order } = props;
  const ws = useWorkspace();
  const aspid = ws.plan.volunteer_id;
  // The plan's data marker (loaded before the workspace opens) stands for this tab's own until its reply arrives.
  const planDataset = useQuery(planDatasetQuery(ws.plan.volunteer_id)).data;
  const [dialog, setDialog] = useState<null | 'fill' | 'smart' | FilterKind>(null);
  const input = { aspid, up_score: scoreBand.up, down_score: scoreBand.down, page, pageSize: RECOMMEND_PAGE_SIZE, order, ...(risk ? { band: risk } : {}) };
  const query = recommendQuery(input);
  // Another page of the same screen keeps the rows on screen until the next arrive; another band, 冲稳保 filter or
  // order starts empty (part 2 §4).
  const screen = useQuery({
    ...query,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1];
      return before && before.aspid === aspid && before.up_score === scoreBand.up && before.down_score === scoreBand.down && before.band === input.band && before.order === order
        ? previous
        : undefined;
    },
  });
  const { toggle, pending } = useRowToggle(query.queryKey);
  const rows = screen.data?.list ?? [];
  const absentNote = probabilityAbsentNote(rows);
  // The counts are the whole screen's, asked once per plan and score band: another 冲稳保 filter, order or page keeps them.
  const counts = useQuery(bandCountsQuery({ aspid, up_score: scoreBand.up, down_score: scoreBand.down })).data ?? null;
  const total = counts ? counts.冲 + counts.稳 + counts.保 : null;
  const chip = (n: number | null | undefined) => (n == null ? '' : ` ${n}`);
  const riskOptions = [{ value: '', label: `全部${chip(total)}` }, ...RISK_BANDS.map((b) => ({ value: b, label: `${b}${chip(counts?.[b])}` }))];
  const orderOptions = SCREEN_ORDERS.map((o) => ({ value: o, label: SCREEN_ORDER_LABELS[o] }));
  const paging = screen.isError ? { page, more: false } : afterLoad(page, RECOMMEND_PAGE_SIZE, rows.length, screen.data?.count);
  // Read again each time one-key fill opens (is_result changes as rows are added): every row by line, whatever the
  // filter and order on screen.
  // One-key fill's own range starts as the screen's band each time the dialog opens; the family may change it there.
  const [fillRange, setFillRange] = useState<ScoreBand>(scoreBand);
  const candidates = useQuery({
    ...allRecommendationsQuery({ aspid, up_score: fillRange.up, down_score: fillRange.down, pageSize: RECOMMEND_PAGE_SIZE, order: 'line' }),
    enabled: dialog === 'fill',
  });
  const openFill = () => {
    setFillRange(scoreBand);
    setDialog('fill');
  };

  return (
    <div>
      <DataNotice page={screen.data ?? planDataset} plan={ws.plan} />
      <div className="gk-vol-toolbar" role="toolbar" aria-label="智能推荐操作">
        <Button size="small" variant="outline" onClick={() => setDialog('major')}>
          专业筛选
        </Button>
        <Button size="small" variant="outline" onClick={() => setDialog('college')}>
          院校筛选
        </Button>
        <Button size="small" variant="outline" onClick={() => setDialog('other')}>
          其他筛选
        </Button>
        <Button size="small" variant="outline" onClick={() => setDialog('smart')}>
          智能筛选
        </Button>
        <Button size="small" onClick={openFill}>
          一键填报
        </Button>
      </div>
      <div className="gk-vol-risk">
        <RadioGroup
          label="冲稳保"
          options={riskOptions}
          value={risk ?? ''}
          onValueChange={(value) => props.onRisk(RISK_BANDS.find((b) => b === value) ?? null)}
        />
        <RadioGroup label="排序" options={orderOptions} value={order} onValueChange={(value) => props.onOrder(SCREEN_ORDERS.find((o) => o === value) ?? 'match')} />
      </div>
      <p className="gk-muted">{RISK_BAND_HELP}</p>
      <p className="gk-muted">{ORDER_HELP}</p>
      {hasProbability(rows) ? <p className="gk-muted">{PROBABILITY_HELP}</p> : absentNote ? <p className="gk-muted">{absentNote}</p> : null}
      <ScreenTable label="智能推荐专业" rows={rows} years={screen.data?.object} ratingsDemo={screen.data?.ratings_dataset === 'demo'} loading={screen.isFetching} onToggle={toggle} pending={pending} />
      <PageFooter label="智能推荐分页" state={paging} rows={rows.length} pageSize={RECOMMEND_PAGE_SIZE} loading={screen.isFetching} onPage={props.onPage} />
      <OneKeyFillDialog
        open={dialog === 'fill'}
        onClose={() => setDialog(null)}
        candidates={candidates.data?.rows}
        total={candidates.data?.total}
        loading={candidates.isFetching || (candidates.data === undefined && !candidates.isError)}
        range={fillRange}
        onRange={setFillRange}
      />
      <SmartFilterDialog
        open={dialog === 'smart'}
        value={scoreBand}
        onClose={() => setDialog(null)}
        onApply={(next) => {
          setDialog(null);
          props.onScoreBand(next);
        }}
      />
      {dialog === 'major' || dialog === 'college' || dialog === 'other' ? (
        <Suspense fallback={null}>
          <FilterDialogs kind={dialog} onClose={() => setDialog(null)} ratingsDemo={screen.data?.ratings_dataset === 'demo'} />
        </Suspense>
      ) : null}
    </div>
  );
}
