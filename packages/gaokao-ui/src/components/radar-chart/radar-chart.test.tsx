import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { HOLLAND_AXES, HOLLAND_MAX, hollandData, RadarChart } from './radar-chart';

describe('given a Holland RadarChart', () => {
  it('should have six axes with max 25', () => {
    expect(HOLLAND_AXES).toHaveLength(6);
    expect(HOLLAND_MAX).toBe(25);
    expect(hollandData([1, 2]).map((d) => d.value)).toEqual([1, 2, 0, 0, 0, 0]);
  });

  it('should be an image named by its title and described with the top scores', async () => {
    render(<RadarChart data={hollandData([18, 12, 9, 21, 6, 14])} />);
    const img = screen.getByRole('img', { name: /霍兰德职业兴趣雷达图/ });
    expect(img.textContent).toContain('社会型 21');
    expect(await axeViolations()).toEqual([]);
  });

  it('should offer the scores as a table', () => {
    render(<RadarChart data={hollandData([18, 12, 9, 21, 6, 14])} />);
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(7);
    expect(rows[4]?.textContent).toBe('社会型2125');
  });

  it('should place a full score on the outer ring and clamp above the max', () => {
    render(<RadarChart data={hollandData([25, 30, 0, 0, 0, 0])} size={320} />);
    const dots = screen.getByRole('img').querySelectorAll('circle[data-value]');
    const radius = 320 / 2 - 48;
    expect(Number(dots[0]?.getAttribute('cy'))).toBeCloseTo(-radius, 5);
    const second = dots[1] as SVGCircleElement;
    expect(Math.hypot(Number(second.getAttribute('cx')), Number(second.getAttribute('cy')))).toBeCloseTo(radius, 5);
  });
});
