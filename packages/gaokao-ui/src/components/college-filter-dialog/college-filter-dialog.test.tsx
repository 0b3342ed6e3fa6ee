import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { useState } from 'react';
import { REGION_OPTIONS, type CollegeScreen } from 'gaokao-domain';
import { axeViolations } from '../../../test/axe';
import { CollegeFilterDialog } from './college-filter-dialog';

const empty: CollegeScreen = { regions: [], types: [], natures: [], attributes: [], strengths: [] };

function Harness({ initial, onSave = vi.fn(), onChange }: { initial: CollegeScreen; onSave?: (s: CollegeScreen) => void; onChange?: (s: CollegeScreen) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CollegeFilterDialog
      open
      onOpenChange={() => undefined}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onSave={onSave}
    />
  );
}

function group(name: string) {
  return screen.getByRole('group', { name });
}

function checkedIn(name: string): string[] {
  return within(group(name))
    .getAllByRole('checkbox')
    .filter((c) => c.getAttribute('data-state') === 'checked')
    .map((c) => c.closest('label')?.textContent ?? '');
}

describe('given a saved screen whose groups are empty', () => {
  it('should load every group as all options checked', async () => {
    render(<Harness initial={empty} />);
    expect(checkedIn('地区')).toHaveLength(REGION_OPTIONS.length);
    expect(checkedIn('院校层次')).toEqual(['985', '211', '双一流', '其他']);
    expect(checkedIn('办学实力')).toEqual(['有博士点', '有硕士点', '其他']);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should save the groups filled in', async () => {
    const onSave = vi.fn();
    render(<Harness initial={empty} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const saved = onSave.mock.lastCall?.[0] as CollegeScreen;
    expect(saved.regions).toHaveLength(REGION_OPTIONS.length);
    expect(saved.natures).toEqual(['985', '211', '双一流', '其他']);
  });
});

describe('given only 其他 among the levels', () => {
  const initial: CollegeScreen = { ...empty, regions: ['北京'], natures: ['其他'] };

  it('should also check 211 and 985 when 双一流 is chosen', async () => {
    render(<Harness initial={initial} />);
    await userEvent.click(within(group('院校层次')).getByRole('checkbox', { name: '双一流' }));
    expect(checkedIn('院校层次')).toEqual(['985', '211', '双一流', '其他']);
  });

  it('should also check 985 when 211 is chosen', async () => {
    render(<Harness initial={initial} />);
    await userEvent.click(within(group('院校层次')).getByRole('checkbox', { name: '211' }));
    expect(checkedIn('院校层次')).toEqual(['985', '211', '其他']);
  });

  it('should let 985 be unchecked afterwards', async () => {
    render(<Harness initial={initial} />);
    await userEvent.click(within(group('院校层次')).getByRole('checkbox', { name: '211' }));
    await userEvent.click(within(group('院校层次')).getByRole('checkbox', { name: '985' }));
    expect(checkedIn('院校层次')).toEqual(['211', '其他']);
  });

  it('should keep a non-empty group as saved and select all on 全选', async () => {
    const onChange = vi.fn();
    render(<Harness initial={initial} onChange={onChange} />);
    expect(checkedIn('地区')).toEqual(['北京']);
    await userEvent.click(screen.getByRole('button', { name: '地区全选' }));
    expect(checkedIn('地区')).toHaveLength(REGION_OPTIONS.length);
    expect((onChange.mock.lastCall?.[0] as CollegeScreen).regions).toHaveLength(REGION_OPTIONS.length);
  });
});

describe('given the dialog is cancelled', () => {
  it('should report cancel and close without saving', async () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    render(<CollegeFilterDialog open onOpenChange={onOpenChange} defaultValue={empty} onSave={onSave} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('given groups on a fact no source holds', () => {
  it('should say so instead of offering checkboxes, and save them as 不限 whatever was stored', async () => {
    const onSave = vi.fn();
    render(
      <CollegeFilterDialog
        open
        onOpenChange={() => undefined}
        defaultValue={{ ...empty, types: ['农林'], strengths: ['有博士点'] }}
        onSave={onSave}
        unavailable={{ types: '暂无数据：院校类型没有公开的分类，此项不筛选', strengths: '暂无数据：硕博点无公开数据，此项不筛选' }}
      />,
    );
    const types = screen.getByRole('region', { name: '院校类型' });
    expect(types.getAttribute('data-state')).toBe('unavailable');
    expect(types.textContent).toContain('暂无数据：院校类型没有公开的分类');
    expect(within(types).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('region', { name: '办学实力' }).textContent).toContain('硕博点无公开数据');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const saved = onSave.mock.lastCall?.[0] as CollegeScreen;
    expect(saved.types).toHaveLength(14);
    expect(saved.strengths).toEqual(['有博士点', '有硕士点', '其他']);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('given options no data holds (withoutData)', () => {
  it('should leave them out of the group and of 全选, with the note under it', async () => {
    const onSave = vi.fn();
    render(
      <CollegeFilterDialog
        open
        onOpenChange={() => undefined}
        defaultValue={{ ...empty, attributes: ['公办'] }}
        onSave={onSave}
        withoutData={{ attributes: { options: ['独立学院', '内地与港澳台地区合作办学'], note: '暂无数据：独立学院、内地与港澳台地区合作办学，院校名单未单列，此项不筛选' } }}
      />,
    );
    const attributes = screen.getByRole('region', { name: '办学性质' });
    expect(within(attributes).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['公办', '民办', '解放军院校', '中外合作办学']);
    expect(attributes.textContent).toContain('暂无数据：独立学院、内地与港澳台地区合作办学');
    await userEvent.click(screen.getByRole('button', { name: '办学性质全选' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((onSave.mock.lastCall?.[0] as CollegeScreen).attributes).toEqual(['公办', '民办', '解放军院校', '中外合作办学']);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
