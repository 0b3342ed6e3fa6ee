import { useEffect, useId, useState, type DragEvent } from 'react';
import { Button, Checkbox, Dialog } from 'gaokao-ui';
import { autoSort, clearSelection, dragReorder, MSG, moveBefore, predictedScore, riskBand, renumber } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { vcall } from '../api/volunteer-api';
import type { ResultRow } from '../model/types';
import { useWorkspace } from '../components/workspace-context';

type SortRow = ResultRow & { volunteer_result_id: number; sort_id: number };

/**
 * 专业排序 (part 2 §2, §4, §5): fullscreen; drag a row (or move it with its ↑/↓ buttons), check rows and move them
 * before a number, auto sort by predicted line; every change renumbers 1..n (domain rules) and 保存 sends updateAll.
 */
export default function SortDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const ws = useWorkspace();
  const id = useId();
  const [rows, setRows] = useState<SortRow[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    vcall('collegeResultScreen', { aspid: ws.plan.volunteer_id, page: 1, pageSize: 96 })
      .then((reply) => {
        if (!live) return;
        const list = (reply.data?.list ?? []).filter((r): r is SortRow => Number(r.volunteer_result_id) > 0);
        setRows(renumber([...list].sort((a, b) => Number(a.sort_id) - Number(b.sort_id))));
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [ws.plan.volunteer_id]);

  const move = (from: number, to: number) => setRows((current) => dragReorder(current, from, to));

  const moveSelected = () => {
    const result = moveBefore(rows, selected, target);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError('');
    setRows(result.rows);
  };

  const save = async () => {
    setSaving(true);
    try {
      const reply = await vcall('resultUpdateAll', { list: rows.map((r) => ({ volunteer_result_id: r.volunteer_result_id, sort_id: r.sort_id })) });
      showToast(reply.msg || MSG.sortDone, 'success');
      onSaved();
    } catch {
      // Shown by the network layer; the dialog keeps the order so the user can retry.
    } finally {
      setSaving(false);
    }
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = dragFrom ?? Number(event.dataTransfer.getData('text/plain'));
    setDragFrom(null);
    if (Number.isFinite(from)) move(from, index);
  };

  const score = Number(ws.plan.score);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="专业排序"
      size="fullscreen"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button loading={saving} disabled={loading || rows.length === 0} onClick={() => void save()}>
            保存
          </Button>
        </>
      }
    >
      <div className="gk-vol-sort__bar">
        <Button size="small" variant="outline" onClick={() => setRows((current) => autoSort(current))}>
          自动排序
        </Button>
        <div className="gk-vol-sort__move">
          <label htmlFor={`${id}-target`}>移动到第</label>
          <input id={`${id}-target`} className="gk-input" type="number" min={1} value={target} onChange={(e) => setTarget(e.target.value)} />
          <span>个之前</span>
          <Button size="small" variant="outline" onClick={moveSelected}>
            移动选中
          </Button>
        </div>
        <Button
          size="small"
          variant="ghost"
          onClick={() => {
            const cleared = clearSelection();
            setSelected(cleared.selectedIds);
            showToast(cleared.message, 'info');
          }}
        >
          取消选择
        </Button>
        <span className="gk-muted">已选 {selected.length} 项 · 共 {rows.length} 项</span>
      </div>
      {error ? (
        <p className="gk-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {loading ? <p>加载中…</p> : null}
      {!loading && rows.length === 0 ? <p>暂无数据</p> : null}
      <ol className="gk-vol-sort__list" aria-label="志愿顺序">
        {rows.map((row, index) => {
          const line = predictedScore(row.yugu_score);
          const band = line !== null && Number.isFinite(score) ? riskBand(score, line) : null;
          const checked = selected.includes(row.volunteer_result_id);
          return (
            <li
              key={row.volunteer_result_id}
              className="gk-vol-sort__item"
              data-id={row.volunteer_result_id}
              draggable
              data-dragging={dragFrom === index ? 'true' : undefined}
              onDragStart={(event) => {
                setDragFrom(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragFrom(null)}
            >
              <span className="gk-vol-sort__no" aria-hidden="true">
                {row.sort_id}
              </span>
              <Checkbox
                label={`${row.sort_id}. ${row.collegeName} ${row.specialty_title}`}
                checked={checked}
                onCheckedChange={(on) =>
                  setSelected((current) => (on === true ? [...current, row.volunteer_result_id] : current.filter((x) => x !== row.volunteer_result_id)))
                }
              />
              <span className="gk-vol-sort__score">预估 {line ?? '—'}</span>
              {band ? (
                <span className="gk-vol-band" data-band={band}>
                  {band}
                </span>
              ) : null}
              <span className="gk-vol-sort__keys">
                <Button size="small" variant="ghost" aria-label={`上移 ${row.collegeName} ${row.specialty_title}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`下移 ${row.collegeName} ${row.specialty_title}`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
