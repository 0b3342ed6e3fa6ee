import { useEffect, useRef, useState, type FormEvent, type ReactNode, type ReactElement } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { MSG, addMajors, capSearch, removeAllMajors, removeMajor, removeSelectedMajors, type MajorOption } from 'gaokao-domain';
import { Button } from '../button/button';
import { Checkbox, CheckboxGroup } from '../checkbox/checkbox';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { Dialog } from '../dialog/dialog';
import { SaveCancelFooter } from '../dialog/save-cancel-footer';
import { Input } from '../input/input';
import { Tabs } from '../tabs/tabs';
import { visuallyHidden } from '../../styles/utils.css';
import * as css from './major-filter-dialog.css';

export type { MajorOption };

/** The three major catalogues: 本科（普通）, 本科（职业）, 专科（高职）. */
export const MAJOR_LEVELS = ['本科普通', '本科职业', '专科高职'] as const;
export type MajorLevel = (typeof MAJOR_LEVELS)[number];

export interface MajorFilterDialogProps {
  /** Controlled open state; leave out (with `defaultOpen` and/or `trigger`) to let the dialog keep it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactElement;
  /** The chosen majors (major_screen), controlled. */
  value?: readonly MajorOption[];
  defaultValue?: readonly MajorOption[];
  onChange?: (next: MajorOption[]) => void;
  /** Special majors on offer (/api/Mojor/teshuList). */
  specialMajors?: readonly string[];
  /** The chosen special majors (major_teshu_screen), controlled. */
  specialValue?: readonly string[];
  defaultSpecialValue?: readonly string[];
  onSpecialChange?: (next: string[]) => void;
  /**
   * A note under the special majors, e.g. that the facts they screen on are generated (演示数据): the screen still
   * works, and the family knows what it rests on.
   */
  specialNote?: ReactNode;
  /** Which catalogues to offer; the site drops 专科高职 when the batch is not 本科批. */
  levels?: readonly MajorLevel[];
  /** 门类 of a catalogue. */
  loadCategories: (level: MajorLevel) => Promise<readonly string[]>;
  /** 专业类 of a 门类. */
  loadClasses: (level: MajorLevel, category: string) => Promise<readonly string[]>;
  /** Majors of a 专业类. */
  loadMajors: (level: MajorLevel, category: string, majorClass: string) => Promise<readonly MajorOption[]>;
  /** Majors whose name contains the query; omit to hide the search box. */
  searchMajors?: (level: MajorLevel, query: string) => Promise<readonly MajorOption[]>;
  /** 保存: the chosen majors and special majors. */
  onSave: (screen: { majors: MajorOption[]; special: string[] }) => void;
  onCancel?: () => void;
  saving?: boolean;
  error?: ReactNode;
  title?: string;
}

type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: T };
type Message = { text: string; tone: 'info' | 'error' } | null;
type Confirm = { kind: 'one'; name: string } | { kind: 'selected' } | { kind: 'all' } | null;

/** The latest value of a prop, readable from effects without making them re-run when the owner re-renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Loads a list whenever `key` changes (and is not null); a newer request wins over a slower older one.
 */
function useLoad<T>(key: string | null, load: () => Promise<T>, onReady?: (items: T) => void): Load<T> {
  const [state, setState] = useState<Load<T>>({ status: 'idle' });
  const loadRef = useLatest(load);
  const readyRef = useLatest(onReady);
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (items) => {
        if (!live) return;
        setState({ status: 'ready', items });
        readyRef.current?.(items);
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [key, loadRef, readyRef]);
  return state;
}

function ChoiceList({
  title,
  load,
  selected,
  onSelect,
}: {
  title: string;
  load: Load<readonly string[]>;
  selected: string | null;
  onSelect: (value: string) => void;
}) {
  return (
    <section className={css.column} aria-label={title}>
      <h3 className={css.columnTitle}>{title}</h3>
      <ul className={css.list} aria-busy={load.status === 'loading' || undefined}>
        {load.status === 'loading' ? <li className={css.note}>加载中…</li> : null}
        {load.status === 'error' ? <li className={css.note}>加载失败</li> : null}
        {load.status === 'ready' && load.items.length === 0 ? <li className={css.note}>暂无数据</li> : null}
        {load.status === 'ready'
          ? load.items.map((item) => (
              <li key={item}>
                <button type="button" className={css.choice} aria-pressed={item === selected} onClick={() => onSelect(item)}>
                  {item}
                </button>
              </li>
            ))
          : null}
      </ul>
    </section>
  );
}

/**
 * 专业筛选: pick majors from the three catalogues through 门类 → 专业类 → 专业 (lists come from the owner's async
 * callbacks) or by search (first 200 matches, with the domain's warning), keep them de-duplicated by major_name,
 * remove one / the checked ones / all after confirmation, and choose special majors. No network of its own.
 */
