import { useSearchParams } from 'react-router';
import { Withdrawals } from '../../features/ops/components/withdrawals';
import { withdrawalFilterOf, withdrawalParamsOf } from '../../features/ops/model/filters';
import { useAddressSearch } from '../../lib/address';

/** /ops: the withdrawal queue; its filter (`status`, `from`, `to`, `page`) is the address, each change on the last. */
export default function OpsWithdrawalsPage() {
  const [params, update] = useAddressSearch(useSearchParams());
  return <Withdrawals filter={withdrawalFilterOf(params)} onFilterChange={(change) => update((prev) => withdrawalParamsOf({ ...withdrawalFilterOf(prev), ...change }))} />;
}
