import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { RankChart } from './rank-chart';

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

  it('should run the axis past the highlighted rank, so a student far down the table sees the marker', () => {
    render(
      <RankChart
        points={[
          { score: 700, rank: 1 },
          { score: 600, rank: 12000 },
          { score: 560, rank: 35971 },
          { score: 500, rank: 60000 },
        ]}
        highlight={{ score: 560, rank: 35971 }}
      />,
    );
    expect(screen.getByRole('img', { name: /位次与分数/ }).textContent).toContain('横轴为位次（0–40971）');
    expect(screen.getByTestId('highlight')).toBeTruthy();
  });

  // The axis comes from the domain's rule (gaokao-domain chart-axes): the first point as given, not the smallest rank.
  it.each([
    { name: 'the first point, not the best rank', points: [{ score: 500, rank: 40000 }, { score: 600, rank: 12000 }], axis: '0–45000' },
    { name: 'no points', points: [], axis: '0–5000' },
  ])('should run the rank axis over $axis for $name', ({ points, axis }) => {
    render(<RankChart points={points} />);
    expect(screen.getByRole('img', { name: /位次与分数/ }).textContent).toContain(`横轴为位次（${axis}）`);
  });
});
