import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import type { MajorOption } from 'gaokao-domain';
import { axeViolations } from '../../../test/axe';
import { MajorFilterDialog, type MajorFilterDialogProps } from './major-filter-dialog';
import { fakeCatalogue, fakeSpecialMajors } from './fake-catalogue';

function setup(props: Partial<MajorFilterDialogProps> = {}) {
  const onSave = vi.fn();
  const onChange = vi.fn();
  render(
    <MajorFilterDialog
      open
      onOpenChange={() => undefined}
      {...fakeCatalogue}
      specialMajors={fakeSpecialMajors}
      onSave={onSave}
      onChange={onChange}
      {...props}
    />,
  );
  return { onSave, onChange };
}

const majorsColumn = () => screen.getByRole('region', { name: '专业' });
const selectedNames = () =>
  within(screen.getByRole('list', { name: '已选专业列表' }))
    .queryAllByRole('checkbox')
    .map((c) => c.closest('label')?.textContent ?? '');

async function addMajors(...names: string[]) {
  for (const name of names) await userEvent.click(await within(majorsColumn()).findByRole('checkbox', { name: new RegExp(`^${name}`) }));
  await userEvent.click(screen.getByRole('button', { name: '添加' }));
}

describe('given the catalogue', () => {
  it('should open on the first category and class and list its majors', async () => {
    setup();
    expect(await within(majorsColumn()).findByRole('checkbox', { name: /^计算机科学与技术/ })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '门类' })).getByRole('button', { name: '工学' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('region', { name: '专业类' })).getByRole('button', { name: '计算机类' }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should load the classes of another category and pick its first class', async () => {
    setup();
    await userEvent.click(await within(screen.getByRole('region', { name: '门类' })).findByRole('button', { name: '医学' }));
    expect(await within(majorsColumn()).findByRole('checkbox', { name: /^临床医学/ })).toBeTruthy();
  });

  it('should ask for the catalogue of the chosen level tab', async () => {
    const loadCategories = vi.fn(fakeCatalogue.loadCategories);
    setup({ loadCategories });
    await userEvent.click(screen.getByRole('tab', { name: '本科职业' }));
    expect(loadCategories).toHaveBeenLastCalledWith('本科职业');
  });

  it('should say 请选择专业 when adding with nothing checked', async () => {
    setup();
    await within(majorsColumn()).findByRole('checkbox', { name: /^软件工程/ });
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(screen.getByRole('status').textContent).toBe('请选择专业');
  });

  it('should add checked majors once each, by major_name', async () => {
    const { onChange } = setup();
    await addMajors('软件工程', '人工智能');
    await addMajors('软件工程');
    expect(selectedNames()).toEqual(['软件工程', '人工智能']);
    expect((onChange.mock.lastCall?.[0] as MajorOption[]).map((m) => m.major_name)).toEqual(['软件工程', '人工智能']);
  });
});

describe('given chosen majors', () => {
  const chosen: MajorOption[] = [{ major_name: '法学' }, { major_name: '护理学' }, { major_name: '软件工程' }];

  it('should say 请选择要移除的专业 when removing checked ones with none checked', async () => {
    setup({ defaultValue: chosen });
    await userEvent.click(screen.getByRole('button', { name: '移除选中' }));
    expect(screen.getByRole('status').textContent).toBe('请选择要移除的专业');
  });

  it('should remove one major after 确认从过滤条件中移除当前专业吗?', async () => {
    setup({ defaultValue: chosen });
    await userEvent.click(screen.getByRole('button', { name: '移除 护理学' }));
    const confirm = screen.getByRole('alertdialog', { name: '提示' });
    expect(confirm.textContent).toContain('确认从过滤条件中移除当前专业吗?');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(selectedNames()).toEqual(['法学', '软件工程']);
    expect(screen.getByRole('dialog', { name: '专业筛选' })).toBeTruthy();
  });

  it('should keep the majors when the confirmation is cancelled', async () => {
    setup({ defaultValue: chosen });
    await userEvent.click(screen.getByRole('button', { name: '移除 护理学' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(selectedNames()).toEqual(['法学', '护理学', '软件工程']);
  });

  it('should remove the checked majors after 确认要移除选中的专业吗?', async () => {
    setup({ defaultValue: chosen });
    const list = screen.getByRole('list', { name: '已选专业列表' });
    await userEvent.click(within(list).getByRole('checkbox', { name: '法学' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: '软件工程' }));
    await userEvent.click(screen.getByRole('button', { name: '移除选中' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('确认要移除选中的专业吗?');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(selectedNames()).toEqual(['护理学']);
  });

  it('should remove all after 确认移除所有专业吗? and save the special majors', async () => {
    const { onSave } = setup({ defaultValue: chosen });
    await userEvent.click(screen.getByRole('button', { name: '移除全部' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('确认移除所有专业吗?');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(selectedNames()).toEqual([]);
    await userEvent.click(within(screen.getByRole('group', { name: '特殊专业' })).getByRole('checkbox', { name: '航海类' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith({ majors: [], special: ['航海类'] });
  });
});

describe('given a note on the special majors', () => {
  it('should show it under them, and nothing without one', async () => {
    setup({ specialNote: '演示数据：国家特色专业与双一流建设学科为生成的示例内容' });
    expect(within(screen.getByRole('region', { name: '特殊专业' })).getByText(/^演示数据：/)).toBeTruthy();
  });

  it('should show no note by default', () => {
    setup();
    expect(within(screen.getByRole('region', { name: '特殊专业' })).queryByText(/演示数据/)).toBeNull();
  });
});

describe('given a search with more than 200 matches', () => {
  it('should show the first 200 and the warning', async () => {
    setup();
    await userEvent.fill(screen.getByRole('searchbox', { name: '搜索专业' }), '工程');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    const results = screen.getByRole('region', { name: '搜索结果' });
    await within(results).findAllByRole('checkbox');
    expect(within(results).getAllByRole('checkbox')).toHaveLength(200);
    expect(screen.getByRole('note').textContent).toContain('仅显示前200条匹配结果，请输入更精确的专业名称');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should go back to the catalogue when the search is cleared', async () => {
    setup();
    await userEvent.fill(screen.getByRole('searchbox', { name: '搜索专业' }), '法');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await within(screen.getByRole('region', { name: '搜索结果' })).findByRole('checkbox', { name: '法学' });
    await userEvent.clear(screen.getByRole('searchbox', { name: '搜索专业' }));
    expect(screen.getByRole('region', { name: '门类' })).toBeTruthy();
  });
});
