import type { ReactNode } from 'react';
import { description as descriptionClass, end, icon, root, title as titleClass } from './empty-state.css';

export type EmptyStateProps = {
  /** 暂无数据 by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** A next step, e.g. a button back to the home page. */
  action?: ReactNode;
};

function EmptyIcon() {
  return (
    <svg width="56" height="44" viewBox="0 0 56 44" aria-hidden="true">
      <path d="M6 16 14 4h28l8 12v22a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M6 16h14a8 8 0 0 0 16 0h14" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** What a list shows when it has nothing: 暂无数据, optionally with a reason and a next step. */
export function EmptyState({ title = '暂无数据', description, action }: EmptyStateProps) {
  return (
    <div className={root} role="status">
      <span className={icon}>
        <EmptyIcon />
      </span>
      <p className={titleClass}>{title}</p>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {action}
    </div>
  );
}

/** The end-of-list line under an infinite list: 没有更多数据了. */
export function EndOfList({ children = '没有更多数据了' }: { children?: ReactNode }) {
  return (
    <p className={end} role="status">
      {children}
    </p>
  );
}
