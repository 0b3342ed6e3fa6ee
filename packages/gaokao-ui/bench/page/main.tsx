/*
 * The bench page: renders either DataTable or a plain <table> of the same 10,000 rows (?mode=datatable|plain), then
 * measures time to first paint, rows in the DOM and frame times while scrolling through the whole table.
 * The result lands on window.__benchResult for the runner.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../src/styles/index';
import { DataTable } from '../../src/components/data-table/data-table';
import { makeSampleRows, type SampleRow } from '../../src/components/data-table/fixtures';
import { sampleColumns } from '../../src/components/data-table/sample-columns';

export interface BenchResult {
  mode: string;
  rows: number;
  firstRenderMs: number;
  /** The part of the first render spent in script (React render and commit), before style, layout and paint. */
  renderScriptMs: number;
  domRows: number;
  frames: number;
  worstFrameMs: number;
  /** Frames over 20 ms as `#index:ms`, to see where a slow one falls. */
  slowFrames: string;
  p95FrameMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Script time inside scroll event dispatch (the virtualizer's re-render runs there), per event. */
  worstScrollWorkMs: number;
  p95ScrollWorkMs: number;
  reachedEnd: boolean;
}

declare global {
  interface Window {
    __benchResult?: BenchResult;
    __benchError?: string;
    /** Set by the page once loaded; the runner then sets __benchGo (its own script is in the page by then). */
    __benchReady?: boolean;
    __benchGo?: boolean;
    /** Set once the first render is measured; the runner then reads CPU counters and sets __benchScroll. */
    __benchRendered?: boolean;
    __benchScroll?: boolean;
  }
}

function waitForFlag(read: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (read() ? resolve() : setTimeout(check, 20));
    check();
  });
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') === 'plain' ? 'plain' : 'datatable';
const count = Number(params.get('rows') ?? 10_000);
const selectable = params.get('select') !== '0';
const stickyColumns = Number(params.get('sticky') ?? 1);
const HEIGHT = 480;

const rows = makeSampleRows(count);
const getRowId = (row: SampleRow) => row.id;

function PlainTable() {
  return (
    <div data-testid="data-table-scroller" style={{ height: HEIGHT, overflow: 'auto', width: 960 }}>
      <table aria-label="院校列表">
        <thead style={{ position: 'sticky', top: 0, background: '#f5f7f9' }}>
          <tr>
            <th>院校名称</th>
            <th>省份</th>
            <th>最低分</th>
            <th>最低位次</th>
            <th>计划数</th>
            <th>备注</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{row.province}</td>
              <td>{row.score}</td>
              <td>{row.rank}</td>
              <td>{row.plan}</td>
              <td>{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function App() {
  if (mode === 'plain') return <PlainTable />;
  return (
    <div style={{ width: 960 }}>
      <DataTable label="院校列表" data={rows} columns={sampleColumns} getRowId={getRowId} height={HEIGHT} selectable={selectable} stickyColumns={stickyColumns} />
    </div>
  );
}

function afterPaint(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(): Promise<BenchResult> {
  const container = document.getElementById('root') as HTMLElement;
  // Wait for the runner: its first evaluation in the page (~18 ms of script) must not land inside the measurement.
  window.__benchReady = true;
  await waitForFlag(() => window.__benchGo === true);
  await afterPaint();
  const start = performance.now();
  performance.mark('bench-start');
  const root = createRoot(container);
  flushSync(() => root.render(<App />));
  const renderScriptMs = performance.now() - start;
  const painted = await afterPaint();
  performance.mark('bench-painted');
  const firstRenderMs = painted - start;
  const domRows = container.querySelectorAll('tbody tr').length;
  window.__benchRendered = true;
  await waitForFlag(() => window.__benchScroll === true);

  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });

  const scroller = container.querySelector<HTMLElement>('[data-testid="data-table-scroller"]') as HTMLElement;
  // Through the whole table in about four seconds of frames: a fast fling, the worst case for a virtual list.
  const step = Math.max(200, Math.ceil(scroller.scrollHeight / 240));
  const deltas: number[] = [];
  const work: number[] = [];
  let workStart = 0;
  scroller.addEventListener('scroll', () => {
    workStart = performance.now();
  }, { capture: true });
  // Registered after the table's own listener, so it runs once the table has re-rendered.
  scroller.addEventListener('scroll', () => {
    work.push(performance.now() - workStart);
  });
  await new Promise<void>((resolve) => {
    let last = performance.now();
    const tick = (now: number) => {
      deltas.push(now - last);
      last = now;
      const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
      if (atEnd || deltas.length > 2000) {
        resolve();
        return;
      }
      scroller.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
  await afterPaint();
  observer.disconnect();
  const lastIndex = String(count + 1);
  const reachedEnd =
    mode === 'plain'
      ? scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
      : container.querySelector(`tr[aria-rowindex="${lastIndex}"]`) !== null;
  return {
    mode,
    rows: count,
    firstRenderMs,
    renderScriptMs,
    domRows,
    frames: deltas.length,
    worstFrameMs: Math.max(...deltas),
    slowFrames: `${deltas.flatMap((d, i) => (d > 20 ? [`#${i}:${d.toFixed(0)}`] : [])).join(' ')}; first scroll handlers ${work.slice(0, 6).map((w) => w.toFixed(1)).join(' ')} ms`,
    p95FrameMs: percentile(deltas, 95),
    longTasks: longTasks.length,
    longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    worstScrollWorkMs: work.length ? Math.max(...work) : 0,
    p95ScrollWorkMs: percentile(work, 95),
    reachedEnd,
  };
}

run().then(
  (result) => {
    window.__benchResult = result;
  },
  (error: unknown) => {
    window.__benchError = String(error instanceof Error ? error.stack : error);
  },
);
