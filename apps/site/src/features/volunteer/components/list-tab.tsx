import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, ConfirmDialog } from 'gaokao-ui';
import { MSG, validateImportFileName } from 'gaokao-domain';
import { showMessageBox, showToast } from '../../../stores/feedback-store';
import { vcall } from '../api/volunteer-api';
import { batches, progressPercent, sheetToItems } from '../io/import-rows';
import { looksLikeSpreadsheet } from '../io/sniff';
import type { ResultRow, Years } from '../model/types';
import { ScreenTable } from './screen-table';
import { useRowToggle } from './use-row-toggle';
import { useWorkspace } from './workspace-context';

const SortDialog = lazy(() => import('../dialogs/sort-dialog'));

const NATURES = ['', '公办', '民办', '独立学院', '中外合作办学', '内地与港澳台地区合作办学'];
interface Query {
  collegeName: string;
  specialty_title: string;
  collegeProvince: string;
  collegeNature: string;
}
const EMPTY: Query = { collegeName: '', specialty_title: '', collegeProvince: '', collegeNature: '' };

/** Tab 4 志愿单: the ordered wish list with its filters, sorting, report, import and export. */
export function ListTab({ onReport }: { onReport: () => void }) {
  const ws = useWorkspace();
  const id = useId();
  const [draft, setDraft] = useState<Query>(EMPTY);
  const [query, setQuery] = useState<Query>(EMPTY);
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [years, setYears] = useState<Partial<Years> | null>(null);
  const [loading, setLoading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sorting, setSorting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  const { toggle, pending } = useRowToggle(setRows, 'list');

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const reply = await vcall('collegeResultScreen', { aspid: ws.plan.volunteer_id, ...query, page: 1, pageSize: 96 });
      if (mine !== seq.current) return;
      setRows(reply.data?.list ?? []);
      setYears(reply.data?.object ?? null);
    } catch {
      // Shown by the network layer.
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [ws.plan.volunteer_id, query]);

  useEffect(() => {
    void load();
  }, [load, ws.listVersion]);

  const clearHighlight = async () => {
    try {
      const reply = await vcall('clearResultData', { aspid: ws.plan.volunteer_id });
      showToast(reply.msg || MSG.operationDone, 'success');
      ws.listChanged();
    } catch {
      // Shown by the network layer.
    }
  };

  const deleteAll = async () => {
    setConfirmDelete(false);
    try {
      const reply = await vcall('deleteAll', { aspid: ws.plan.volunteer_id });
      showToast(reply.msg || MSG.deleteDone, 'success');
      ws.listChanged();
      await ws.refreshCount();
    } catch {
      // Shown by the network layer.
    }
  };

  const exportList = async () => {
    try {
      const reply = await vcall('exportResultData', { aspid: ws.plan.volunteer_id });
      const { downloadFile } = await import('../io/spreadsheet');
      if (reply.data?.file) downloadFile(reply.data.file, reply.data.filename || '志愿单.xlsx');
    } catch {
      // Shown by the network layer.
    }
  };

  const importFile = async (file: File) => {
    const check = validateImportFileName(file.name);
    if (!check.ok || !looksLikeSpreadsheet(new Uint8Array(await file.slice(0, 8).arrayBuffer()))) {
      showMessageBox(MSG.wrongFileType);
      return;
    }
    setProgress(0);
    try {
      const { readSheetRows } = await import('../io/spreadsheet');
      let items;
      try {
        items = sheetToItems(await readSheetRows(file), ws.plan.volunteer_id);
      } catch {
        items = null;
      }
      if (!items) {
        showMessageBox(MSG.wrongFileType);
        return;
      }
      const parts = batches(items);
      for (let i = 0; i < parts.length; i++) {
        await vcall('importResultData', { list: parts[i] ?? [] });
        setProgress(progressPercent(i + 1, parts.length));
      }
      showToast(MSG.importDone, 'success');
    } catch {
      // A refused batch: the network layer showed the server's message; earlier batches stay imported.
    } finally {
      setProgress(null);
      ws.listChanged();
      await ws.refreshCount();
    }
  };

  const field = (key: keyof Query, label: string) => (
    <div className="gk-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} className="gk-input" value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
    </div>
  );

  return (
    <div>
      <form
        className="gk-vol-filters"
        aria-label="志愿单筛选"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...draft, collegeName: draft.collegeName.trim(), specialty_title: draft.specialty_title.trim(), collegeProvince: draft.collegeProvince.trim() });
        }}
      >
        {field('collegeName', '院校')}
        {field('specialty_title', '专业')}
        {field('collegeProvince', '省份')}
        <div className="gk-field">
          <label htmlFor={`${id}-nature`}>性质</label>
          <select id={`${id}-nature`} className="gk-input" value={draft.collegeNature} onChange={(event) => setDraft({ ...draft, collegeNature: event.target.value })}>
            {NATURES.map((n) => (
              <option key={n} value={n}>
                {n || '全部'}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="small">
          筛选
        </Button>
      </form>
      <div className="gk-vol-toolbar" role="toolbar" aria-label="志愿单操作">
        <Button size="small" variant="outline" onClick={() => void clearHighlight()}>
          清除高亮
        </Button>
        <Button size="small" variant="outline" tone="danger" disabled={ws.count === 0} onClick={() => setConfirmDelete(true)}>
          全部删除
        </Button>
        <Button size="small" variant="outline" disabled={ws.count === 0} onClick={() => setSorting(true)}>
          专业排序
        </Button>
        <Button size="small" variant="outline" onClick={onReport}>
          查看报告
        </Button>
        <Button size="small" variant="outline" loading={progress !== null} onClick={() => fileInput.current?.click()}>
          导入
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".xlsx,.xls"
          aria-label="选择要导入的志愿单文件"
          className="gk-visually-hidden"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button size="small" variant="outline" disabled={ws.count === 0} onClick={() => void exportList()}>
          导出
        </Button>
        {progress !== null ? (
          <span role="status" className="gk-vol-progress">
            正在导入 {progress}%
          </span>
        ) : null}
      </div>
      <ScreenTable label="志愿单" rows={rows} years={years} loading={loading} onToggle={(r, a) => void toggle(r, a)} pending={pending} />
      {!loading && rows.length > 0 ? <p className="gk-vol-pager__end">没有更多数据了</p> : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="提示"
        message={MSG.deleteAllConfirm}
        tone="danger"
        onConfirm={() => void deleteAll()}
      />
      {sorting ? (
        <Suspense fallback={null}>
          <SortDialog
            onClose={() => setSorting(false)}
            onSaved={() => {
              setSorting(false);
              ws.listChanged();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
