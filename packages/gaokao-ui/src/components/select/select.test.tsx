import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Select } from './select';

const options = [
  { value: '本科批', label: '本科批' },
  { value: '专科批', label: '专科批' },
];

describe('given a Select', () => {
  it('should be a named native combobox that reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(<Select label="批次" options={options} placeholder="请选择批次" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: '批次' });
    expect((select as HTMLSelectElement).value).toBe('');
    await userEvent.selectOptions(select, '专科批');
    expect(onValueChange).toHaveBeenCalledWith('专科批');
    expect(await axeViolations()).toEqual([]);
  });

  it('should show the validation message', async () => {
    render(<Select label="批次" options={options} error="批次不能为空" />);
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('批次不能为空');
    expect(await axeViolations()).toEqual([]);
  });
});
