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

  it('should ignore letters and decimal points', async () => {
    render(<NumberInput label="预估总分" />);
    const input = screen.getByRole('textbox', { name: '预估总分' });
    await userEvent.type(input, '5a8.6');
    expect((input as HTMLInputElement).value).toBe('586');
  });

  it('should step with the arrow keys within min and max', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="预估总分" defaultValue={749} min={0} max={750} onValueChange={onValueChange} />);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onValueChange).toHaveBeenLastCalledWith(750);
  });

  it('should clamp an out-of-range value on blur', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="预估总分" max={750} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox'), '900');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(750);
  });

  it('should accept decimals when allowed', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="学费" allowDecimal onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox'), '12.5');
    expect(onValueChange).toHaveBeenLastCalledWith(12.5);
  });
});
