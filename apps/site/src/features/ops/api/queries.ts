import { callQuery } from '../../../lib/query';
import { routes } from '../../../lib/api';
import type { AuditFilter, WithdrawalFilter } from '../model/filters';
import { AUDIT_PAGE_SIZE, WITHDRAWALS_PAGE_SIZE } from '../model/filters';

/** The signed-in operator (`opsMe`): its name in the console's header. */
export const opsMeQuery = () => callQuery(routes.opsMe, {});

/** One page of withdrawals by status and asking day (China time), oldest first. */
export const withdrawalsQuery = (filter: WithdrawalFilter) =>
  callQuery(routes.opsWithdrawals, {
    status: filter.status,
    ...(filter.from ? { date_from: filter.from } : {}),
    ...(filter.to ? { date_to: filter.to } : {}),
    page: filter.page,
    limit: WITHDRAWALS_PAGE_SIZE,
  });

/** One page of the audit log, newest first, optionally one action or one target. */
export const auditQuery = (filter: AuditFilter) =>
  callQuery(routes.opsAudit, {
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.target ? { target: filter.target } : {}),
    page: filter.page,
    limit: AUDIT_PAGE_SIZE,
  });
