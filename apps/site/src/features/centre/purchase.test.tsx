import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';

import { renderCentre } from '../../../test/centre';

afterEach(() => vi.unstubAllGlobals());

const empty = () => ok({ total: 0, data: [] });
const calls = (seen: Seen[], path: string) => seen.filter((s) => s.path === path);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const POLL = '/api/WxPay/lunWxPayorder';
const WX = '/api/WxPay/pc_create_order';
const ALI = '/api/Alipay/aliPay_create_order';

/** A fake money server: orders numbered from 100; `paid` decides what the poll answers. */
function moneyServer(opts: { paid?: (pollCount: number) => boolean; pollReply?: () => unknown; orderDelayMs?: number } = {}) {
  let next = 100;
  let polls = 0;
  const order = (body: Record<string, string>, payType: 1 | 2) => {
    next += 1;
    const num = Number(body.num);
    return ok({ vippay_id: next, code_url: `${window.location.origin}/api/sandbox/pay?order=GK${next}`, price: 29440 * num, num, discount: 8, pay_type: payType });
  };
  const seen = fakeServer({
    '/api/Financial.Vippay/activeRecord': empty,
    [WX]: async (b) => {
      if (opts.orderDelayMs) await sleep(opts.orderDelayMs);
      return order(b, 1);
    },
    [ALI]: (b) => order(b, 2),
    [POLL]: (b) => {
      polls += 1;
      if (opts.pollReply) return opts.pollReply();
      return ok({ vippay_id: Number(b.vippay_id), pay_status: opts.paid?.(polls) ? 2 : 1, pay_time: null });
    },
    '/api/Financial.Vippay/index': () =>
      ok({ total: 1, data: [{ vippay_id: 101, num: 3, price: 99360, pay_type: 1, pay_status: 2, pay_time: '2026-06-01T02:00:00.000Z', create_time: '2026-06-01T01:59:00.000Z' }] }),
    '/api/Financial.Vippay/unpaidList': empty,
    '/api/Financial.Vippay/activeListNo': () =>
      ok({ total: 1, data: [{ card_no: 'VKAAAABBBBCCCCDD', card_password: 'PW2345678923', active_status: 1, create_time: '2026-06-01T02:00:00.000Z' }] }),
  });
  return seen;
}

async function openPurchase() {
  await userEvent.click(await screen.findByRole('button', { name: '购买VIP卡' }));
  return screen.findByRole('dialog', { name: '购买VIP卡' });
}

