import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'gaokao-ui';
import { MSG, ORDER_LIMITS, formatChinaTime } from 'gaokao-domain';
import type { UnpaidOrder } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { useCancelOrder } from '../api/mutations';
import { unpaidOrdersQuery } from '../api/queries';
import { channelLabel } from '../model/format';
import { orderColumns } from './order-columns';
import { RecordsTable } from './records-table';

export interface UnpaidOrdersProps {
  /** Whether to ask the server (a closed dialog asks nothing). */
  enabled?: boolean;
  /** Move the focus to the section's heading when it appears (opened by 查看未支付订单). */
  focusOnShow?: boolean;
}

/**
 * 未支付订单: the member's open unpaid card orders (the ones the 5-order cap counts), each with 取消订单. A cancel is sent
 * once however often its button is pressed (a double click included: the id is held from the first press until the
 * answer); a cancelled order leaves the list with the toast 订单已取消, and the focus goes to the section's heading.
 */
export function UnpaidOrders({ enabled = true, focusOnShow = false }: UnpaidOrdersProps) {
  const orders = useQuery({ ...unpaidOrdersQuery(), enabled });
  const cancel = useCancelOrder();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The ids being cancelled, held from the first press until the answer; the button's loading state shows it.
  const sending = useRef(new Set<number>());
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const rows = orders.data?.data;

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  const cancelOne = (vippayId: number) => {
    if (sending.current.has(vippayId)) return;
    sending.current.add(vippayId);
    setBusy(new Set(sending.current));
    cancel
      .mutateAsync(vippayId)
      .then(() => {
        showToast(MSG.orderCancelDone, 'success');
        heading.current?.focus();
      })
      // A refusal (paid or closed meanwhile) is shown by the network layer (系统提示); the list is read again.
      .catch(() => undefined)
      .finally(() => {
        sending.current.delete(vippayId);
        setBusy(new Set(sending.current));
      });
  };

  return (
    <section className="gk-centre__unpaid" aria-labelledby={titleId} data-testid="unpaid-orders">
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        未支付订单
      </h3>
      {rows && rows.length > 0 ? (
        <p className="gk-hint">
          {`${ORDER_LIMITS.unpaidWindowHours}小时内未支付的订单最多保留${ORDER_LIMITS.unpaidMax}笔，取消后即可重新下单。取消不会撤回已付的款项：若已扫码付款，到账后仍会生成卡密，可在购买记录中查看。`}
        </p>
      ) : null}
      <RecordsTable<UnpaidOrder>
        caption="未支付订单列表"
        loading={orders.isPending && enabled}
        error={orders.isError}
        rows={rows}
        rowKey={(o) => o.vippay_id}
        empty={<p className="gk-hint">暂无未支付订单</p>}
        columns={[
          // Three columns, two lines each, so 取消订单 stays in view at 375 px without scrolling the table sideways.
          ...orderColumns<UnpaidOrder>((o) => formatChinaTime(o.create_time), (o) => channelLabel(o.pay_type)),
          {
            header: '操作',
            cell: (o) => (
              <Button size="small" variant="outline" loading={busy.has(o.vippay_id)} loadingLabel="取消中…" onClick={() => cancelOne(o.vippay_id)}>
                取消订单<span className="gk-visually-hidden">（订单 {o.vippay_id}）</span>
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
