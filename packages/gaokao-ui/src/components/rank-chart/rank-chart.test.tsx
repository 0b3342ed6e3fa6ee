import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { RankChart, rankAxisMax } from './rank-chart';

describe('rankAxisMax', () => {
  it.each([
    { name: 'first value + 5000', points: [{ score: 600, rank: 12000 }, { score: 500, rank: 40000 }], expected: 17000 },
    { name: 'uses the first, not the largest', points: [{ score: 500, rank: 40000 }, { score: 600, rank: 12000 }], expected: 45000 },
    { name: 'no points', points: [], expected: 5000 },
  ])('$name', ({ points, expected }) => {
    expect(rankAxisMax(points)).toBe(expected);
  });
});

describe('given a RankChart', () => {
  it('should end the rank axis at the first rank + 5000 and drop points beyond it', async () => {
    render(
      <RankChart
        points={[
          { score: 600, rank: 12000 },
          { score: 590, rank: 14000 },
          { score: 500, rank: 40000 },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: /位次与分数/ });
    expect(img.textContent).toContain('横轴为位次（0–17000）');
    const rows = [...screen.getByRole('table', { hidden: true }).querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['12000600', '14000590']);
    expect(await axeViolations()).toEqual([]);
  });
});
