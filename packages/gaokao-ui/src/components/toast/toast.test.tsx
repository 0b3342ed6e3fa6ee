import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { TOAST_MS } from 'gaokao-domain';
import * as ui from '../../index';
import { Toaster } from './toast';
import { createToastStore } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
});

describe('given a Toaster', () => {
  it("should dismiss a toast after the domain's 2000 ms (TOAST_MS), with no duration of its own", () => {
    expect(Object.keys(ui)).not.toContain('TOAST_DURATION_MS');
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={[{ id: '1', message: '保存成功' }]} onDismiss={onDismiss} />);
    expect(TOAST_MS).toBe(2000);
    act(() => vi.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('1');
  });

  it('should keep a toast with duration null', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={[{ id: '1', message: '保存成功', duration: null }]} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('should announce an error as an alert with a 关闭 button', async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[{ id: 'e', message: '网络错误', tone: 'error', closable: true, duration: null }]} onDismiss={onDismiss} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('网络错误');
    expect(alert.getAttribute('data-tone')).toBe('error');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onDismiss).toHaveBeenCalledWith('e');
    expect(await axeViolations()).toEqual([]);
  });

  it('should sit above dialogs (z-index above 3000)', () => {
    render(<Toaster toasts={[{ id: '1', message: '保存成功', duration: null }]} onDismiss={() => {}} />);
    const list = screen.getByRole('status').parentElement as HTMLElement;
    expect(Number(getComputedStyle(list).zIndex)).toBeGreaterThan(3000);
  });
});

describe('createToastStore', () => {
  it('should add, replace by id, dismiss and clear, notifying subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const a = store.show({ message: '一' });
    store.show({ message: '二', id: 'x' });
    store.show({ message: '三', id: 'x' });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['一', '三']);
    store.dismiss(a);
    expect(store.getSnapshot().map((t) => t.id)).toEqual(['x']);
    store.dismiss('missing');
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
  });
});
