import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { MessageBox } from './message-box';

describe('given an open MessageBox', () => {
  it('should title itself 系统提示 and show the message with a single 确定', async () => {
    render(<MessageBox open onOpenChange={() => {}} message="未知错误，请联系系统管理员" />);
    const dialog = await screen.findByRole('alertdialog', { name: '系统提示' });
    expect(dialog.textContent).toContain('未知错误，请联系系统管理员');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['确定']);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should close on 确定', async () => {
    const onOpenChange = vi.fn();
    render(<MessageBox open onOpenChange={onOpenChange} message="错误" />);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
