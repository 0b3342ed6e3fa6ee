import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import {
  autoSort,
  clearSelection,
  dragReorder,
  moveBefore,
  predictedScore,
  renumber,
  sortWording,
  type ListRow,
  type ListUnit,
  type Numbered,
} from 'gaokao-domain';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Dialog } from '../dialog/dialog';
import { NumberInput } from '../number-input/number-input';
import { visuallyHidden } from '../../styles/utils.css';
import * as css from './sort-dialog.css';

/** What the sort dialog needs of a wish-list row (wire names). */
export type SortDialogRow = ListRow & {
  collegeName: string;
  specialty_title: string;
  collegeNameRemark?: string | null;
  major_remark?: string | null;
};

export interface SortDialogProps<T extends SortDialogRow> {
  /** Controlled open state; leave out (with `defaultOpen` and/or `trigger`) to let the dialog keep it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactElement;
  /** The wish list in its current order; the dialog works on a copy until 保存. */
  rows: readonly T[];
  /** 保存: the rows in their new order with sort_id 1…n (what /api/VolunteerResult/updateAll takes). */
  onSave: (rows: Array<Numbered<T>>) => void;
  /** 取消: nothing changes. */
  onCancel?: () => void;
  /** The save request is in flight. */
  saving?: boolean;
  /** The title; the unit's (专业排序, 院校专业组排序) by default. */
  title?: string;
  /**
   * What one row stands for: 专业 (one row per college and major, the spec's texts) or 院校专业组 (a group province's
   * rows). Every text of the dialog (its title, refusals and notices) speaks of it (gaokao-domain `sortWording`).
   */
  unit?: ListUnit;
  /**
   * 自动排序's rule over the draft order; the domain's `autoSort` (predicted line, highest first) by default. A caller
   * whose rows stand for something else (a 院校专业组 per row) passes its own rule.
   */
  autoSortRows?: (rows: readonly T[]) => T[];
}

type Message = { text: string; tone: 'info' | 'error' } | null;
type Control = 'handle' | 'up' | 'down' | 'row';

function rowName(row: SortDialogRow): string {
  return `${row.collegeName} ${row.specialty_title}`;
}

/**
 * 专业排序 (院校专业组排序 where each row is a group, `unit`): a fullscreen dialog to reorder the wish list by dragging (pointer), Alt+↑/↓ or the 上移/下移 buttons,
 * to move the checked rows before a given position, or to sort automatically by predicted line. The reordering rules
 * are the domain's (autoSort, moveBefore, dragReorder, renumber); the dialog only holds the draft order.
 */
