import { describe, expect, it } from 'vitest';
import { isVip } from './is-vip';
import type { Viewer } from './role';

type Case = { name: string; viewer: Viewer | null | undefined; vip: boolean };
const cases: Case[] = [
  { name: 'a visitor', viewer: 'visitor', vip: false },
  { name: 'a free user', viewer: 1, vip: false },
  { name: 'a VIP', viewer: 2, vip: true },
  { name: 'an agent', viewer: 3, vip: true },
  { name: 'nobody', viewer: null, vip: false },
];

describe('given a viewer', () => {
  it.each(cases)('should call $name VIP=$vip', ({ viewer, vip }) => {
    expect(isVip(viewer)).toBe(vip);
  });
});
