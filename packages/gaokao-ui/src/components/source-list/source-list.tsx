import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ReactNode } from 'react';
import { item, link, list, meta, publisher as publisherClass, root, summary } from './source-list.css';

/** One publication behind a number shown: who published it, its title, when and where. */
export interface SourceItem {
  /** Stable key (e.g. the data's source id); the title is used without one. */
  id?: string;
  title: string;
  publisher: string;
  /** yyyy-mm-dd or any date text; omitted when empty. */
  date?: string;
  /** The publication's address; the item shows no link without one. */
  url?: string;
}

export type SourceListProps = {
  sources: readonly SourceItem[];
  /** The label that opens the list, e.g. 真实数据：广东2026年一分一段表. */
  label: ReactNode;
  /** Said when the list is empty (the label then opens nothing to check). */
  emptyText?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A label that opens the publications behind what a page shows (publisher, title, date, address), so a reader can
 * check each number at its source. Data-agnostic: the caller passes the list. A native disclosure (details/summary):
 * keyboard and screen readers work without script; the state is on `data-state`. Links open in a new tab with
 * `rel="noopener noreferrer"`.
 */
export function SourceList({ sources, label, emptyText = '暂无出处', open, defaultOpen, onOpenChange }: SourceListProps) {
  const [isOpen, setOpen] = useControllableState<boolean>({ prop: open, defaultProp: defaultOpen ?? false, onChange: onOpenChange });
  return (
    <details className={root} open={isOpen} data-state={isOpen ? 'open' : 'closed'} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={summary}>
        {label}
        {sources.length > 0 ? `（出处 ${sources.length}）` : ''}
      </summary>
      {sources.length === 0 ? (
        <p className={meta}>{emptyText}</p>
      ) : (
        <ul className={list} aria-label="数据出处">
          {sources.map((s) => (
            <li key={s.id ?? `${s.publisher}|${s.title}`} className={item}>
              <span className={publisherClass}>{s.publisher}</span>：{s.title}
              {s.date ? <span className={meta}>（{s.date}）</span> : null}
              {s.url ? (
                <>
                  {' '}
                  <a className={link} href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.url}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
