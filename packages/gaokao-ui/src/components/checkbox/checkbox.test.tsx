import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Checkbox, CheckboxGroup } from './checkbox';
import { checkboxOptionDisabled } from './option-disabled';

const electives = ['生物', '化学', '政治', '地理'].map((v) => ({ value: v, label: v }));

describe('checkboxOptionDisabled', () => {
  const cases: Array<{ name: string; selected: string[]; value: string; max: number | undefined; expected: boolean }> = [
    { name: 'no cap never disables', selected: ['生物', '化学', '政治'], value: '地理', max: undefined, expected: false },
    { name: 'below the cap leaves others enabled', selected: ['生物'], value: '化学', max: 2, expected: false },
    { name: 'at the cap disables an unchosen option', selected: ['生物', '化学'], value: '政治', max: 2, expected: true },
    { name: 'at the cap keeps a chosen option enabled to uncheck', selected: ['生物', '化学'], value: '化学', max: 2, expected: false },
    { name: 'edit dialog cap of 3', selected: ['物理', '生物', '化学'], value: '地理', max: 3, expected: true },
  ];
  it.each(cases)('$name', ({ selected, value, max, expected }) => {
    expect(checkboxOptionDisabled(selected, value, max)).toBe(expected);
  });
});

describe('given a Checkbox', () => {
  it('should toggle with a click on its label and report the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="包含学费待定" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('包含学费待定'));
    const box = screen.getByRole('checkbox', { name: '包含学费待定' });
    expect(box.getAttribute('data-state')).toBe('checked');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('should toggle with the space key', async () => {
    render(<Checkbox label="包含学费待定" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
  });
});

describe('given a CheckboxGroup with max 2 (home electives)', () => {
  it('should disable the unchosen options once two are chosen', async () => {
    const onValueChange = vi.fn();
    render(<CheckboxGroup label="选考科目" options={electives} max={2} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '化学' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '生物' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['生物', '化学']);
    expect(screen.getByRole('checkbox', { name: '政治' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: '地理' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: '生物' })).toHaveProperty('disabled', false);
    expect(await axeViolations()).toEqual([]);
  });

  it('should enable the others again after one is unchecked', async () => {
    render(<CheckboxGroup label="选考科目" options={electives} max={2} defaultValue={['生物', '化学']} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '生物' }));
    expect(screen.getByRole('checkbox', { name: '政治' })).toHaveProperty('disabled', false);
  });

  it('should expose the legend as the group name and the error as its description', async () => {
    render(<CheckboxGroup label="选考科目" options={electives} error="请选择三项科目" />);
    const group = screen.getByRole('group', { name: '选考科目' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('请选择三项科目');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('given a CheckboxGroup with a domain exclusion rule (物理 vs 历史)', () => {
  it('should disable 历史 while 物理 is chosen', async () => {
    const options = ['物理', '历史', '化学'].map((v) => ({ value: v, label: v }));
    const exclusive = (value: string, selected: readonly string[]) =>
      (value === '物理' && selected.includes('历史')) || (value === '历史' && selected.includes('物理'));
    render(<CheckboxGroup label="物理科目组合" options={options} max={3} isOptionDisabled={exclusive} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '物理' }));
    expect(screen.getByRole('checkbox', { name: '历史' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: '物理' })).toHaveProperty('disabled', false);
  });
});
