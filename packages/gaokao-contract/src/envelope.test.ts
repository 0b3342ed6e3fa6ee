import { describe, expect, it } from 'vitest';
import * as domain from 'gaokao-domain';
import { SERVER_MSG, STATUS_LOGIN, STATUS_OK, STATUS_VIP, importRowMsg, wishListFullMsgOf, wishListGroupsFullMsg } from './envelope';

describe('the envelope', () => {
  it('should take the statuses of the network rule from the domain (defined once)', () => {
    expect([STATUS_OK, STATUS_LOGIN, STATUS_VIP]).toEqual([domain.STATUS_OK, domain.STATUS_LOGIN, domain.STATUS_VIP]);
    expect([STATUS_OK, STATUS_LOGIN, STATUS_VIP]).toEqual([200, 101, 5]);
  });

  it('should word the full wish list with the domain limit', () => {
    expect(SERVER_MSG.wishListFull).toBe(`志愿单最多填报${domain.WISHLIST_MAX}个专业`);
    expect(SERVER_MSG.wishListFull).toBe('志愿单最多填报96个专业');
  });

  it.each([
    { max: 40, text: '志愿单最多填报40个专业组' },
    { max: 24, text: '志愿单最多填报24个专业组' },
  ])('should word a province\'s smaller list of 专业组 ($max)', ({ max, text }) => {
    expect(wishListGroupsFullMsg(max)).toBe(text);
  });

  it('should word any list by its size and unit, the spec’s 96 专业 included', () => {
    expect(wishListFullMsgOf(96, '专业')).toBe(SERVER_MSG.wishListFull);
    expect(wishListFullMsgOf(80, '专业')).toBe('志愿单最多填报80个专业');
    expect(wishListFullMsgOf(40, '专业组')).toBe(wishListGroupsFullMsg(40));
  });

  it.each([
    { name: 'the first row', line: 1, msg: SERVER_MSG.unitNotFound, text: '第1行：该院校专业不存在' },
    { name: 'row 100', line: 100, msg: SERVER_MSG.unitNotFound, text: '第100行：该院校专业不存在' },
  ])('should prefix an import message with $name', ({ line, msg, text }) => {
    expect(importRowMsg(line, msg)).toBe(text);
  });

  it('should hold no empty or duplicated server message (each says one thing)', () => {
    const values = Object.values(SERVER_MSG);
    expect(values.every((v) => v.trim().length > 0)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});
