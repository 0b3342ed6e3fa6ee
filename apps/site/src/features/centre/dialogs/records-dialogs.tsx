import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog } from 'gaokao-ui';
import { formatChinaTime } from 'gaokao-domain';
import type { CardOrder, VipCard } from 'gaokao-contract';
import { CENTRE_PAGE_SIZE, orderCardsQuery, ordersQuery } from '../api/queries';
import { RecordsTable } from '../components/records-table';
import { orderColumns } from '../components/order-columns';
import { UnpaidOrders } from '../components/unpaid-orders';
import { cardStatusLabel, channelLabel, payStatusLabel } from '../model/format';

/**
 * 购买记录: the member's open unpaid card orders first (未支付订单, each may be cancelled), then the paid ones (20 per
 * page), each opening its card codes.
 */
export function PurchaseRecordsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [page, setPage] = useState(1);
  const [codesOf, setCodesOf] = useState<CardOrder | null>(null);
  const orders = useQuery({ ...ordersQuery(page), enabled: open });
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title="购买记录" size="large" data-testid="records-dialog">
        <UnpaidOrders enabled={open} />
        <h3 className="gk-centre__subtitle">已支付订单</h3>
        <RecordsTable<CardOrder>
          caption="购买记录"
          loading={orders.isPending}
          error={orders.isError}
          rows={orders.data?.data}
          rowKey={(o) => o.vippay_id}
          paging={{ page, pageSize: CENTRE_PAGE_SIZE, total: orders.data?.total ?? 0, onPageChange: setPage }}
          empty={<p className="gk-centre__state">暂无购买记录</p>}
          columns={[
            // Three columns, two lines each (as 未支付订单), so 查看卡密 stays in view at 375 px without scrolling sideways.
            ...orderColumns<CardOrder>((o) => formatChinaTime(o.pay_time ?? o.create_time), (o) => `${channelLabel(o.pay_type)} · ${payStatusLabel(o.pay_status)}`),
            {
              header: '操作',
              cell: (o) => (
                <Button size="small" variant="link" onClick={() => setCodesOf(o)}>
                  查看卡密<span className="gk-visually-hidden">（订单 {o.vippay_id}）</span>
                </Button>
              ),
            },
          ]}
        />
      </Dialog>
      {codesOf ? <CardCodesDialog order={codesOf} onClose={() => setCodesOf(null)} /> : null}
    </>
  );
}

/** 卡密: the cards of one paid order (activeListNo), with whether each is activated. */
export function CardCodesDialog({ order, onClose }: { order: Pick<CardOrder, 'vippay_id' | 'num'>; onClose: () => void }) {
  const cards = useQuery(orderCardsQuery(order.vippay_id));
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())} title={`卡密（订单 ${order.vippay_id}）`} size="large" data-testid="codes-dialog">
      <p className="gk-hint">卡码和卡密可在“VIP会员”中激活，也可赠送他人使用；每张卡激活后增加一年VIP。</p>
      <RecordsTable<VipCard>
        caption="卡密列表"
        loading={cards.isPending}
        error={cards.isError}
        rows={cards.data?.data}
        rowKey={(c) => c.card_no}
        columns={[
          { header: '卡码', cell: (c) => <code>{c.card_no}</code> },
          { header: '卡密', cell: (c) => <code>{c.card_password}</code> },
          { header: '状态', cell: (c) => cardStatusLabel(c.active_status) },
          { header: '生成时间', cell: (c) => formatChinaTime(c.create_time) },
        ]}
      />
    </Dialog>
  );
}
