import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Tabs } from './tabs';

const items = [
  { value: '1', label: '智能推荐专业', content: '推荐' },
  { value: '2', label: '按院校搜索', content: '搜索', disabled: true },
  { value: '3', label: '首次招生院校', content: '首次' },
  { value: '4', label: '志愿表', content: '志愿' },
];

describe('given Tabs', () => {
  it('should expose a named tablist with one selected tab and its panel', async () => {
    render(<Tabs label="志愿填报" items={items} />);
    expect(screen.getByRole('tablist', { name: '志愿填报' })).toBeTruthy();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('智能推荐专业');
    expect(screen.getByRole('tabpanel', { name: '智能推荐专业' }).textContent).toBe('推荐');
    expect(await axeViolations()).toEqual([]);
  });

  it('should skip disabled tabs with the arrow keys and wrap around', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="志愿填报" items={items} onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('3');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith('4');
  });

  it('should keep a single tab stop (roving tabindex)', () => {
    render(<Tabs label="志愿填报" items={items} defaultValue="3" />);
    const stops = screen.getAllByRole('tab').filter((t) => t.tabIndex === 0);
    expect(stops.map((t) => t.textContent)).toEqual(['首次招生院校']);
  });

  it('should only move focus in manual activation until Enter', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="志愿填报" items={items} activation="manual" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('4');
  });
});
