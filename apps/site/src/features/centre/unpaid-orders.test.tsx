import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from 'gaokao-domain';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';

import { renderCentre } from '../../../test/centre';

afterEach(() => vi.unstubAllGlobals());

const WX = '/api/WxPay/pc_create_order';
const UNPAID = '/api/Financial.Vippay/unpaidList';
const CANCEL = '/api/Financial.Vippay/cancelOrder';
const calls = (seen: Seen[], path: string) => seen.filter((s) => s.path === path);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** 取消订单 of one order (its number is read out after the label). */
const cancelName = (id: number) => new RegExp(`^取消订单\\s*（订单 ${id}）$`);
const toast = (text: string) => screen.findByText(text, { selector: '[role="status"] *, [role="alert"] *, [role="status"], [role="alert"]' });

type Row = { vippay_id: number; num: number; price: number; pay_type: 1 | 2; create_time: string };
const row = (id: number, num: number, payType: 1 | 2, minute: number): Row => ({
  vippay_id: id,
  num,
  price: 36800 * num,
  pay_type: payType,
  create_time: `2026-06-01T02:${String(minute).padStart(2, '0')}:00.000Z`,
});

/**
 * A fake server holding the member's open unpaid orders: the cap refuses a new order while 5 are open, a cancel closes
 * one (after `cancelDelayMs`), `cancelReply` overrides what a cancel answers.
 */
function ordersServer(opts: { open?: Row[]; cancelDelayMs?: number; cancelReply?: (id: number) => unknown } = {}) {
  let open = [...(opts.open ?? [])];
  let next = 200;
  const seen = fakeServer({
    '/api/Financial.Vippay/activeRecord': () => ok({ total: 0, data: [] }),
    '/api/Financial.Vippay/index': () =>
      ok({ total: 1, data: [{ vippay_id: 90, num: 3, price: 99360, pay_type: 1, pay_status: 2, pay_time: '2026-05-30T02:00:00.000Z', create_time: '2026-05-30T01:59:00.000Z' }] }),
    [UNPAID]: () => ok({ total: open.length, data: open }),
    [CANCEL]: async (b) => {
      if (opts.cancelDelayMs) await sleep(opts.cancelDelayMs);
      const id = Number(b.vippay_id);
      if (opts.cancelReply) return opts.cancelReply(id);
      open = open.filter((o) => o.vippay_id !== id);
      return ok({ vippay_id: id }, { msg: MSG.orderCancelDone });
    },
    [WX]: (b) => {
      if (open.length >= 5) return { status: 400, msg: MSG.orderUnpaidTooMany };
      next += 1;
      const num = Number(b.num);
      open = [row(next, num, 1, 59), ...open];
      return ok({ vippay_id: next, code_url: 'weixin://wxpay/bizpayurl?pr=TEST', price: 36800 * num, num, discount: 10, pay_type: 1 });
    },
    '/api/WxPay/lunWxPayorder': (b) => ok({ vippay_id: Number(b.vippay_id), pay_status: 1, pay_time: null }),
  });
  return seen;
}

const FIVE = [row(105, 1, 1, 50), row(104, 2, 2, 40), row(103, 1, 1, 30), row(102, 3, 2, 20), row(101, 1, 1, 10)];

async function openRecords() {
  await userEvent.click(await screen.findByRole('button', { name: '购买记录' }));
  return screen.findByRole('dialog', { name: '购买记录' });
}

