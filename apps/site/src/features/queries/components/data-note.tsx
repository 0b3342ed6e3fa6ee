import { MSG } from 'gaokao-domain';
import type { RequestInput } from 'gaokao-contract';
import { DataSources } from '../../../lib/data-sources';
import type { Dataset } from '../model/types';

/**
 * The 演示数据 notice on a query page whose reply says its rows are demo (`dataset: 'demo'`); a short 真实数据 note for
 * real rows, which opens the publications behind them when `sources` names them; nothing while the reply has not arrived or carries no marker.
 * `empty` (the reply arrived without rows): that message instead of either, as nothing is shown to label
 * (MSG.noPublishedData, or the page's own reason).
 */
export function DataNote({
  dataset,
  realNote,
  sources,
  empty,
}: {
  dataset: Dataset | undefined;
  realNote?: string;
  sources?: readonly RequestInput<'dataSourceOf'>[];
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