describe('given the purchase dialog', () => {
  it('should price the quantity live from the domain’s tiers: full under 3, san_zhekou for 3–5, liu_zhekou from 6', async () => {
    moneyServer();
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    const total = () => within(dialog).getByTestId('purchase-total').textContent;
    expect(total()).toBe('¥368.00');
    const num = within(dialog).getByLabelText('购买数量（张）');
    await userEvent.clear(num);
    await userEvent.type(num, '3');
    expect(total()).toBe('¥993.60');
    expect(within(dialog).getByText('9折')).toBeTruthy();
    await userEvent.clear(num);
    await userEvent.type(num, '6');
    expect(total()).toBe('¥1766.40');
  });

  it('should price an agent at daili_zhekou whatever the quantity', async () => {
    moneyServer();
    renderCentre('/Home?type=3', { role: 3 });
    const dialog = await openPurchase();
    expect(within(dialog).getByTestId('purchase-total').textContent).toBe('¥257.60');
    expect(within(dialog).getByText(/代理商购卡统一享受7折优惠/)).toBeTruthy();
  });

  it('should refuse a quantity outside 1–9999 without creating an order', async () => {
    const seen = moneyServer();
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    const num = within(dialog).getByLabelText('购买数量（张）');
    await userEvent.clear(num);
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('购买数量须在1到9999之间');
    expect(calls(seen, WX)).toEqual([]);
  });

  it('should word 0, -1 and 10000 as the empty field is worded: 购买数量须在1到9999之间', async () => {
    moneyServer();
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    const num = within(dialog).getByLabelText('购买数量（张）');
    for (const typed of ['0', '-1', '10000']) {
      await userEvent.clear(num);
      await userEvent.type(num, typed);
      expect(within(dialog).getByRole('alert').textContent).toBe('购买数量须在1到9999之间');
    }
  });

  it('should create the WeChat order, show its 198 px QR, poll every second and, once paid, close and open 购买记录', async () => {
    const seen = moneyServer({ paid: (n) => n >= 2 });
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    const num = within(dialog).getByLabelText('购买数量（张）');
    await userEvent.clear(num);
    await userEvent.type(num, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(calls(seen, WX)[0]?.body).toEqual({ num: '3' }));
    const qr = await within(dialog).findByRole('img', { name: '微信扫码支付' });
    expect(qr.getAttribute('width')).toBe('198');
    expect(within(dialog).getByRole('link', { name: /打开本机支付页面/ }).getAttribute('href')).toBe(`${window.location.origin}/api/sandbox/pay?order=GK101`);
    const records = await screen.findByRole('dialog', { name: '购买记录' }, { timeout: 6000 });
    expect(screen.queryByRole('dialog', { name: '购买VIP卡' })).toBeNull();
    expect(calls(seen, POLL).map((s) => s.body.vippay_id)).toEqual(['101', '101']);
    await userEvent.click(await within(records).findByRole('button', { name: /查看卡密/ }));
    const codes = await screen.findByRole('dialog', { name: '卡密（订单 101）' });
    expect(within(codes).getByRole('row', { name: /VKAAAABBBBCCCCDD/ }).textContent).toContain('PW2345678923');
    // Paid: no more asking.
    await sleep(1300);
    expect(calls(seen, POLL).length).toBe(2);
  });

  it('should create one order on a double click of 立即支付 and keep the payment step open through a click outside while the order is made', async () => {
    const seen = moneyServer({ paid: () => false, orderDelayMs: 400 });
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    await userEvent.dblClick(within(dialog).getByRole('button', { name: '立即支付' }));
    expect(within(dialog).getByText('正在生成订单…')).toBeTruthy();
    // The second click of a double click that lands outside: Radix listens for pointerdown on the document.
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: '购买VIP卡' })).toBe(dialog);
    await within(dialog).findByRole('img', { name: '微信扫码支付' }, { timeout: 5000 });
    expect(calls(seen, WX)).toHaveLength(1);
  });

  it('should make no second order when Alipay is chosen while the WeChat order is still being made', async () => {
    const seen = moneyServer({ paid: () => false, orderDelayMs: 400 });
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    expect(within(dialog).getByText('正在生成订单…')).toBeTruthy();
    const alipay = within(dialog).getByRole('radio', { name: '支付宝支付' }) as HTMLInputElement;
    expect(alipay.disabled).toBe(true);
    fireEvent.click(alipay);
    await within(dialog).findByRole('img', { name: '微信扫码支付' }, { timeout: 5000 });
    expect(calls(seen, WX)).toHaveLength(1);
    expect(calls(seen, ALI)).toHaveLength(0);
    // Once the order is answered the other method is offered again, and replaces it.
    expect(alipay.disabled).toBe(false);
    await userEvent.click(alipay);
    await screen.findByRole('dialog', { name: '支付宝支付' });
    expect(calls(seen, ALI).map((s) => s.body)).toEqual([{ num: '1', replaces: '101' }]);
  });

  it('should answer 我已完成支付 with 您还未完成支付 while the order is unpaid', async () => {
    moneyServer({ paid: () => false });
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await within(dialog).findByRole('img', { name: '微信扫码支付' });
    await userEvent.click(within(dialog).getByRole('button', { name: '我已完成支付' }));
    expect(await screen.findByText('您还未完成支付')).toBeTruthy();
  });

  it('should create an Alipay order when Alipay is chosen, and a new WeChat order when its dialog closes, each replacing the last unpaid order', async () => {
    const seen = moneyServer({ paid: () => false });
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await within(dialog).findByRole('img', { name: '微信扫码支付' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '支付宝支付' }));
    const alipay = await screen.findByRole('dialog', { name: '支付宝支付' });
    expect(calls(seen, ALI).map((s) => s.body)).toEqual([{ num: '1', replaces: '101' }]);
    expect(within(alipay).getByRole('link', { name: '打开支付宝支付页面' }).getAttribute('href')).toBe(`${window.location.origin}/api/sandbox/pay?order=GK102`);
    await waitFor(() => expect(calls(seen, POLL).some((s) => s.body.vippay_id === '102')).toBe(true));
    await userEvent.click(within(alipay).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '支付宝支付' })).toBeNull());
    await waitFor(() => expect(calls(seen, WX).length).toBe(2), { timeout: 5000 });
    expect(calls(seen, WX).map((s) => s.body)).toEqual([{ num: '1' }, { num: '1', replaces: '102' }]);
    expect((within(dialog).getByRole('radio', { name: '微信支付' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(calls(seen, POLL).some((s) => s.body.vippay_id === '103')).toBe(true));
  });

  it('should replace the unpaid order of a closed purchase when the dialog is opened again, and replace nothing after a paid one', async () => {
    let paid = false;
    const seen = moneyServer({ paid: () => paid });
    renderCentre('/Home?type=3');
    let dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await within(dialog).findByRole('img', { name: '微信扫码支付' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '购买VIP卡' })).toBeNull(), { timeout: 5000 });
    dialog = await openPurchase();
    paid = true;
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await screen.findByRole('dialog', { name: '购买记录' }, { timeout: 6000 });
    await userEvent.click(within(screen.getByRole('dialog', { name: '购买记录' })).getByRole('button', { name: '关闭' }));
    dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(calls(seen, WX).length).toBe(3), { timeout: 5000 });
    expect(calls(seen, WX).map((s) => s.body)).toEqual([{ num: '1' }, { num: '1', replaces: '101' }, { num: '1' }]);
  });

  it('should stop polling when the purchase dialog closes', async () => {
    const seen = moneyServer({ paid: () => false });
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(calls(seen, POLL).length).toBeGreaterThanOrEqual(1));
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '购买VIP卡' })).toBeNull());
    const count = calls(seen, POLL).length;
    await sleep(2200);
    expect(calls(seen, POLL).length).toBe(count);
  });

  it('should stop polling after a polling error', async () => {
    const seen = moneyServer({ pollReply: () => ({ status: 404, msg: '订单不存在' }) });
    renderCentre('/Home?type=3');
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即支付' }));
    expect(await within(dialog).findByText(/支付状态查询失败，已停止查询/)).toBeTruthy();
    const count = calls(seen, POLL).length;
    expect(count).toBe(1);
    await sleep(2200);
    expect(calls(seen, POLL).length).toBe(count);
  });
});
