import { useSearchParams } from 'react-router';
import { Cards } from '../../features/ops/components/cards';
import { cardFilterOf, cardParamsOf } from '../../features/ops/model/filters';
import { useAddressSearch } from '../../lib/address';

/** /ops/cards: batches and cards; the batch, state and pages (`batch`, `state`, `page`, `bpage`) are the address. */
export default function OpsCardsPage() {
  const [params, update] = useAddressSearch(useSearchParams());
  return <Cards filter={cardFilterOf(params)} onFilterChange={(change) => update((prev) => cardParamsOf({ ...cardFilterOf(prev), ...change }))} />;
}
