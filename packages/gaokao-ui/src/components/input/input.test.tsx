import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Input } from './input';

describe('given an Input', () => {
  it('should be named by its label and take typed text', async () => {
    render(<Input label="用户名" />);
    const input = screen.getByRole('textbox', { name: '用户名' });
    await userEvent.type(input, 'student01');
    expect((input as HTMLInputElement).value).toBe('student01');
    expect(await axeViolations()).toEqual([]);
  });

  it('should mark itself invalid and be described by the error', async () => {
    render(<Input label="用户名" error="请输入用户名" />);
    const input = screen.getByRole('textbox', { name: '用户名' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('请输入用户名');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(await axeViolations()).toEqual([]);
  });

  it('should keep an accessible name when the label is hidden', async () => {
    render(<Input label="搜索院校" hideLabel />);
    expect(screen.getByRole('textbox', { name: '搜索院校' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
