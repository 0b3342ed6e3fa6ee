import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { RadioGroup } from './radio-group';

const sexes = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];

describe('given a RadioGroup', () => {
  it('should be a named group whose radios report the choice', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="性别" options={sexes} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: '性别' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '女' }));
    expect(onValueChange).toHaveBeenCalledWith('2');
    expect((screen.getByRole('radio', { name: '女' }) as HTMLInputElement).checked).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('should move the choice with arrow keys', async () => {
    render(<RadioGroup label="性别" options={sexes} defaultValue="1" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: '女' }) as HTMLInputElement).checked).toBe(true);
  });

  it('should follow a controlled value', () => {
    const { rerender } = render(<RadioGroup label="性别" options={sexes} value="1" />);
    rerender(<RadioGroup label="性别" options={sexes} value="2" />);
    expect((screen.getByRole('radio', { name: '女' }) as HTMLInputElement).checked).toBe(true);
  });
});