export function SortDialog<T extends SortDialogRow>({
  open: openProp,
  defaultOpen = false,
  onOpenChange: onOpenChangeProp,
  trigger,
  rows,
  onSave,
  onCancel,
  saving = false,
  title,
  unit = '专业',
  autoSortRows,
}: SortDialogProps<T>) {
  const [open, onOpenChange] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChangeProp, caller: 'SortDialog' });
  return (
    <Dialog
      open={open}
      {...(trigger ? { trigger } : {})}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        onOpenChange(next);
      }}
      size="fullscreen"
      title={title ?? sortWording(unit).title}
      data-testid="sort-dialog"
    >
      {/* Mounted only while open, so each opening starts from the current list. */}
      {open ? (
        <SortDialogBody
          rows={rows}
          unit={unit}
          saving={saving}
          onSave={onSave}
          {...(autoSortRows ? { autoSortRows } : {})}
          onCancel={() => {
            onCancel?.();
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

interface BodyProps<T extends SortDialogRow> {
  rows: readonly T[];
  unit: ListUnit;
  saving: boolean;
  onSave: (rows: Array<Numbered<T>>) => void;
  onCancel: () => void;
  autoSortRows?: (rows: readonly T[]) => T[];
}

function SortDialogBody<T extends SortDialogRow>({ rows, unit, saving, onSave, onCancel, autoSortRows = autoSort }: BodyProps<T>) {
  const wording = sortWording(unit);
  const [order, setOrder] = useState<T[]>(() => [...rows]);
  const [selected, setSelected] = useState<ReadonlySet<T['volunteer_result_id']>>(() => new Set());
  const [target, setTarget] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [drag, setDrag] = useState<{ from: number; insertAt: number | null; pointerId: number } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const helpId = useId();
  const refocus = useRef<{ id: T['volunteer_result_id']; control: Control } | null>(null);

  useLayoutEffect(() => {
    const request = refocus.current;
    if (!request || !listRef.current) return;
    refocus.current = null;
    const item = listRef.current.querySelector<HTMLElement>(`[data-id="${CSS.escape(String(request.id))}"]`);
    const control = item?.querySelector<HTMLElement>(`[data-control="${request.control}"]`);
    // A move button that just became disabled (top or bottom reached) hands focus to the row's handle.
    const usable = control && !control.hasAttribute('disabled') ? control : item?.querySelector<HTMLElement>('[data-control="handle"]');
    usable?.focus();
  });

  const move = (from: number, to: number, control: Control) => {
    const row = order[from];
    if (!row || to < 0 || to >= order.length || to === from) return;
    refocus.current = { id: row.volunteer_result_id, control };
    setOrder(dragReorder(order, from, to));
    setMessage({ text: `${rowName(row)} 已移到第 ${to + 1} 位`, tone: 'info' });
  };

  const toggle = (id: T['volunteer_result_id'], on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const allChecked = order.length > 0 && order.every((r) => selected.has(r.volunteer_result_id));
  const someChecked = order.some((r) => selected.has(r.volunteer_result_id));

  const onMoveBefore = () => {
    const result = moveBefore(order, [...selected], target, unit);
    if (!result.ok) {
      setMessage({ text: result.message, tone: 'error' });
      return;
    }
    setOrder(result.rows);
    setMessage({ text: wording.moved(selected.size, target ?? 1), tone: 'info' });
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const control = ((event.target as HTMLElement).dataset.control as Control | undefined) ?? 'row';
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, control);
  };

  // Pointer drag: the handle captures the pointer; the insertion point is the gap nearest the pointer.
  const insertionAt = (clientY: number): number => {
    const items = listRef.current ? [...listRef.current.children] : [];
    const found = items.findIndex((el) => {
      const rect = el.getBoundingClientRect();
      return clientY < rect.top + rect.height / 2;
    });
    return found === -1 ? items.length : found;
  };

  const onHandlePointerDown = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: index, insertAt: null, pointerId: event.pointerId });
  };

  const onHandlePointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const list = listRef.current;
    if (list) {
      // Scroll the list while the pointer sits near its edges, so a row can travel the whole list.
      const rect = list.getBoundingClientRect();
      if (event.clientY < rect.top + 24) list.scrollTop -= 12;
      else if (event.clientY > rect.bottom - 24) list.scrollTop += 12;
    }
    const insertAt = insertionAt(event.clientY);
    if (insertAt !== drag.insertAt) setDrag({ ...drag, insertAt });
  };

  const onHandlePointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { from, insertAt } = drag;
    setDrag(null);
    if (insertAt === null) return;
    move(from, insertAt > from ? insertAt - 1 : insertAt, 'handle');
  };

  const dropMarker = (index: number): 'before' | 'after' | undefined => {
    if (!drag || drag.insertAt === null) return undefined;
    const { from, insertAt } = drag;
    if (insertAt === from || insertAt === from + 1) return undefined;
    if (insertAt === index) return 'before';
    if (insertAt === order.length && index === order.length - 1) return 'after';
    return undefined;
  };

  return (
    <div className={css.layout}>
      <div className={css.toolbar} role="group" aria-label="排序操作">
        <Checkbox
          label="全选"
          checked={allChecked ? true : someChecked ? 'indeterminate' : false}
          onCheckedChange={(next) => setSelected(next === true ? new Set(order.map((r) => r.volunteer_result_id)) : new Set())}
        />
        <div className={css.moveInput}>
          <NumberInput label="移动到第几个之前" size="small" min={1} value={target} onValueChange={setTarget} />
        </div>
        <Button size="small" variant="outline" onClick={onMoveBefore}>
          移动
        </Button>
        <Button
          size="small"
          variant="outline"
          tone="neutral"
          onClick={() => {
            const cleared = clearSelection(unit);
            setSelected(new Set(cleared.selectedIds));
            setMessage({ text: cleared.message, tone: 'info' });
          }}
        >
          取消选择
        </Button>
        <Button
          size="small"
          variant="outline"
          onClick={() => {
            setOrder(autoSortRows(order));
            setMessage({ text: wording.sortDone, tone: 'info' });
          }}
        >
          自动排序
        </Button>
      </div>
      <p className={css.message} role="status" data-tone={message?.tone}>
        {message?.text}
      </p>
      <p className={visuallyHidden} id={helpId}>
        拖动左侧手柄，或在行内按 Alt+上/下方向键调整顺序。
      </p>
      <ol ref={listRef} className={css.list} aria-label="志愿顺序" aria-describedby={helpId}>
        {order.map((row, index) => {
          const id = row.volunteer_result_id;
          const isSelected = selected.has(id);
          const name = rowName(row);
          const line = predictedScore(row.yugu_score);
          return (
            <li
              key={String(id)}
              data-id={String(id)}
              data-state={isSelected ? 'selected' : undefined}
              data-dragging={drag?.from === index ? '' : undefined}
              data-drop={dropMarker(index)}
              className={css.item}
              onKeyDown={(event) => onRowKeyDown(event, index)}
            >
              <button
                type="button"
                className={css.handle}
                data-control="handle"
                aria-label={`拖动 ${name}`}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                onPointerDown={(event) => onHandlePointerDown(event, index)}
                onPointerMove={onHandlePointerMove}
                onPointerUp={onHandlePointerUp}
                onPointerCancel={() => setDrag(null)}
              >
                <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true">
                  {[3, 8, 13].map((y) => (
                    <g key={y}>
                      <circle cx="3" cy={y} r="1.5" fill="currentColor" />
                      <circle cx="9" cy={y} r="1.5" fill="currentColor" />
                    </g>
                  ))}
                </svg>
              </button>
              <span className={css.position} aria-hidden="true">
                {index + 1}
              </span>
              <Checkbox
                label={<span className={visuallyHidden}>{`选择第 ${index + 1} 个：${name}`}</span>}
                checked={isSelected}
                onCheckedChange={(next) => toggle(id, next === true)}
              />
              <span className={css.names}>
                <span className={css.ellipsis}>
                  {row.collegeName}
                  {row.collegeNameRemark ?? ''}
                </span>
                <span className={css.sub}>
                  {row.specialty_title}
                  {row.major_remark ?? ''}
                </span>
              </span>
              <span className={css.score}>{line ?? '—'}</span>
              <span className={css.actions}>
                <Button
                  size="small"
                  variant="ghost"
                  tone="neutral"
                  data-control="up"
                  aria-label={`上移 ${name}`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  上移
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  tone="neutral"
                  data-control="down"
                  aria-label={`下移 ${name}`}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  下移
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className={css.toolbar} style={{ justifyContent: 'flex-end' }}>
        <Button variant="outline" tone="neutral" onClick={onCancel}>
          取消
        </Button>
        <Button loading={saving} onClick={() => onSave(renumber(order))}>
          保存
        </Button>
      </div>
    </div>
  );
}
