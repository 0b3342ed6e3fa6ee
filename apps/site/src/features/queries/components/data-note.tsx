import { MSG } from 'gaokao-domain';
import type { Publication, RequestInput } from 'gaokao-contract';
import { SourceList } from 'gaokao-ui';
import { DataSources, sourceItem } from '../../../lib/data-sources';
import type { Dataset } from '../model/types';

/**
 * The 演示数据 notice on a query page whose reply says its rows are demo (`dataset: 'demo'`); a short 真实数据 note for
 * real rows, which opens the publications behind them when `sources` names them (looked up) or `publications` gives
 * them (the reply's own); nothing while the reply has not arrived or carries no marker. `empty` (the reply arrived
 * without rows): that message instead of either, as nothing is shown to label (MSG.noPublishedData, or the page's own
 * reason).
 */
export function DataNote({
  dataset,
  realNote,
  sources,
  publications,
  empty,
}: {
  dataset: Dataset | undefined;
  realNote?: string;
  sources?: readonly RequestInput<'dataSourceOf'>[];
  publications?: readonly Publication[];
  empty?: string | false;
}) {
  if (empty) {
    return (
      <p className="gk-muted gk-q-note" role="note" data-dataset="none">
        {empty}
      </p>
    );
  }
  if (dataset === 'demo') {
    return (
      <p className="gk-demo-badge gk-q-note" role="note" data-dataset="demo">
        {MSG.demoDataNotice}
      </p>
    );
  }
  if (dataset === 'real' && publications) {
    const seen = new Set<string>();
    const items = publications.map(sourceItem).filter((x) => !seen.has(x.id!) && seen.add(x.id!));
    return (
      <div className="gk-q-note" role="note" data-dataset="real">
        <SourceList label={realNote ?? '真实数据'} sources={items} />
      </div>
    );
  }
  if (dataset === 'real' && sources?.length) return <DataSources className="gk-q-note" label={realNote ?? '真实数据'} of={sources} />;
  if (dataset === 'real') {
    return (
      <p className="gk-muted gk-q-note" role="note" data-dataset="real">
        {realNote ?? '真实数据'}
      </p>
    );
  }
  return null;
}
