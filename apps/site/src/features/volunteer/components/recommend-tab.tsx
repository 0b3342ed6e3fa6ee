import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'gaokao-ui';
import { vcall } from '../api/volunteer-api';
import { afterLoad, FIRST_PAGE, type PageState } from '../model/paging';
import { DEFAULT_DOWN_SCORE, DEFAULT_UP_SCORE, RECOMMEND_PAGE_SIZE, type ResultRow, type Years } from '../model/types';
import { Pager } from './pager';
import { ScreenTable } from './screen-table';
import { useRowToggle } from './use-row-toggle';
import { useWorkspace } from './workspace-context';
import { OneKeyFillDialog } from '../dialogs/one-key-fill-dialog';
import { SmartFilterDialog } from '../dialogs/smart-filter-dialog';

const FilterDialogs = lazy(() => import('../dialogs/filter-dialogs'));

type FilterKind = 'major' | 'college' | 'other';

/** Tab 1 智能推荐专业: the recommendation screen, 500 rows a page, with its filters and one-key fill. */
export function RecommendTab() {
  const ws = useWorkspace();
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [years, setYears] = useState<Partial<Years> | null>(null);
  const [paging, setPaging] = useState<PageState>(FIRST_PAGE);
  const [loading, setLoading] = useState(false);
  const [band, setBand] = useState({ up: DEFAULT_UP_SCORE, down: DEFAULT_DOWN_SCORE });
  const [dialog, setDialog] = useState<null | 'fill' | 'smart' | FilterKind>(null);
  const [reload, setReload] = useState(0);
  const seq = useRef(0);
  const { toggle, pending } = useRowToggle(setRows);

  const load = useCallback(
    async (page: number) => {
      const mine = ++seq.current;
      setLoading(true);
      try {
        const reply = await vcall('collegeIntellScreen', {
          aspid: ws.plan.volunteer_id,
          up_score: band.up,
          down_score: band.down,
          page,
          pageSize: RECOMMEND_PAGE_SIZE,
        });
        if (mine !== seq.current) return;
        const list = reply.data?.list ?? [];
        setRows(list);
        setYears(reply.data?.object ?? null);
        setPaging(afterLoad(page, RECOMMEND_PAGE_SIZE, list.length, reply.data?.count));
      } catch {
        if (mine === seq.current) setPaging({ page, more: false });
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [ws.plan.volunteer_id, band],
  );

  // One-key fill spreads over the recommendation's whole score range, so it reads every page (at most 20 × 500).
  const loadAll = useCallback(async (): Promise<ResultRow[]> => {
    const all: ResultRow[] = [];
    for (let page = 1; page <= 20; page++) {
      const reply = await vcall('collegeIntellScreen', { aspid: ws.plan.volunteer_id, up_score: band.up, down_score: band.down, page, pageSize: RECOMMEND_PAGE_SIZE });
      const list = reply.data?.list ?? [];
      all.push(...list);
      if (list.length < RECOMMEND_PAGE_SIZE || all.length >= Number(reply.data?.count ?? 0)) break;
    }
    return all;
  }, [ws.plan.volunteer_id, band]);

  useEffect(() => {
    setRows([]);
    setPaging(FIRST_PAGE);
    void load(1);
  }, [load, reload]);

  return (
    <div>
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
      <ScreenTable label="智能推荐专业" rows={rows} years={years} loading={loading} onToggle={(r, a) => void toggle(r, a)} pending={pending} />
      <Pager state={paging} rows={rows.length} loading={loading} onPage={(page) => void load(page)} />
      <OneKeyFillDialog
        open={dialog === 'fill'}
        onClose={() => setDialog(null)}
        loadCandidates={loadAll}
        onFilled={() => setReload((n) => n + 1)}
      />
      <SmartFilterDialog
        open={dialog === 'smart'}
        value={band}
        onClose={() => setDialog(null)}
        onApply={(next) => {
          setDialog(null);
          setBand(next);
        }}
      />
      {dialog === 'major' || dialog === 'college' || dialog === 'other' ? (
        <Suspense fallback={null}>
          <FilterDialogs kind={dialog} onClose={() => setDialog(null)} onSaved={() => setReload((n) => n + 1)} />
        </Suspense>
      ) : null}
    </div>
  );
}