describe('given the purchase records dialog', () => {
  it('should list the open unpaid orders above the paid ones, newest first, and cancel one with 取消订单: a toast, the list read again', async () => {
    const seen = ordersServer({ open: [row(102, 3, 2, 20), row(101, 1, 1, 10)] });
    renderCentre();
    const records = await openRecords();
    const unpaid = await within(records).findByRole('region', { name: '未支付订单' });
    const rows = within(unpaid).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/^102.*3 张 · ¥1104\.00支付宝取消订单/), expect.stringMatching(/^101.*1 张 · ¥368\.00微信取消订单/)]);
    // Above the paid records.
    const paid = within(records).getByRole('region', { name: '购买记录' });
    expect(unpaid.compareDocumentPosition(paid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(paid).getByRole('row', { name: /^90/ })).toBeTruthy();

    const asked = calls(seen, UNPAID).length;
    await userEvent.click(within(unpaid).getByRole('button', { name: cancelName(102) }));
    expect(await toast(MSG.orderCancelDone)).toBeTruthy();
    expect(calls(seen, CANCEL).map((s) => s.body)).toEqual([{ vippay_id: '102' }]);
    await waitFor(() => expect(within(records).queryByRole('button', { name: cancelName(102) })).toBeNull());
    expect(calls(seen, UNPAID).length).toBeGreaterThan(asked);
    expect(within(records).getByRole('button', { name: cancelName(101) })).toBeTruthy();
    // The focus is not lost with the row: it is on the section's heading.
    expect(document.activeElement).toBe(within(records).getByRole('heading', { name: '未支付订单' }));
  });

  it('should send one cancel for a double click of 取消订单', async () => {
    const seen = ordersServer({ open: [row(101, 1, 1, 10)], cancelDelayMs: 300 });
    renderCentre();
    const records = await openRecords();
    const button = await within(records).findByRole('button', { name: cancelName(101) });
    // Both clicks of a double click arrive before React renders again (the second one in the same task).
    fireEvent.click(button);
    fireEvent.click(button);
    await userEvent.click(button);
    expect(await toast(MSG.orderCancelDone)).toBeTruthy();
    expect(calls(seen, CANCEL)).toHaveLength(1);
    expect(await within(records).findByText('暂无未支付订单')).toBeTruthy();
  });

  it('should say 暂无未支付订单 when there is none', async () => {
    ordersServer();
    renderCentre();
    const records = await openRecords();
    expect(await within(records).findByText('暂无未支付订单')).toBeTruthy();
    expect(within(records).getByRole('heading', { name: '未支付订单' })).toBeTruthy();
  });

  it('should show a refused cancel (paid meanwhile) in 系统提示 and read the list again', async () => {
    const seen = ordersServer({ open: [row(101, 1, 1, 10)], cancelReply: () => ({ status: 400, msg: MSG.orderCancelPaid }) });
    renderCentre();
    const records = await openRecords();
    const asked = () => calls(seen, UNPAID).length;
    await waitFor(() => expect(asked()).toBe(1));
    await userEvent.click(await within(records).findByRole('button', { name: cancelName(101) }));
    const prompt = await screen.findByRole('alertdialog', { name: '系统提示' });
    expect(within(prompt).getByText(MSG.orderCancelPaid)).toBeTruthy();
    await waitFor(() => expect(asked()).toBe(2));
  });
});

describe('given the purchase dialog and 5 open unpaid orders', () => {
  it('should say why the order was refused, show the unpaid orders on 查看未支付订单, let one be cancelled by keyboard, then make the order on 重新下单', async () => {
    const seen = ordersServer({ open: FIVE });
    renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: '购买VIP卡' }));
    const dialog = await screen.findByRole('dialog', { name: '购买VIP卡' });
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MSG.orderUnpaidTooMany);
    // Said once, in the dialog: no 系统提示 on top of it.
    expect(screen.queryByRole('alertdialog', { name: '系统提示' })).toBeNull();
    expect(within(dialog).queryByRole('img', { name: '微信扫码支付' })).toBeNull();
    expect(calls(seen, UNPAID)).toHaveLength(0);

    const show = within(dialog).getByRole('button', { name: '查看未支付订单' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const heading = await within(dialog).findByRole('heading', { name: '未支付订单' });
    expect(document.activeElement).toBe(heading);
    const unpaid = await within(dialog).findByRole('region', { name: '未支付订单' });
    expect(within(unpaid).getAllByRole('row').slice(1).map((r) => r.textContent?.slice(0, 3))).toEqual(['105', '104', '103', '102', '101']);

    // Keyboard: from the heading, Tab reaches the table's scrolling region, then the first row's 取消订单.
    await userEvent.tab();
    expect(document.activeElement).toBe(within(unpaid).getByRole('region', { name: '未支付订单列表' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(unpaid).getByRole('button', { name: cancelName(105) }));
    await userEvent.keyboard('{Enter}');
    expect(await toast(MSG.orderCancelDone)).toBeTruthy();
    expect(calls(seen, CANCEL).map((s) => s.body)).toEqual([{ vippay_id: '105' }]);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: cancelName(105) })).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: '重新下单' }));
    expect(await within(dialog).findByRole('img', { name: '微信扫码支付' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '查看未支付订单' })).toBeNull();
    expect(calls(seen, WX)).toHaveLength(2);
  });

  it('should make one order for a double click of 重新下单', async () => {
    const seen = ordersServer({ open: FIVE });
    renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: '购买VIP卡' }));
    const dialog = await screen.findByRole('dialog', { name: '购买VIP卡' });
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: '查看未支付订单' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: cancelName(101) }));
    await toast(MSG.orderCancelDone);
    const retry = within(dialog).getByRole('button', { name: '重新下单' });
    // Both clicks of a double click arrive before the order's pending state does.
    fireEvent.click(retry);
    fireEvent.click(retry);
    await within(dialog).findByRole('img', { name: '微信扫码支付' });
    await sleep(200);
    expect(calls(seen, WX)).toHaveLength(2);
  });
});
