import { Pagination } from 'gaokao-ui';
import { listFooter, type PageState } from '../model/paging';

/** Previous/next page of tabs 1–3 (the design system's Pagination, which knows only whether a next page exists) with the list's footer text. */
export function PageFooter({ label, state, rows, pageSize, loading, onPage }: { label: string; state: PageState; rows: number; pageSize: number; loading: boolean; onPage: (page: number) => void }) {
  const footer = listFooter(rows, state, loading);
  return (
    <div className="gk-vol-pager">
      <Pagination label={label} page={state.page} pageSize={pageSize} hasNext={state.more} disabled={loading} onPageChange={onPage} />
      {footer ? <span className="gk-vol-pager__end">{footer}</span> : null}
    </div>
  );
}
