import { lazy, Suspense, useState } from 'react';
import { Button } from 'gaokao-ui';
import { planUnitKey } from 'gaokao-domain';
import type { ResultRow } from '../model/types';
import { ScreenResults, type ScreenResultsProps, type Selection } from './screen-results';

const RelatedMajorsDialog = lazy(() => import('../dialogs/related-majors-dialog'));

/**
 * The result table of a tab (ScreenResults) with 院校全部专业: the related-majors dialog for the college of the one
 * checked row. The dialog itself shows ScreenResults, so it offers no dialog of the same college again.
 */
export function ScreenTable(props: ScreenResultsProps) {
  const [ownSelection, setOwnSelection] = useState<Selection>({});
  const selection = props.selection ?? ownSelection;
  const setSelection = props.onSelectionChange ?? setOwnSelection;
  const [related, setRelated] = useState<ResultRow | null>(null);
  const checked = props.rows.filter((row) => selection[planUnitKey(row)]);
  return (
    <>
      <ScreenResults
        {...props}
        selection={selection}
        onSelectionChange={setSelection}
        hint="勾选一行可查看该院校的全部专业"
        lead={
          <Button size="small" variant="ghost" disabled={checked.length !== 1} onClick={() => setRelated(checked[0] ?? null)}>
            院校全部专业
          </Button>
        }
      />
      {related ? (
        <Suspense fallback={null}>
          <RelatedMajorsDialog row={related} onClose={() => setRelated(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
