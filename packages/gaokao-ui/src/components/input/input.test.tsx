import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it('should keep a pasted text longer than maxLength whole and say 最多输入N个字, never cutting it', async () => {
    function Name() {
      const [value, setValue] = useState('');
      return <Input label="姓名" maxLength={5} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Name />);
    const input = screen.getByRole('textbox', { name: '姓名' });
    await userEvent.click(input);
    await userEvent.paste('欧阳娜娜同学');
    expect((input as HTMLInputElement).value).toBe('欧阳娜娜同学');
    expect(screen.getByRole('alert').textContent).toBe('最多输入5个字');
    expect(input.hasAttribute('maxlength')).toBe(false);
    await userEvent.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should keep its form from being submitted while the text is too long, and let it go once it fits', async () => {
    const sent: string[] = [];
    function Search() {
      const [value, setValue] = useState('');
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            sent.push(value);
          }}
        >
          <Input label="院校名称" maxLength={5} value={value} onChange={(e) => setValue(e.target.value)} />
          <button type="submit">搜索</button>
        </form>
      );
    }
    render(<Search />);
    const input = screen.getByRole('textbox', { name: '院校名称' });
    await userEvent.type(input, '北京师范大学{Enter}');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(sent).toEqual([]);
    expect((input as HTMLInputElement).validationMessage).toBe('最多输入5个字');
    await userEvent.type(input, '{Backspace}{Enter}');
    expect(sent).toEqual(['北京师范大']);
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
