import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Loading } from './loading';

describe('given Loading', () => {
  it('should be a polite status named 加载中… by default', async () => {
    render(<Loading />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('加载中…');
    expect(await axeViolations()).toEqual([]);
  });

  it('should show a custom label', () => {
    render(<Loading label="正在填报…" />);
    expect(screen.getByRole('status').textContent).toBe('正在填报…');
  });
});
