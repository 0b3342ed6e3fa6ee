import { yuan } from '../model/format';
import type { Column } from './records-table';

/** What an order's first two columns read. */
export interface OrderCells {
  vippay_id: number;
  num: number;
  price: number;
}

/**
 * 订单 and 金额 of a card-order table, two lines each (the order number over its time; 数量 · 金额 over how it is
 * paid), so the table's action column stays in view at 375 px without scrolling sideways. Used by 未支付订单 and
 * 已支付订单.
 */
export function orderColumns<Row extends OrderCells>(timeOf: (o: Row) => string, paidBy: (o: Row) => string): Column<Row>[] {
  return [
    {
      header: '订单',
      cell: (o) => (
        <>
          {o.vippay_id}
          <span className="gk-centre__cell-line">{timeOf(o)}</span>
        </>
      ),
    },
    {
      header: '金额',
      cell: (o) => (
        <>
          {`${o.num} 张 · ${yuan(o.price)}`}
          <span className="gk-centre__cell-line">{paidBy(o)}</span>
        </>
      ),
    },
  ];
}
