import { Button } from 'gaokao-ui';
import { listFooter, type PageState } from '../model/paging';

/** Previous/next page of tabs 1–3 with the list's footer text. */
export function Pager({ state, rows, loading, onPage }: { state: PageState; rows: number; loading: boolean; onPage: (page: number) => void }) {
  const footer = listFooter(rows, state, loading);
  return (
    <div className="gk-vol-pager">
      <Button size="small" variant="outline" disabled={loading || state.page <= 1} onClick={() => onPage(state.page - 1)}>
        上一页
      </Button>
      <span aria-live="polite">第 {state.page} 页</span>
      <Button size="small" variant="outline" disabled={loading || !state.more} onClick={() => onPage(state.page + 1)}>
        下一页
      </Button>
      {footer ? <span className="gk-vol-pager__end">{footer}</span> : null}
    </div>
  );
}
