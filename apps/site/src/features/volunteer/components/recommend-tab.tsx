import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, RadioGroup } from 'gaokao-ui';
import { RISK_BANDS, type RiskBand, type ScoreBand } from 'gaokao-domain';
import { allRecommendationsQuery, recommendQuery } from '../api/queries';
import { afterLoad } from '../model/paging';
import { bandCounts, hasProbability, rowsInBand } from '../model/rows';
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

/** One sentence on what the bands mean (the 保 rule is the stricter reading of the spec's; see gaokao-domain risk/). */
const BAND_HELP = '冲：预估线高于你的分数；稳：你的分数高出预估线 0–15 分；保：高出 15 分以上，且有回测的省份还须达到该专业 99% 把握的分数线。';
const PROBABILITY_HELP = '录取概率：按本省本科类往年回测中同类专业预估线的误差，估算以你的分数被录取的比例。';

/**
 * Tab 1 智能推荐专业: the recommendation screen, 500 rows a page, with its filters and one-key fill. Page, score band
 * and 冲稳保 filter come from the address (the workspace owns them).
 */
export function RecommendTab(props: {
  page: number;
  onPage: (page: number) => void;
  scoreBand: ScoreBand;
  onScoreBand: (band: ScoreBand) => void;
  risk: RiskBand | null;
  onRisk: (risk: RiskBand | null) => void;
}) {
  const { page, scoreBand, risk } = props;
  const ws = useWorkspace();
  const aspid = ws.plan.volunteer_id;
  const [dialog, setDialog] = useState<null | 'fill' | 'smart' | FilterKind>(null);
  const input = { aspid, up_score: scoreBand.up, down_score: scoreBand.down, page, pageSize: RECOMMEND_PAGE_SIZE };
  const query = recommendQuery(input);
  // Another page of the same band keeps the rows on screen until the next arrive; another band starts empty (part 2 §4).
  const screen = useQuery({
    ...query,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1];
      return before && before.aspid === aspid && before.up_score === scoreBand.up && before.down_score === scoreBand.down ? previous : undefined;
    },
  });
  const { toggle, pending } = useRowToggle(query.queryKey);
  const allRows = screen.data?.list;
  const rows = useMemo(() => rowsInBand(allRows ?? [], Number(ws.plan.score), risk), [allRows, ws.plan.score, risk]);
  const counts = useMemo(() => bandCounts(allRows ?? [], Number(ws.plan.score)), [allRows, ws.plan.score]);
  const total = allRows?.length ?? 0;
  const riskOptions = [{ value: '', label: `全部 ${total}` }, ...RISK_BANDS.map((b) => ({ value: b, label: `${b} ${counts[b]}` }))];
  const paging = screen.isError ? { page, more: false } : afterLoad(page, RECOMMEND_PAGE_SIZE, allRows?.length ?? 0, screen.data?.count);
  // Read again each time one-key fill opens (is_result changes as rows are added).
  const candidates = useQuery({
    ...allRecommendationsQuery({ aspid, up_score: scoreBand.up, down_score: scoreBand.down, pageSize: RECOMMEND_PAGE_SIZE }),
    enabled: dialog === 'fill',
  });

  return (
    <div>
      <DataNotice page={screen.data} />
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
        <Button size="small" onClick={() => setDialog('fill')}>
          一键填报
        </Button>
      </div>
      <div className="gk-vol-risk">
        <RadioGroup
          label="冲稳保（本页）"
          options={riskOptions}
          value={risk ?? ''}
          onValueChange={(value) => props.onRisk(RISK_BANDS.find((b) => b === value) ?? null)}
        />
      </div>
      <p className="gk-muted">{BAND_HELP}</p>
      {hasProbability(allRows ?? []) ? <p className="gk-muted">{PROBABILITY_HELP}</p> : null}
      <ScreenTable label="智能推荐专业" rows={rows} years={screen.data?.object} loading={screen.isFetching} onToggle={toggle} pending={pending} />
      <PageFooter label="智能推荐分页" state={paging} rows={allRows?.length ?? 0} pageSize={RECOMMEND_PAGE_SIZE} loading={screen.isFetching} onPage={props.onPage} />
      <OneKeyFillDialog
        open={dialog === 'fill'}
        onClose={() => setDialog(null)}
        candidates={candidates.data}
        loading={candidates.isFetching || (candidates.data === undefined && !candidates.isError)}
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
          <FilterDialogs kind={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
