import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfirmDialog, Input, Select } from 'gaokao-ui';
import { MSG, groupFormLimits, listUnitOf, sortWording, validateImportFileName, listRowsOf } from 'gaokao-domain';
import { showMessageBox, showToast } from '../../../stores/feedback-store';
import { useClearHighlight, useDeleteAll, useExportList, useImportList } from '../api/mutations';
import { planDatasetQuery, wishListQuery } from '../api/queries';
import { batches, progressPercent, sheetToItems } from '../io/import-rows';
import { looksLikeSpreadsheet } from '../io/sniff';
import { NATURE_SELECT_OPTIONS } from '../model/types';
import { DataNotice } from './data-notice';
import { GroupList } from './group-list';
import { probabilityAbsentNote } from '../model/rows';
import { HealthCheck } from './health-check';
import { ScreenTable } from './screen-table';
import { useRowToggle } from './use-row-toggle';
import { useWorkspace } from './workspace-context';

const SortDialog = lazy(() => import('../dialogs/sort-dialog'));

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
  const aspid = ws.plan.volunteer_id;
  // The plan's data marker (loaded before the workspace opens) stands for this tab's own until its reply arrives.
  const planDataset = useQuery(planDatasetQuery(ws.plan.volunteer_id)).data;
  const [draft, setDraft] = useState<Query>(EMPTY);
  const [query, setQuery] = useState<Query>(EMPTY);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sorting, setSorting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // In a 院校专业组 province the list holds groups × majors rows (广东 270), past the spec's 96.
  const groupLimits = groupFormLimits(ws.plan.province);
  const pageSize = listRowsOf(ws.plan.province, ws.plan.batch);
  const listQuery = wishListQuery({ aspid, ...query, page: 1, pageSize });
  const list = useQuery(listQuery);
  // 志愿表体检 judges the whole list in its saved order, whatever the filters show (a filtered view's neighbours and
  // last rows are not the list's); with no filter this is the same query as the table's.
  const wholeList = useQuery(wishListQuery({ aspid, ...EMPTY, page: 1, pageSize }));
  const { toggle, pending } = useRowToggle(listQuery.queryKey, 'list');
  const clearHighlight = useClearHighlight(aspid);
  const deleteAll = useDeleteAll(aspid);
  const exportList = useExportList(aspid);
  const importList = useImportList();
  const rows = list.data?.list ?? [];
  const absentNote = probabilityAbsentNote(rows);
  const loading = list.isFetching;

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
        items = sheetToItems(await readSheetRows(file), aspid);
      } catch {
        items = null;
      }
      if (!items) {
        showMessageBox(MSG.wrongFileType);
        return;
      }
      const parts = batches(items);
      await importList.mutateAsync({ parts, onBatch: (done) => setProgress(progressPercent(done, parts.length)) });
      showToast(MSG.importDone, 'success');
    } catch {
      // A refused batch: the network layer showed the server's message (第N行 of the file); nothing of the file landed.
    } finally {
      setProgress(null);
    }
  };

  const text = (key: 'collegeName' | 'specialty_title' | 'collegeProvince', label: string) => (
    <Input label={label} value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
  );

  return (
    <div>
      <DataNotice page={list.data ?? planDataset} />
      <form
        className="gk-vol-filters"
        aria-label="志愿单筛选"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...draft, collegeName: draft.collegeName.trim(), specialty_title: draft.specialty_title.trim(), collegeProvince: draft.collegeProvince.trim() });
        }}
      >
        {text('collegeName', '院校')}
        {text('specialty_title', '专业')}
        {text('collegeProvince', '省份')}
        <Select label="性质" options={NATURE_SELECT_OPTIONS} value={draft.collegeNature} onValueChange={(collegeNature) => setDraft({ ...draft, collegeNature })} />
        <Button type="submit" size="small">
          筛选
        </Button>
      </form>
      <div className="gk-vol-toolbar" role="toolbar" aria-label="志愿单操作">
        <Button
          size="small"
          variant="outline"
          loading={clearHighlight.isPending}
          onClick={() => clearHighlight.mutate(undefined, { onSuccess: (reply) => showToast(reply.msg || MSG.operationDone, 'success') })}
        >
          清除高亮
        </Button>
        <Button size="small" variant="outline" tone="danger" disabled={ws.count === 0} onClick={() => setConfirmDelete(true)}>
          全部删除
        </Button>
        <Button size="small" variant="outline" disabled={ws.count === 0} onClick={() => setSorting(true)}>
          {sortWording(listUnitOf(ws.plan.province)).title}
        </Button>
        <Button size="small" variant="outline" onClick={onReport}>
          查看报告
        </Button>
        <Button size="small" variant="outline" loading={progress !== null} onClick={() => fileInput.current?.click()}>
          导入
        </Button>
        <div className="gk-visually-hidden">
          <Input
            ref={fileInput}
            type="file"
            accept=".xlsx,.xls"
            label="选择要导入的志愿单文件"
            hideLabel
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </div>
        <Button
          size="small"
          variant="outline"
          disabled={ws.count === 0}
          loading={exportList.isPending}
          onClick={() =>
            exportList.mutate(undefined, {
              onSuccess: async (data) => {
                if (!data?.file) return;
                const { downloadFile } = await import('../io/spreadsheet');
                downloadFile(data.file, data.filename);
              },
            })
          }
        >
          导出
        </Button>
        {progress !== null ? (
          <span role="status" className="gk-vol-progress">
            正在导入 {progress}%
          </span>
        ) : null}
      </div>
      <HealthCheck rows={wholeList.data?.list ?? []} score={Number(ws.plan.score)} province={ws.plan.province} />
      {groupLimits ? (
        <GroupList rows={wholeList.data?.list ?? []} shown={rows} limits={groupLimits} loading={loading || wholeList.isFetching} />
      ) : (
        <>
          {absentNote ? <p className="gk-muted">{absentNote}</p> : null}
          <ScreenTable label="志愿单" rows={rows} years={list.data?.object} ratingsDemo={list.data?.ratings_dataset === 'demo'} loading={loading} onToggle={toggle} pending={pending} orderColumn />
        </>
      )}
      {!loading && rows.length > 0 ? <p className="gk-vol-pager__end">{MSG.noMoreData}</p> : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={MSG.hintTitle}
        message={MSG.deleteAllConfirm}
        tone="danger"
        onConfirm={() => {
          setConfirmDelete(false);
          deleteAll.mutate(undefined, { onSuccess: (reply) => showToast(reply.msg || MSG.deleteDone, 'success') });
        }}
      />
      {sorting ? (
        <Suspense fallback={null}>
          <SortDialog onClose={() => setSorting(false)} onSaved={() => setSorting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
