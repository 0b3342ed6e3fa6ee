import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { ProvincePicker } from './province-picker';
import { filterProvinces, groupByInitial, PROVINCES, provincesFromNames } from './provinces';

describe('PROVINCES', () => {
  it('should list the 34 provincial-level divisions once each, with upper-case initials', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(34);
    for (const p of PROVINCES) expect(p.initial).toBe(p.pinyin[0]?.toUpperCase());
  });
});

describe('filterProvinces', () => {
  it.each([
    { name: 'empty query keeps all', query: '', expected: 34 },
    { name: 'by Chinese name fragment', query: '江', expected: 4 },
    { name: 'by initial, case-insensitive', query: 'x', expected: 3 },
    { name: 'by pinyin prefix', query: 'guang', expected: 2 },
    { name: 'by pinyin initials', query: 'hb', expected: 2 },
    { name: 'no match', query: '火星', expected: 0 },
  ])('$name', ({ query, expected }) => {
    expect(filterProvinces(PROVINCES, query)).toHaveLength(expected);
  });
});

describe('groupByInitial', () => {
  it('should sort groups A→Z with unknown names under # last', () => {
    const groups = groupByInitial(provincesFromNames(['浙江', '火星', '安徽', '北京']));
    expect(groups.map((g) => g.initial)).toEqual(['A', 'B', 'Z', '#']);
  });
});

describe('given a ProvincePicker', () => {
  it('should group provinces and report the chosen one', async () => {
    const onValueChange = vi.fn();
    render(<ProvincePicker onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'H 开头的省份' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '河北' }));
    expect(onValueChange).toHaveBeenCalledWith('河北');
    expect(await axeViolations()).toEqual([]);
  });

  it('should filter as the user types', async () => {
    render(<ProvincePicker />);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索省份' }), '广');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['广东', '广西']);
  });

  it('should find provinces by the pinyin initials of their characters', async () => {
    render(<ProvincePicker />);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索省份' }), 'hb');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['河北', '湖北']);
  });

  it('should not let a locked province be chosen', () => {
    render(<ProvincePicker disabledNames={['北京']} />);
    expect(screen.getByRole('radio', { name: '北京' })).toHaveProperty('disabled', true);
  });
});
