import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../../../test/axe';
import { SortDialog, type SortDialogRow } from './sort-dialog';

type Row = SortDialogRow & { volunteer_result_id: number; yugu_score: number };

const rows: Row[] = [
  { volunteer_result_id: 11, collegeName: '甲大学', specialty_title: '法学', yugu_score: 560 },
  { volunteer_result_id: 12, collegeName: '乙大学', specialty_title: '会计学', yugu_score: 590 },
  { volunteer_result_id: 13, collegeName: '丙大学', specialty_title: '临床医学', yugu_score: 575 },
  { volunteer_result_id: 14, collegeName: '丁大学', specialty_title: '软件工程', yugu_score: 601 },
  { volunteer_result_id: 15, collegeName: '戊大学', specialty_title: '护理学', yugu_score: 540 },
];

function setup(overrides: Partial<Parameters<typeof SortDialog<Row>>[0]> = {}) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  const onOpenChange = vi.fn();
  render(<SortDialog open rows={rows} onSave={onSave} onCancel={onCancel} onOpenChange={onOpenChange} {...overrides} />);
  return { onSave, onCancel, onOpenChange, dialog: screen.getByRole('dialog', { name: '专业排序' }) };
}

function order(): string[] {
  return within(screen.getByRole('list', { name: '志愿顺序' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.match(/[甲乙丙丁戊]大学/)?.[0] ?? '');
}

function savedIds(onSave: ReturnType<typeof vi.fn>): Array<[number, number]> {
  const saved = onSave.mock.lastCall?.[0] as Array<Row & { sort_id: number }>;
  return saved.map((r) => [r.volunteer_result_id, r.sort_id]);
}

describe('given a wish list of five rows', () => {
  it('should list them in their current order', async () => {
    setup();
    expect(order()).toEqual(['甲大学', '乙大学', '丙大学', '丁大学', '戊大学']);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should sort by predicted line, highest first, and save sort_id 1…n', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: '自动排序' }));
    expect(order()).toEqual(['丁大学', '乙大学', '丙大学', '甲大学', '戊大学']);
    expect(screen.getByText('已完成对所有专业的排序')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(savedIds(onSave)).toEqual([
      [14, 1],
      [12, 2],
      [13, 3],
      [11, 4],
      [15, 5],
    ]);
  });

  it('should sort with the caller’s rule when one is given (autoSortRows), and save that order', async () => {
    const reversed = (list: readonly Row[]) => [...list].reverse();
    const { onSave } = setup({ autoSortRows: reversed });
    await userEvent.click(screen.getByRole('button', { name: '自动排序' }));
    expect(order()).toEqual(['戊大学', '丁大学', '丙大学', '乙大学', '甲大学']);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(savedIds(onSave)).toEqual([
      [15, 1],
      [14, 2],
      [13, 3],
      [12, 4],
      [11, 5],
    ]);
  });

  it('should refuse to move before N with nothing checked', async () => {
    setup();
    await userEvent.fill(screen.getByRole('textbox', { name: '移动到第几个之前' }), '2');
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    expect(screen.getByRole('status').textContent).toBe('请确保至少选中一个专业');
    expect(screen.getByRole('status').getAttribute('data-tone')).toBe('error');
  });

  it('should ask for the position when rows are checked but no number is given', async () => {
    setup();
    await userEvent.click(screen.getByRole('checkbox', { name: /戊大学/ }));
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    expect(screen.getByRole('status').textContent).toBe('请输入移动到哪个序号之前');
  });

  it('should move the checked rows as one block before position N', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: /丁大学/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /戊大学/ }));
    await userEvent.fill(screen.getByRole('textbox', { name: '移动到第几个之前' }), '2');
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    expect(order()).toEqual(['甲大学', '丁大学', '戊大学', '乙大学', '丙大学']);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(savedIds(onSave).map(([id]) => id)).toEqual([11, 14, 15, 12, 13]);
  });

  it('should clear the selection and say so', async () => {
    setup();
    await userEvent.click(screen.getByRole('checkbox', { name: /甲大学/ }));
    await userEvent.click(screen.getByRole('button', { name: '取消选择' }));
    expect(screen.getByRole('status').textContent).toBe('已取消对所有专业的选择');
    expect(screen.getByRole('checkbox', { name: /甲大学/ }).getAttribute('data-state')).toBe('unchecked');
  });

  it('should move a row with Alt+ArrowUp and keep the focus on it', async () => {
    setup();
    screen.getByRole('button', { name: '拖动 丙大学 临床医学' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order()).toEqual(['甲大学', '丙大学', '乙大学', '丁大学', '戊大学']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('拖动 丙大学 临床医学');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}{Alt>}{ArrowUp}{/Alt}');
    expect(order()[0]).toBe('丙大学');
    expect(screen.getByRole('status').textContent).toBe('丙大学 临床医学 已移到第 1 位');
  });

  it('should move a row down with its 下移 button', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: '下移 甲大学 法学' }));
    expect(order()).toEqual(['乙大学', '甲大学', '丙大学', '丁大学', '戊大学']);
    expect(screen.getByRole('button', { name: '上移 乙大学 会计学' }).hasAttribute('disabled')).toBe(true);
  });

  it('should move a row by dragging its handle', async () => {
    setup();
    const handle = screen.getByRole('button', { name: '拖动 戊大学 护理学' });
    const target = within(screen.getByRole('list', { name: '志愿顺序' })).getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.dragAndDrop(handle, target, { targetPosition: { x: 40, y: 2 } });
    expect(order()).toEqual(['甲大学', '戊大学', '乙大学', '丙大学', '丁大学']);
  });

  it('should cancel without saving', async () => {
    const { onSave, onCancel, onOpenChange } = setup();
    await userEvent.click(screen.getByRole('button', { name: '自动排序' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('given a 院校专业组 list (unit 院校专业组, each row a group)', () => {
  function setupGroups() {
    const onSave = vi.fn();
    render(<SortDialog open unit="院校专业组" rows={rows} onSave={onSave} />);
    return { onSave, dialog: screen.getByRole('dialog', { name: '院校专业组排序' }) };
  }

  it('should be titled 院校专业组排序 and speak of groups in every notice', async () => {
    setupGroups();
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    expect(screen.getByRole('status').textContent).toBe('请确保至少选中一个院校专业组');
    await userEvent.click(screen.getByRole('checkbox', { name: /丁大学/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /戊大学/ }));
    await userEvent.fill(screen.getByRole('textbox', { name: '移动到第几个之前' }), '2');
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    expect(order()).toEqual(['甲大学', '丁大学', '戊大学', '乙大学', '丙大学']);
    expect(screen.getByRole('status').textContent).toBe('已将选中的 2 个院校专业组移到第 2 个院校专业组之前');
    await userEvent.click(screen.getByRole('button', { name: '取消选择' }));
    expect(screen.getByRole('status').textContent).toBe('已取消对所有院校专业组的选择');
    await userEvent.click(screen.getByRole('button', { name: '自动排序' }));
    expect(screen.getByRole('status').textContent).toBe('已完成对所有院校专业组的排序');
    expect(screen.getByRole('dialog').textContent).not.toMatch(/个专业|所有专业|一个专业|^专业排序/);
  });

  it('should keep the spec’s 专业 texts by default', async () => {
    setup();
    await userEvent.click(screen.getByRole('checkbox', { name: /戊大学/ }));
    await userEvent.fill(screen.getByRole('textbox', { name: '移动到第几个之前' }), '1');
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    expect(screen.getByRole('status').textContent).toBe('已将选中的 1 个专业移到第 1 个之前');
  });
});
