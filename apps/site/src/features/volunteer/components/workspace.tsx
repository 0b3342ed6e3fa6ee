import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'gaokao-ui';
import { MSG, ROLE, wishlistMaxOf, wishlistUnitOf, listRowsOf } from 'gaokao-domain';
import { useUser } from '../../../lib/session';
import { listCountQuery } from '../api/queries';
import { TABS, type Plan, type TabId } from '../model/types';
import { readWorkspaceParams, writeWorkspaceParams, type WorkspaceParams } from '../model/url-state';
import { ListTab } from './list-tab';
import { PlanHeader } from './plan-header';
import { RecommendTab } from './recommend-tab';
import { SearchTab } from './search-tab';
import { WorkspaceContext, type WorkspaceValue } from './workspace-context';
import '../volunteer.css';

const EditVolunteerDialog = lazy(() => import('../dialogs/edit-volunteer-dialog'));
const RankChartDialog = lazy(() => import('../dialogs/rank-chart-dialog'));
const ReportView = lazy(() => import('../report/report-view'));

/** The workspace's part of the address (tab, page, band, 冲稳保, order) and a setter that pushes a history entry. */
export function useWorkspaceParams(): [WorkspaceParams, (change: Partial<WorkspaceParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readWorkspaceParams(search), [search]);
  const update = useCallback(
    (change: Partial<WorkspaceParams>) => {
      const next = writeWorkspaceParams(search, change);
      // Asking for what is shown already adds no history entry (back would seem to do nothing).
      if (next.toString() !== search.toString()) setSearch(next);
    },
    [search, setSearch],
  );
  return [params, update];
}

/** The wish-list filling workspace (part 2 §2): header, four tabs, dialogs and the printable report. */
export function Workspace({ plan }: { plan: Plan }) {
  const user = useUser();
  const client = useQueryClient();
  const [params, setParams] = useWorkspaceParams();
  const [dialog, setDialog] = useState<null | 'edit' | 'chart'>(null);
  const [report, setReport] = useState(false);
  const countQuery = useMemo(() => listCountQuery(plan.volunteer_id), [plan.volunteer_id]);
  const count = useQuery(countQuery).data ?? 0;
  // Rows the list holds: the form's groups × majors where a row is one major of a 院校专业组 (广东 270), else the list's size.
  const listMax = wishlistUnitOf(plan.province, plan.batch) === '专业组' ? wishlistMaxOf(plan.province, plan.batch) : listRowsOf(plan.province, plan.batch);

  const value = useMemo<WorkspaceValue>(
    () => ({
      plan,
      role: user?.role ?? ROLE.free,
      isZeng: user?.isZeng ?? 0,
      count,
      adjustCount: (delta) => client.setQueryData(countQuery.queryKey, (d) => ({ count: Math.max(0, (Number(d?.count) || 0) + delta) })),
      refreshCount: () => client.invalidateQueries({ queryKey: countQuery.queryKey }),
    }),
    [plan, user?.role, user?.isZeng, count, client, countQuery.queryKey],
  );

  if (report) {
    return (
      <WorkspaceContext value={value}>
        <Suspense fallback={<p className="gk-container">{MSG.generatingReport}</p>}>
          <ReportView onClose={() => setReport(false)} />
        </Suspense>
      </WorkspaceContext>
    );
  }

  const setPage = (page: number) => setParams({ page });
  return (
    <WorkspaceContext value={value}>
      <section className="gk-vol" aria-label="志愿填报工作台">
        <PlanHeader plan={plan} onEdit={() => setDialog('edit')} onChart={() => setDialog('chart')} />
        <Tabs
          label="志愿填报"
          value={String(params.tab)}
          onValueChange={(next) => setParams({ tab: Number(next) as TabId })}
          items={TABS.map((t) => ({
            value: String(t.id),
            label: t.label,
            ...(t.id === 4 ? { badge: `（${count}/${listMax}）` } : {}),
            content:
              t.id === 1 ? (
                <RecommendTab
                  page={params.page}
                  onPage={setPage}
                  scoreBand={params.scoreBand}
                  onScoreBand={(scoreBand) => setParams({ scoreBand })}
                  risk={params.risk}
                  onRisk={(risk) => setParams({ risk })}
                  order={params.order}
                  onOrder={(order) => setParams({ order })}
                />
              ) : t.id === 2 || t.id === 3 ? (
                // Keyed by tab: the two searches keep separate filters (part 2 §4).
                <SearchTab key={t.id} firstTime={t.id === 3} page={params.page} onPage={setPage} />
              ) : (
                <ListTab onReport={() => setReport(true)} />
              ),
          }))}
        />
      </section>
      {dialog === 'edit' ? (
        <Suspense fallback={null}>
          <EditVolunteerDialog onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog === 'chart' ? (
        <Suspense fallback={null}>
          <RankChartDialog onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </WorkspaceContext>
  );
}
