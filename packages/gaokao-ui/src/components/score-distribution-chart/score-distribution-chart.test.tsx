import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { ScoreDistributionChart, withCumulative } from './score-distribution-chart';

describe('withCumulative', () => {
  it('should sort by score descending and sum counts from the top', () => {
    expect(withCumulative([{ score: 698, count: 3 }, { score: 700, count: 1 }, { score: 699, count: 2 }])).toEqual([
      { score: 700, count: 1, cumulative: 1 },
      { score: 699, count: 2, cumulative: 3 },
      { score: 698, count: 3, cumulative: 6 },
    ]);
  });

  it('should keep a published cumulative count as given', () => {
    expect(withCumulative([{ score: 700, count: 1, cumulative: 15 }])[0]?.cumulative).toBe(15);
  });
});

describe('given a ScoreDistributionChart', () => {
  const rows = [
    { score: 700, count: 1 },
    { score: 699, count: 4 },
    { score: 698, count: 2 },
  ];

  it('should draw one bar per score and summarise the peak', async () => {
    render(<ScoreDistributionChart rows={rows} highlightScore={699} />);
    const img = screen.getByRole('img', { name: /一分一段分布/ });
    expect(img.querySelectorAll('.visx-bar')).toHaveLength(3);
    expect(img.textContent).toContain('共 7 人；人数最多的分数为 699（4 人）');
    expect(screen.getByTestId('highlight')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('should list score, count and cumulative count in its table', () => {
    render(<ScoreDistributionChart rows={rows} />);
    const cells = [...screen.getByRole('table', { hidden: true }).querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['700', '1', '1'],
      ['699', '4', '5'],
      ['698', '2', '7'],
    ]);
  });

  it('should say 暂无数据 when empty', () => {
    render(<ScoreDistributionChart rows={[]} />);
    expect(screen.getByRole('img').textContent).toContain('暂无数据');
  });
});
