import { useSearchParams } from 'react-router';
import { News } from '../../features/ops/components/news';
import { newsFilterOf, newsParamsOf } from '../../features/ops/model/filters';
import { useAddressSearch } from '../../lib/address';

/** /ops/news: news items; the status, title, page and the item being edited (`edit`: `new` or an id) are the address. */
export default function OpsNewsPage() {
  const [params, update] = useAddressSearch(useSearchParams());
  return <News filter={newsFilterOf(params)} onFilterChange={(change) => update((prev) => newsParamsOf({ ...newsFilterOf(prev), ...change }))} />;
}
