import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'gaokao-ui';
import { formatChinaTime, validateWithdrawButton } from 'gaokao-domain';
import type { ReplyData, UserInfo } from 'gaokao-contract';
import { CENTRE_PAGE_SIZE, incomeQuery, spendingQuery, withdrawalsQuery } from '../api/queries';
import { channelLabel, withdrawRemarkLabel, withdrawStatusLabel, yuan } from '../model/format';
import { WALLET_TABS, type WalletTab } from '../model/panels';
import { RecordsTable } from './records-table';

const WithdrawDialog = lazy(async () => ({ default: (await import('../dialogs/withdraw-dialog')).WithdrawDialog }));

type Income = ReplyData['ruzhangList']['data'][number];
type Withdrawal = ReplyData['withdrawList']['data'][number];
type Spending = ReplyData['zhichuRecord']['data'][number];

export interface WalletPanelProps {
  user: Pick<UserInfo, 'blance' | 'openid'>;
  tab: WalletTab;
  page: number;
  onTabChange: (tab: WalletTab) => void;
  onPageChange: (page: number) => void;
  /** A page beyond the last moves here (the address replaced, not a new history entry). */
  onPageClamp?: (page: number) => void;
}

/** 我的钱包 (type 6): the balance with 提现, and three tabs of 20 rows a page: income, withdrawals, spending. */
export function WalletPanel({ user, tab, page, onTabChange, onPageChange, onPageClamp }: WalletPanelProps) {
  const [withdrawing, setWithdrawing] = useState(false);
  const balance = Number(user.blance) || 0;
  const canWithdraw = validateWithdrawButton(balance);
  const paging = (total: number | undefined) => ({ page, pageSize: CENTRE_PAGE_SIZE, total: total ?? 0, onPageChange, ...(onPageClamp ? { onClamp: onPageClamp } : {}) });
  const body = (t: WalletTab) =>
    t !== tab ? null : t === 'income' ? <IncomeTable page={page} paging={paging} /> : t === 'withdraw' ? <WithdrawTable page={page} paging={paging} /> : <SpendingTable page={page} paging={paging} />;
  return (
    <section className="gk-centre__section" aria-labelledby="wallet-title">
      <h2 id="wallet-title">我的钱包</h2>
      <div className="gk-centre__balance">
        <span>
          账户余额 <strong>{yuan(balance)}</strong>
        </span>
        <Button disabled={!canWithdraw.ok} onClick={() => setWithdrawing(true)}>
          {canWithdraw.ok ? '提现' : canWithdraw.message}
        </Button>
      </div>
      <Tabs label="钱包记录" value={tab} onValueChange={(v) => onTabChange(v as WalletTab)} items={WALLET_TABS.map((t) => ({ value: t.value, label: t.label, content: body(t.value) }))} />
      <Suspense fallback={null}>{withdrawing ? <WithdrawDialog open={withdrawing} onOpenChange={setWithdrawing} balanceFen={balance} wechatBound={Boolean(user.openid)} /> : null}</Suspense>
    </section>
  );
}

type Paging = (total: number | undefined) => { page: number; pageSize: number; total: number; onPageChange: (page: number) => void; onClamp?: (page: number) => void };

function IncomeTable({ page, paging }: { page: number; paging: Paging }) {
  const q = useQuery(incomeQuery(page));
  return (
    <RecordsTable<Income>
      caption="入账记录"
      loading={q.isPending}
      error={q.isError}
      rows={q.data?.data}
      rowKey={(r) => r.id}
      paging={paging(q.data?.total)}
      columns={[
        { header: '消费用户', cell: (r) => r.phone || r.code },
        { header: '金额', cell: (r) => yuan(r.price) },
        { header: '时间', cell: (r) => formatChinaTime(r.create_time) },
        { header: '备注', cell: (r) => r.remark },
      ]}
    />
  );
}

function WithdrawTable({ page, paging }: { page: number; paging: Paging }) {
  const q = useQuery(withdrawalsQuery(page));
  return (
    <RecordsTable<Withdrawal>
      caption="提现记录"
      loading={q.isPending}
      error={q.isError}
      rows={q.data?.data}
      rowKey={(r) => r.withdraw_id}
      paging={paging(q.data?.total)}
      columns={[
        { header: '金额', cell: (r) => yuan(r.price) },
        { header: '提现方式', cell: (r) => channelLabel(r.type) },
        { header: '时间', cell: (r) => formatChinaTime(r.create_time) },
        { header: '状态', cell: (r) => withdrawStatusLabel(r.status) },
        { header: '备注', cell: (r) => withdrawRemarkLabel(r.status, r.remark) },
      ]}
    />
  );
}

function SpendingTable({ page, paging }: { page: number; paging: Paging }) {
  const q = useQuery(spendingQuery(page));
  return (
    <RecordsTable<Spending>
      caption="支出记录"
      loading={q.isPending}
      error={q.isError}
      rows={q.data?.data}
      rowKey={(r) => r.vippay_id}
      paging={paging(q.data?.total)}
      columns={[
        { header: '金额', cell: (r) => yuan(r.price) },
        { header: '支付方式', cell: (r) => channelLabel(r.pay_type) },
        { header: '内容', cell: (r) => `购买VIP卡 ${r.num} 张` },
        { header: '时间', cell: (r) => formatChinaTime(r.create_time) },
      ]}
    />
  );
}