export function MajorFilterDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange: onOpenChangeProp,
  trigger,
  value,
  defaultValue,
  onChange,
  specialMajors = [],
  specialValue,
  defaultSpecialValue,
  onSpecialChange,
  specialNote,
  levels = MAJOR_LEVELS,
  loadCategories,
  loadClasses,
  loadMajors,
  searchMajors,
  onSave,
  onCancel,
  saving = false,
  error,
  title = '专业筛选',
}: MajorFilterDialogProps) {
  const [open, onOpenChange] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChangeProp, caller: 'MajorFilterDialog' });
  const [majors, setMajors] = useControllableState<readonly MajorOption[]>({
    prop: value,
    defaultProp: defaultValue ?? [],
    onChange: onChange as ((next: readonly MajorOption[]) => void) | undefined,
    caller: 'MajorFilterDialog',
  });
  const [special, setSpecial] = useControllableState<readonly string[]>({
    prop: specialValue,
    defaultProp: defaultSpecialValue ?? [],
    onChange: onSpecialChange as ((next: readonly string[]) => void) | undefined,
    caller: 'MajorFilterDialog',
  });

  const [level, setLevel] = useState<MajorLevel>(levels[0] ?? '本科普通');
  const [category, setCategory] = useState<string | null>(null);
  const [majorClass, setMajorClass] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [submittedQuery, setSubmittedQuery] = useState('');
  const [candidates, setCandidates] = useState<ReadonlySet<string>>(new Set());
  const [toRemove, setToRemove] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<Message>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const categories = useLoad<readonly string[]>(open ? `c|${level}` : null, () => loadCategories(level), (items) => {
    setCategory(items[0] ?? null);
  });
  const classes = useLoad<readonly string[]>(open && category !== null ? `k|${level}|${category}` : null, () => loadClasses(level, category ?? ''), (items) => {
    // The first class is chosen for the user, as the catalogue pages do.
    setMajorClass(items[0] ?? null);
  });
  const cascadeMajors = useLoad<readonly MajorOption[]>(
    open && category !== null && majorClass !== null ? `m|${level}|${category}|${majorClass}` : null,
    () => loadMajors(level, category ?? '', majorClass ?? ''),
  );
  const searched = useLoad<readonly MajorOption[]>(
    open && searchMajors && submittedQuery ? `s|${level}|${submittedQuery}` : null,
    () => (searchMajors ? searchMajors(level, submittedQuery) : Promise.resolve([])),
  );

  const searching = submittedQuery !== '';
  const capped = searched.status === 'ready' ? capSearch(searched.items) : null;
  const shownCandidates: readonly MajorOption[] = searching
    ? (capped?.items ?? [])
    : cascadeMajors.status === 'ready'
      ? cascadeMajors.items
      : [];
  const candidateLoad = searching ? searched : cascadeMajors;

  const changeLevel = (next: string) => {
    setLevel(next as MajorLevel);
    setCategory(null);
    setMajorClass(null);
    setCandidates(new Set());
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSubmittedQuery(query.trim());
    setCandidates(new Set());
  };

  const add = () => {
    const chosen = shownCandidates.filter((m) => candidates.has(m.major_name));
    if (chosen.length === 0) {
      setMessage({ text: MSG.majorRequired, tone: 'error' });
      return;
    }
    setMajors(addMajors(majors, chosen));
    setCandidates(new Set());
    setMessage(null);
  };

  const askRemoveSelected = () => {
    if (toRemove.size === 0) {
      setMessage({ text: MSG.majorToRemoveRequired, tone: 'error' });
      return;
    }
    setConfirm({ kind: 'selected' });
  };

  const confirmRemoval = () => {
    if (!confirm) return;
    if (confirm.kind === 'one') setMajors(removeMajor(majors, confirm.name));
    if (confirm.kind === 'selected') setMajors(removeSelectedMajors(majors, [...toRemove]));
    if (confirm.kind === 'all') setMajors(removeAllMajors(majors));
    setToRemove(new Set(confirm.kind === 'one' ? [...toRemove].filter((n) => n !== confirm.name) : []));
    setConfirm(null);
    setMessage(null);
  };

  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };

  const confirmText =
    confirm?.kind === 'one' ? MSG.confirmRemoveMajor : confirm?.kind === 'selected' ? MSG.confirmRemoveSelectedMajors : MSG.confirmRemoveAllMajors;

  return (
    <>
      <Dialog
        open={open}
        {...(trigger ? { trigger } : {})}
        onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
        title={title}
        size="xlarge"
        data-testid="major-filter-dialog"
        footer={<SaveCancelFooter error={error} saving={saving} onCancel={cancel} onSave={() => onSave({ majors: [...majors], special: [...special] })} />}
      >
        <div className={css.layout}>
          <Tabs
            label="专业层次"
            items={levels.map((l) => ({ value: l, label: l }))}
            value={level}
            onValueChange={changeLevel}
          />
          {searchMajors ? (
            <form className={css.search} role="search" onSubmit={submitSearch}>
              <div className={css.searchInput}>
                <Input
                  label="搜索专业"
                  hideLabel
                  size="small"
                  type="search"
                  placeholder="输入专业名称"
                  value={query}
                  onChange={(event) => {
                    setQuery(event.currentTarget.value);
                    // Clearing the search returns to the catalogue.
                    if (event.currentTarget.value.trim() === '') setSubmittedQuery('');
                  }}
                />
              </div>
              <Button type="submit" size="small" variant="outline">
                搜索
              </Button>
            </form>
          ) : null}
          {searching ? null : (
            <div className={css.columns}>
              <ChoiceList
                title="门类"
                load={categories}
                selected={category}
                onSelect={(next) => {
                  setCategory(next);
                  setMajorClass(null);
                  setCandidates(new Set());
                }}
              />
              <ChoiceList
                title="专业类"
                load={classes}
                selected={majorClass}
                onSelect={(next) => {
                  setMajorClass(next);
                  setCandidates(new Set());
                }}
              />
              <CandidateList load={candidateLoad} items={shownCandidates} checked={candidates} onChecked={setCandidates} />
            </div>
          )}
          {searching ? (
            <>
              {capped?.warning ? <p className={css.warning} role="note">{capped.warning}（共 {capped.total} 条）</p> : null}
              <CandidateList load={candidateLoad} items={shownCandidates} checked={candidates} onChecked={setCandidates} title="搜索结果" />
            </>
          ) : null}
          <div className={css.row}>
            <Button size="small" onClick={add}>
              添加
            </Button>
            <p className={css.message} role="status" data-tone={message?.tone}>
              {message?.text}
            </p>
          </div>
          <section aria-label="已选专业" className={css.layout}>
            <div className={css.row}>
              <h3 className={css.heading}>已选专业（{majors.length}）</h3>
              <Button size="small" variant="outline" tone="danger" onClick={askRemoveSelected}>
                移除选中
              </Button>
              <Button size="small" variant="outline" tone="danger" disabled={majors.length === 0} onClick={() => setConfirm({ kind: 'all' })}>
                移除全部
              </Button>
            </div>
            <ul className={css.selectedList} aria-label="已选专业列表">
              {majors.length === 0 ? <li className={css.note}>未选择专业，不限专业</li> : null}
              {majors.map((m) => (
                <li key={m.major_name} className={css.selectedItem}>
                  <Checkbox
                    label={m.major_name}
                    checked={toRemove.has(m.major_name)}
                    onCheckedChange={(next) => {
                      const set = new Set(toRemove);
                      if (next === true) set.add(m.major_name);
                      else set.delete(m.major_name);
                      setToRemove(set);
                    }}
                  />
                  <Button size="small" variant="ghost" tone="danger" aria-label={`移除 ${m.major_name}`} onClick={() => setConfirm({ kind: 'one', name: m.major_name })}>
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          </section>
          {specialMajors.length ? (
            <section aria-label="特殊专业">
              <CheckboxGroup
                label="特殊专业"
                options={specialMajors.map((s) => ({ value: s, label: s }))}
                value={special}
                onValueChange={setSpecial}
              />
              {specialNote != null ? <p className={css.warning}>{specialNote}</p> : null}
            </section>
          ) : null}
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => {
          if (!next) setConfirm(null);
        }}
        message={confirmText}
        tone="danger"
        onConfirm={confirmRemoval}
      />
    </>
  );
}

function CandidateList({
  load,
  items,
  checked,
  onChecked,
  title = '专业',
}: {
  load: Load<readonly MajorOption[]>;
  items: readonly MajorOption[];
  checked: ReadonlySet<string>;
  onChecked: (next: ReadonlySet<string>) => void;
  title?: string;
}) {
  return (
    <section className={css.column} aria-label={title}>
      <h3 className={css.columnTitle}>
        {title}
        <span className={visuallyHidden}>（勾选后点击添加）</span>
      </h3>
      <ul className={css.list} aria-busy={load.status === 'loading' || undefined}>
        {load.status === 'loading' ? <li className={css.note}>加载中…</li> : null}
        {load.status === 'error' ? <li className={css.note}>加载失败</li> : null}
        {load.status === 'ready' && items.length === 0 ? <li className={css.note}>暂无数据</li> : null}
        {items.map((m) => (
          <li key={m.major_name} className={css.candidate}>
            <Checkbox
              label={m.major_code ? `${m.major_name}（${m.major_code}）` : m.major_name}
              checked={checked.has(m.major_name)}
              onCheckedChange={(next) => {
                const set = new Set(checked);
                if (next === true) set.add(m.major_name);
                else set.delete(m.major_name);
                onChecked(set);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
