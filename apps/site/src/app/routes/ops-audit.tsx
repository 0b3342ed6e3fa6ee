import { useSearchParams } from 'react-router';
import { AuditLog } from '../../features/ops/components/audit';
import { auditFilterOf, auditParamsOf } from '../../features/ops/model/filters';
import { useAddressSearch } from '../../lib/address';

/** /ops/audit: the audit log; its filter (`action`, `target`, `page`) is the address, each change on the last. */
export default function OpsAuditPage() {
  const [params, update] = useAddressSearch(useSearchParams());
  return <AuditLog filter={auditFilterOf(params)} onFilterChange={(change) => update((prev) => auditParamsOf({ ...auditFilterOf(prev), ...change }))} />;
}
