import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { NumberInput } from './number-input';

describe('given a NumberInput for a score', () => {
  it('should report whole numbers as they are typed and null when emptied', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="预估总分" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '预估总分' });
    await userEvent.type(input, '586');
    expect(onValueChange).toHaveBeenLastCalledWith(586);
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(await axeViolations()).toEqual([]);
  });

  it('should keep "60.5" as typed and say 请输入整数, reporting no number (it once became 605)', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="预估总分" min={0} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '预估总分' });
    await userEvent.type(input, '60.5');
    expect((input as HTMLInputElement).value).toBe('60.5');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('请输入整数')).toBeTruthy();
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('60.5');
    expect(await axeViolations()).toEqual([]);
  });

  it('should say a number outside min–max in the form’s own words when given rangeMessage', async () => {
    render(<NumberInput label="购买数量（张）" min={1} max={9999} rangeMessage="购买数量须在1到9999之间" />);
    await userEvent.type(screen.getByRole('textbox', { name: '购买数量（张）' }), '10000');
    expect(screen.getByText('购买数量须在1到9999之间')).toBeTruthy();
    expect(screen.queryByText('请输入1到9999之间的数')).toBeNull();
  });

  it('should keep letters as typed and say 请输入数字', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="预估总分" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '预估总分' });
    await userEvent.type(input, '5a8');
    expect((input as HTMLInputElement).value).toBe('5a8');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('请输入数字')).toBeTruthy();
  });

  it('should take a pasted text whole, never part of it', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="预估总分" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '预估总分' });
    await userEvent.click(input);
    await userEvent.paste('612分');
    expect((input as HTMLInputElement).value).toBe('612分');
    expect(onValueChange).not.toHaveBeenCalledWith(612);
    expect(screen.getByText('请输入数字')).toBeTruthy();
  });

  it('should show a value set from outside over a refused text', async () => {
    const { rerender } = render(<NumberInput label="预估总分" value={null} onValueChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: '预估总分' });
    await userEvent.type(input, 'abc');
    rerender(<NumberInput label="预估总分" value={150} onValueChange={() => undefined} />);
    expect((input as HTMLInputElement).value).toBe('150');
    expect(screen.queryByText('请输入数字')).toBeNull();
  });

  it('should step with the arrow keys within min and max', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="预估总分" defaultValue={749} min={0} max={750} onValueChange={onValueChange} />);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onValueChange).toHaveBeenLastCalledWith(750);
  });

  it('should keep an out-of-range value as typed on blur and say the bounds, never moving it into range', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="预估总分" min={0} max={750} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '900');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('900');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(onValueChange).not.toHaveBeenCalledWith(750);
    expect(screen.getByText('请输入0到750之间的数')).toBeTruthy();
  });

  it('should accept decimals when allowed', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="学费" allowDecimal onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox'), '12.5');
    expect(onValueChange).toHaveBeenLastCalledWith(12.5);
  });
});
