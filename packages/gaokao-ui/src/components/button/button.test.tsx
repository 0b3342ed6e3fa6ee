import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Button } from './button';

describe('given a Button', () => {
  it('should call onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>确定</Button>);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('should default to type="button" so it never submits a form by accident', () => {
    render(<Button>确定</Button>);
    expect(screen.getByRole('button')).toHaveProperty('type', 'button');
  });

  it('should not call onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        确定
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('given a loading Button', () => {
  it('should show the loading label, be busy and ignore clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="正在填报…" onClick={onClick}>
        智能填报
      </Button>,
    );
    const button = screen.getByRole('button', { name: '正在填报…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('should keep its own label when no loading label is given', () => {
    render(<Button loading>提交</Button>);
    expect(screen.getByRole('button', { name: '提交' })).toBeTruthy();
  });
});
