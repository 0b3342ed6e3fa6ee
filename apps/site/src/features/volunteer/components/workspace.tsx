import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Tabs } from 'gaokao-ui';
import { appStore } from '../../../stores/app-store';
import { vcall } from '../api/volunteer-api';
import { TABS, type Plan, type TabId } from '../model/types';
import { ListTab } from './list-tab';
import { PlanHeader } from './plan-header';
import { RecommendTab } from './recommend-tab';
import { SearchTab } from './search-tab';
import { WorkspaceContext, type WorkspaceValue } from './workspace-context';
import '../volunteer.css';

const EditVolunteerDialog = lazy(() => import('../dialogs/edit-volunteer-dialog'));
const RankChartDialog = lazy(() => import('../dialogs/rank-chart-dialog'));
const ReportView = lazy(() => import('../report/report-view'));

/** Tab from ?n=… (the home page links /Volunteer?n=3 for new colleges and majors). */
function initialTab(): TabId {
  const n = Number(new URLSearchParams(window.location.search).get('n'));
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : 1;
}

/** The wish-list filling workspace (part 2 §2): header, four tabs, dialogs and the printable report. */
export function Workspace({ plan: initialPlan }: { plan: Plan }) {
  const user = useSnapshot(appStore).userinfo;
  const [plan, setPlan] = useState(initialPlan);
  const [tab, setTab] = useState<TabId>(initialTab);
  const [count, setCount] = useState(0);
  const [listVersion, setListVersion] = useState(0);
  const [dialog, setDialog] = useState<null | 'edit' | 'chart'>(null);
  const [report, setReport] = useState(false);
  const [screensVersion, setScreensVersion] = useState(0);

  const refreshCount = useCallback(async () => {
    try {
      const reply = await vcall('currentCount', { aspid: plan.volunteer_id });
      setCount(Number(reply.data?.count) || 0);
    } catch {
      // Shown by the network layer.
    }
  }, [plan.volunteer_id]);

  useEffect(() => {
    void refreshCount();
  }, [refreshCount]);

  const value = useMemo<WorkspaceValue>(
    () => ({
      plan,
      role: user?.role ?? 1,
      isZeng: user?.isZeng ?? 0,
      count,
      adjustCount: (delta) => setCount((c) => Math.max(0, c + delta)),
      refreshCount,
      listVersion,
      listChanged: () => setListVersion((v) => v + 1),
    }),
    [plan, user?.role, user?.isZeng, count, refreshCount, listVersion],
  );

  if (report) {
    return (
      <WorkspaceContext value={value}>
        <Suspense fallback={<p className="gk-container">正在生成报告…</p>}>
          <ReportView onClose={() => setReport(false)} />
        </Suspense>
      </WorkspaceContext>
    );
  }

  return (
    <WorkspaceContext value={value}>
      <section className="gk-vol" aria-label="志愿填报工作台">
        <PlanHeader plan={plan} onEdit={() => setDialog('edit')} onChart={() => setDialog('chart')} />
        {/* Keyed by tab (and plan changes): a tab change starts again at page 1 with an empty list (part 2 §4). */}
        <Tabs
          label="志愿填报"
          value={String(tab)}
          onValueChange={(next) => setTab(Number(next) as TabId)}
          items={TABS.map((t) => ({
            value: String(t.id),
            label: t.label,
            ...(t.id === 4 ? { badge: `（${count}/96）` } : {}),
            content:
              t.id === 1 ? <RecommendTab key={`1-${screensVersion}`} />
              : t.id === 2 ? <SearchTab key={`2-${screensVersion}`} firstTime={false} />
              : t.id === 3 ? <SearchTab key={`3-${screensVersion}`} firstTime />
              : <ListTab onReport={() => setReport(true)} />,
          }))}
        />
      </section>
      {dialog === 'edit' ? (
        <Suspense fallback={null}>
          <EditVolunteerDialog
            onClose={() => setDialog(null)}
            onSaved={(next) => {
              setPlan(next);
              setDialog(null);
              setScreensVersion((v) => v + 1);
              setListVersion((v) => v + 1);
              void refreshCount();
            }}
          />
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
