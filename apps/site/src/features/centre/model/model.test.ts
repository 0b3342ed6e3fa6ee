import { describe, expect, it } from 'vitest';
import { channelLabel, discountLabel, withdrawStatusLabel, yuan } from './format';
import { pageOf, panelOfType, visiblePanels, walletTabOf } from './panels';
import { priceFor } from './price';

describe('given the address of /Home', () => {
  it.each([
    { type: null, key: 'info' },
    { type: '1', key: 'info' },
    { type: '2', key: 'plan' },
    { type: '3', key: 'vip' },
    { type: '4', key: 'assessments' },
    { type: '5', key: 'password' },
    { type: '6', key: 'wallet' },
    { type: '7', key: 'lowerLevel' },
    { type: '8', key: 'info' },
    { type: 'vip', key: 'info' },
  ])('should open $key for type=$type', ({ type, key }) => {
    expect(panelOfType(type).key).toBe(key);
  });

  it.each([
    { value: null, page: 1 },
    { value: '3', page: 3 },
    { value: '0', page: 1 },
    { value: '-2', page: 1 },
    { value: '2.5', page: 1 },
    { value: 'x', page: 1 },
  ])('should read page=$value as $page', ({ value, page }) => {
    expect(pageOf(value)).toBe(page);
  });

  it('should read the wallet tab, income by default', () => {
    expect([walletTabOf(null), walletTabOf('withdraw'), walletTabOf('spending'), walletTabOf('nope')]).toEqual(['income', 'withdraw', 'spending', 'income']);
  });

  it('should list 下级会员 by the domain’s rule', () => {
    const keys = (u: Parameters<typeof visiblePanels>[0]) => visiblePanels(u).map((p) => p.key);
    expect(keys({ role: 1 })).toContain('lowerLevel');
    expect(keys({ role: 3, is_sheng: 1 })).toContain('lowerLevel');
    expect(keys({ role: 2, is_sheng: 1, isFen: 0 })).not.toContain('lowerLevel');
    expect(keys({ role: 2, is_sheng: 1, isFen: 1 })).toContain('lowerLevel');
  });
});

describe('given money on screen', () => {
  it('should show fen as yuan with two decimals', () => {
    expect([yuan(99360), yuan(5), yuan(0), yuan(null)]).toEqual(['¥993.60', '¥0.05', '¥0.00', '¥0.00']);
  });

  it('should name channels, statuses and discounts', () => {
    expect([channelLabel(1), channelLabel(2), withdrawStatusLabel(1), withdrawStatusLabel(2), withdrawStatusLabel(3)]).toEqual(['微信', '支付宝', '待处理', '已打款', '已驳回']);
    expect([discountLabel(10), discountLabel(8.5)]).toEqual(['原价', '8.5折']);
  });

  it('should price with the member’s own unit price and discounts, null outside 1–9999', () => {
    const member = { role: 1 as const, vip_price: 36800, san_zhekou: 9, liu_zhekou: 8, daili_zhekou: 7 };
    expect(priceFor(member, 2)?.totalFen).toBe(73600);
    expect(priceFor(member, 5)?.totalFen).toBe(165600);
    expect(priceFor(member, 6)?.totalFen).toBe(176640);
    expect(priceFor({ ...member, role: 3 }, 1)?.totalFen).toBe(25760);
    expect(priceFor(member, 0)).toBeNull();
    expect(priceFor(member, 10000)).toBeNull();
    expect(priceFor(member, null)).toBeNull();
  });
});
