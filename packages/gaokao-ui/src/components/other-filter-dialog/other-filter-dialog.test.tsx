import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { defaultOtherScreen, type OtherScreen } from 'gaokao-domain';
import { axeViolations } from '../../../test/axe';
import { OtherFilterDialog } from './other-filter-dialog';

function setup(initial: OtherScreen = defaultOtherScreen()) {
  const onSave = vi.fn();
  const onChange = vi.fn();
  render(<OtherFilterDialog open onOpenChange={() => undefined} defaultValue={initial} onSave={onSave} onChange={onChange} />);
  return { onSave, onChange };
}

const saved = (onSave: ReturnType<typeof vi.fn>) => onSave.mock.lastCall?.[0] as OtherScreen;

describe('given the default screen', () => {
  it('should save nothing restricted', async () => {
    const { onSave } = setup();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved(onSave)).toEqual(defaultOtherScreen());
  });

  it('should offer schooling lengths 1 to 9 years or 不限', async () => {
    const { onSave } = setup();
    const select = screen.getByRole('combobox', { name: '学制' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['不限', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}年`)]);
    await userEvent.selectOptions(select, '5年');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved(onSave).schooling_length).toBe(5);
  });

  it('should save custom keywords with full-width commas turned into ASCII commas', async () => {
    const { onSave } = setup();
    const include = screen.getByRole('group', { name: '包含关键词' });
    await userEvent.click(within(include).getByRole('checkbox', { name: '自定义' }));
    await userEvent.fill(screen.getByRole('textbox', { name: '包含关键词（自定义）' }), '卓越，  强基,卓越');
    expect(screen.getByText('将匹配：卓越、强基')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved(onSave).specialty_title).toEqual(['自定义']);
    expect(saved(onSave).specialty_title_other).toBe('卓越,强基');
  });

  it('should keep exclusion keywords apart from inclusion keywords', async () => {
    const { onSave } = setup();
    const exclude = screen.getByRole('group', { name: '排除关键词' });
    await userEvent.click(within(exclude).getByRole('checkbox', { name: '中外合作' }));
    await userEvent.click(within(exclude).getByRole('checkbox', { name: '预科' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved(onSave).specialty_title_no).toEqual(['中外合作', '预科']);
    expect(saved(onSave).specialty_title).toEqual([]);
  });

  it('should save 师范, 新专业 and 征集 as 0/1/2 and the 职教 switch', async () => {
    const { onSave } = setup();
    await userEvent.click(within(screen.getByRole('group', { name: '师范类专业' })).getByRole('radio', { name: '只看师范' }));
    await userEvent.click(within(screen.getByRole('group', { name: '新专业' })).getByRole('radio', { name: '不看新专业' }));
    await userEvent.click(within(screen.getByRole('group', { name: '征集志愿' })).getByRole('radio', { name: '有征集' }));
    await userEvent.click(screen.getByRole('switch', { name: '显示职教专业' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved(onSave)).toMatchObject({ isShifan: 1, isNewMajor: 2, zhengji: 1, hasZhiJiao: false });
  });
});

describe('given ranges', () => {
  it.each([
    { name: 'a reversed plan range', field: '计划人数最低（人）', text: '50', other: ['计划人数最高（人）', '10'], message: '最小值不能大于最大值' },
    { name: 'a reversed score range', field: '预估分最低（分）', text: '600', other: ['预估分最高（分）', '500'], message: '最小值不能大于最大值' },
  ])('should refuse $name with the domain message', async ({ field, text, other, message }) => {
    const { onSave } = setup();
    await userEvent.fill(screen.getByRole('textbox', { name: field }), text);
    if (other) await userEvent.fill(screen.getByRole('textbox', { name: other[0] }), other[1] as string);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it.each([
    { field: '学费最低（元）', text: '5千a', message: '请输入数字' },
    { field: '计划人数最低（人）', text: '1e3', message: '请输入数字' },
    { field: '计划人数最高（人）', text: '12.5', message: '请输入整数' },
    { field: '预估分最低（分）', text: '-600', message: '请输入不小于0的数' },
    { field: '预估分最高（分）', text: 'abc', message: '请输入数字' },
  ])('should keep "$text" in $field as typed and refuse it on 保存 with $message', async ({ field, text, message }) => {
    const { onSave } = setup();
    const input = screen.getByRole('textbox', { name: field });
    await userEvent.type(input, text);
    expect((input as HTMLInputElement).value).toBe(text);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('should save a decimal fee as typed', async () => {
    const { onSave } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: '学费最高（元）' }), '8000.5');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved(onSave)).toMatchObject({ tuition_fee_max: '8000.5' });
  });

  it('should refuse a saved screen whose fee is not a number with the domain message', async () => {
    const { onSave } = setup({ ...defaultOtherScreen(), tuition_fee_min: '五千' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('请输入数字')).toBeTruthy();
  });

  it('should save a valid fee range with unknown fees excluded', async () => {
    const { onSave } = setup();
    await userEvent.fill(screen.getByRole('textbox', { name: '学费最低（元）' }), '3000');
    await userEvent.fill(screen.getByRole('textbox', { name: '学费最高（元）' }), '8000');
    await userEvent.click(screen.getByRole('checkbox', { name: '包含学费待定的专业' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved(onSave)).toMatchObject({ tuition_fee_min: '3000', tuition_fee_max: '8000', tuition_fee_no: false });
  });
});

describe('given uncontrolled use with a trigger', () => {
  it('should open from its trigger, keep its own open state and close on 取消', async () => {
    const onOpenChange = vi.fn();
    render(<OtherFilterDialog trigger={<button type="button">其他筛选</button>} onOpenChange={onOpenChange} onSave={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '其他筛选' }));
    expect(await screen.findByRole('dialog', { name: '其他筛选' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange.mock.calls.map((c) => c[0])).toEqual([true, false]);
  });
});
