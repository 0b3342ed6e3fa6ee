import { useSearchParams } from 'react-router';
import { Members } from '../../features/ops/components/members';
import { memberSearchOf } from '../../features/ops/model/filters';
import { useAddressSearch } from '../../lib/address';

/** /ops/members: the member search; the search (`q`) is the address, each search on the last. */
export default function OpsMembersPage() {
  const [params, update] = useAddressSearch(useSearchParams());
  const q = memberSearchOf(params);
  return <Members key={q} q={q} onSearch={(next) => update(() => new URLSearchParams({ q: next }))} />;
}
