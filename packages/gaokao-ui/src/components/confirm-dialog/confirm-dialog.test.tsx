import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { ConfirmDialog } from './confirm-dialog';

describe('given an open ConfirmDialog', () => {
  it('should title itself 提示 and offer 确定 and 取消', async () => {
    render(<ConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} message="确认退出登录吗?" />);
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog.textContent).toContain('确认退出登录吗?');
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should call onConfirm on 确定 without closing by itself', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} message="确认吗?" />);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('should answer no on 取消', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={() => {}} onCancel={onCancel} message="确认吗?" />);
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should use the given button labels (购买VIP / 取消)', async () => {
    render(<ConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} confirmText="购买VIP" message="仅限VIP" />);
    expect(await screen.findByRole('button', { name: '购买VIP' })).toBeTruthy();
  });
});
