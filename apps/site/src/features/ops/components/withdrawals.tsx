import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select } from 'gaokao-ui';
import type { OpsWithdrawal } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { withdrawalsQuery } from '../api/queries';
import { useExportCsv } from '../api/mutations';
import { WITHDRAWALS_PAGE_SIZE, type WithdrawalFilter } from '../model/filters';
import { channelLabel, payee, statusLabel, yuan } from '../model/format';
import { OpsTable, type OpsColumn } from './ops-table';
import { SettleDialogs, type SettleKind } from './settle-dialogs';
import '../ops.css';

const STATUSES = [
  { value: '1', label: '待处理' },
  { value: '2', label: '已打款' },
  { value: '3', label: '已驳回' },
] as const;

/**
 * 提现审核: the queue by status (待处理 by default) and asking day in China time, oldest first, with the member, the
 * amount, the channel and the account to pay; 导出CSV of the whole filter for the finance team; 标记已付 and 驳回 on a
 * pending row (each asks, then confirms). The filter is the page's (the address; a change names the fields it changes);
 * the list refreshes after an action.
 */
export function Withdrawals({ filter, onFilterChange }: { filter: WithdrawalFilter; onFilterChange: (change: Partial<WithdrawalFilter>) => void }) {
  const list = useQuery(withdrawalsQuery(filter));
  const exportCsv = useExportCsv();
  const [acting, setActing] = useState<{ kind: SettleKind; row: OpsWithdrawal } | null>(null);
  const change = (part: Partial<WithdrawalFilter>) => onFilterChange({ page: 1, ...part });
  const rangeError = filter.from && filter.to && filter.from > filter.to ? '开始日期不能晚于结束日期' : undefined;

  const columns: OpsColumn<OpsWithdrawal>[] = [
    { header: '提现ID', cell: (w) => w.withdraw_id },
    {
      header: '会员',
      cell: (w) => (
        <>
          {w.memberuser_id}
          <br />
          <span className="gk-ops__muted">{w.phone}</span>
        </>
      ),
    },
    { header: '金额', cell: (w) => <strong>{yuan(w.price)}</strong> },
    { header: '方式', cell: (w) => channelLabel(w.type) },
    { header: '收款账号', cell: (w) => <span className="gk-ops__account">{payee(w)}</span> },
    { header: '申请时间（北京时间）', cell: (w) => <time dateTime={w.create_time.iso}>{w.create_time.china}</time> },
    {
      header: filter.status === 1 ? '操作' : '处理',
      cell: (w) =>
        w.status === 1 ? (
          <span className="gk-ops__row-actions">
            <Button size="small" onClick={() => setActing({ kind: 'paid', row: w })} aria-label={`标记已付 提现 #${w.withdraw_id}`}>
              标记已付
            </Button>
            <Button size="small" variant="outline" tone="danger" onClick={() => setActing({ kind: 'reject', row: w })} aria-label={`驳回 提现 #${w.withdraw_id}`}>
              驳回
            </Button>
          </span>
        ) : (
          <>
            {statusLabel(w.status)}
            {w.payout_ref ? `，单号 ${w.payout_ref}` : ''}
            {w.remark ? `，${w.remark}` : ''}
            {w.settle_time ? (
              <>
                <br />
                <time className="gk-ops__muted" dateTime={w.settle_time.iso}>
                  {w.settle_time.china}
                </time>
              </>
            ) : null}
          </>
        ),
    },
  ];

  return (
    <section className="gk-ops__page">
      <h1 id="ops-withdrawals-title">提现审核</h1>
      <form className="gk-ops__filters" role="search" aria-label="筛选提现" onSubmit={(e) => e.preventDefault()}>
        <Select label="状态" options={STATUSES} value={String(filter.status)} onValueChange={(v) => change({ status: Number(v) as 1 | 2 | 3 })} />
        <Input label="申请日期从" type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => change({ from: e.target.value })} />
        <Input label="至" type="date" value={filter.to} min={filter.from || undefined} error={rangeError} onChange={(e) => change({ to: e.target.value })} />
        <div className="gk-ops__filter-actions">
          {filter.from || filter.to ? (
            <Button variant="ghost" tone="neutral" onClick={() => change({ from: '', to: '' })}>
              清除日期
            </Button>
          ) : null}
          <Button
            variant="outline"
            loading={exportCsv.isPending}
            loadingLabel="导出中…"
            disabled={Boolean(rangeError)}
            onClick={() => exportCsv.mutate({ status: filter.status, from: filter.from, to: filter.to }, { onSuccess: (name) => showToast(`已导出 ${name}`, 'success') })}
          >
            导出CSV
          </Button>
        </div>
      </form>
      <p className="gk-ops__muted" aria-live="polite">
        {list.data ? `共 ${list.data.total} 笔${statusLabel(filter.status)}提现` : ''}
      </p>
      <OpsTable
        caption={`${statusLabel(filter.status)}提现`}
        columns={columns}
        rows={list.data?.data}
        rowKey={(w) => w.withdraw_id}
        loading={list.isPending}
        error={list.isError}
        paging={{ page: filter.page, pageSize: WITHDRAWALS_PAGE_SIZE, total: list.data?.total ?? 0, onPageChange: (page) => onFilterChange({ page }) }}
      />
      {acting ? <SettleDialogs kind={acting.kind} row={acting.row} onClose={() => setActing(null)} /> : null}
    </section>
  );
}
