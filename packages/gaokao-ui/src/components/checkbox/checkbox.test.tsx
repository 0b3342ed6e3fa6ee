import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Checkbox, CheckboxGroup, type CheckedState } from './checkbox';
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

function box(name: string): HTMLInputElement {
  const element = screen.getByRole('checkbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is not a native checkbox`);
  return element;
}

/** Whether the drawn mark (tick or dash) over a box is on screen, from the computed style of the real page. */
function markShown(input: HTMLInputElement): { mark: boolean; tick: boolean; dash: boolean } {
  const svg = input.nextElementSibling;
  const [tick, dash] = Array.from(svg?.querySelectorAll('path') ?? []);
  const shown = (el: Element | null | undefined) => !!el && getComputedStyle(el).display !== 'none';
  return { mark: shown(svg), tick: shown(tick), dash: shown(dash) };
}

describe('given a Checkbox', () => {
  it('should be a native checkbox input named by its label', () => {
    render(<Checkbox label="包含学费待定" />);
    const input = box('包含学费待定');
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('checkbox');
    expect(input.labels?.[0]?.textContent).toBe('包含学费待定');
  });

  it('should toggle with a click on its label and report the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="包含学费待定" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('包含学费待定'));
    const input = box('包含学费待定');
    expect(input.checked).toBe(true);
    expect(input.getAttribute('data-state')).toBe('checked');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByText('包含学费待定'));
    expect(input.checked).toBe(false);
    expect(input.getAttribute('data-state')).toBe('unchecked');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('should toggle with the space key', async () => {
    render(<Checkbox label="包含学费待定" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(box('包含学费待定'));
    await userEvent.keyboard(' ');
    expect(box('包含学费待定').checked).toBe(true);
    expect(box('包含学费待定').getAttribute('data-state')).toBe('checked');
  });

  it('should show a focus ring for keyboard focus', async () => {
    render(<Checkbox label="包含学费待定" />);
    await userEvent.tab();
    expect(getComputedStyle(box('包含学费待定')).outlineStyle).toBe('solid');
  });

  it('should draw the tick only while checked', async () => {
    render(<Checkbox label="包含学费待定" />);
    const input = box('包含学费待定');
    expect(markShown(input)).toEqual({ mark: false, tick: false, dash: false });
    await userEvent.click(input);
    expect(markShown(input)).toEqual({ mark: true, tick: true, dash: false });
  });

  it('should set the DOM indeterminate property and draw a dash when indeterminate', async () => {
    render(<Checkbox label="全选" checked="indeterminate" />);
    const input = box('全选');
    expect(input.indeterminate).toBe(true);
    expect(input.checked).toBe(false);
    expect(input.matches(':indeterminate')).toBe(true);
    expect(input.getAttribute('data-state')).toBe('indeterminate');
    expect(markShown(input)).toEqual({ mark: true, tick: false, dash: true });
    expect(await axeViolations()).toEqual([]);
  });

  it('should become checked when an indeterminate box is clicked', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="全选" defaultChecked="indeterminate" onCheckedChange={onCheckedChange} />);
    const input = box('全选');
    await userEvent.click(input);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(input.indeterminate).toBe(false);
    expect(input.checked).toBe(true);
    expect(input.getAttribute('data-state')).toBe('checked');
  });

  it('should not change when controlled and the parent keeps its value', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="包含学费待定" checked={false} onCheckedChange={onCheckedChange} />);
    const input = box('包含学费待定');
    await userEvent.click(input);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(input.checked).toBe(false);
    expect(input.getAttribute('data-state')).toBe('unchecked');
    expect(markShown(input).mark).toBe(false);
  });

  it('should stay indeterminate when controlled and the parent keeps that value', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="全选" checked="indeterminate" onCheckedChange={onCheckedChange} />);
    const input = box('全选');
    await userEvent.click(input);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(input.indeterminate).toBe(true);
    expect(input.checked).toBe(false);
    expect(input.getAttribute('data-state')).toBe('indeterminate');
  });

  it('should follow the parent when controlled', async () => {
    function Parent() {
      const [value, setValue] = useState<CheckedState>('indeterminate');
      return (
        <>
          <Checkbox label="全选" checked={value} onCheckedChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Parent />);
    const input = box('全选');
    await userEvent.click(input);
    expect(screen.getByRole('status').textContent).toBe('true');
    expect(input.indeterminate).toBe(false);
    expect(input.checked).toBe(true);
    await userEvent.click(input);
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(input.getAttribute('data-state')).toBe('unchecked');
  });

  it('should ignore clicks while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="包含学费待定" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('包含学费待定'));
    expect(box('包含学费待定').disabled).toBe(true);
    expect(box('包含学费待定').checked).toBe(false);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('should pass id, required and aria-describedby to the input', () => {
    render(
      <>
        <Checkbox label="同意协议" id="agree" required aria-describedby="agree-hint" />
        <p id="agree-hint">提交前请阅读</p>
      </>,
    );
    const input = box('同意协议');
    expect(input.id).toBe('agree');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('agree-hint');
  });

  it('should submit its name and value with a form only while checked', async () => {
    render(
      <form aria-label="表单">
        <Checkbox label="包含学费待定" name="tuition" value="pending" />
        <Checkbox label="仅公办" name="nature" value="public" defaultChecked />
      </form>,
    );
    const form = screen.getByRole('form', { name: '表单' }) as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['nature', 'public']]);
    await userEvent.click(screen.getByText('包含学费待定'));
    expect([...new FormData(form).entries()]).toEqual([
      ['tuition', 'pending'],
      ['nature', 'public'],
    ]);
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

describe('given a CheckboxGroup with a name inside a form', () => {
  it('should submit the checked values in the options order', async () => {
    render(
      <form aria-label="选科">
        <CheckboxGroup label="选考科目" name="subject" options={electives} max={2} defaultValue={['地理']} />
      </form>,
    );
    const form = screen.getByRole('form', { name: '选科' }) as HTMLFormElement;
    await userEvent.click(screen.getByRole('checkbox', { name: '化学' }));
    expect(new FormData(form).getAll('subject')).toEqual(['化学', '地理']);
    // At the cap the other two are disabled, and disabled inputs are never submitted.
    expect(screen.getByRole('checkbox', { name: '生物' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: '地理' }));
    expect(new FormData(form).getAll('subject')).toEqual(['化学']);
  });

  it('should disable every box when the whole group is disabled', () => {
    render(<CheckboxGroup label="选考科目" options={electives} defaultValue={['生物']} disabled />);
    for (const { value } of electives) expect(screen.getByRole('checkbox', { name: value })).toHaveProperty('disabled', true);
  });
});
