import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Switch } from './switch';

describe('given a Switch', () => {
  it('should toggle aria-checked and data-state on click and on its label', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="全屏" onCheckedChange={onCheckedChange} />);
    const sw = screen.getByRole('switch', { name: '全屏' });
    await userEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(sw.getAttribute('data-state')).toBe('checked');
    await userEvent.click(screen.getByText('全屏'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('should not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="全屏" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
