import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { YearTrendChart } from './year-trend-chart';

const series = [
  { name: '物理类', points: [{ year: 2024, value: 640 }, { year: 2022, value: 630 }, { year: 2023, value: 652 }] },
  { name: '历史类', points: [{ year: 2023, value: 610 }, { year: 2024, value: 615 }] },
];

describe('given a YearTrendChart', () => {
  it('should put the years oldest first on the axis and name each series', async () => {
    render(<YearTrendChart series={series} valueLabel="最低分" title="历年录取最低分" />);
    const img = screen.getByRole('img', { name: /历年录取最低分/ });
    const ticks = [...img.querySelectorAll('.visx-axis-bottom .visx-axis-tick')].map((t) => t.textContent);
    expect(ticks).toEqual(['2022', '2023', '2024']);
    expect(img.querySelectorAll('[data-series="物理类"] circle')).toHaveLength(3);
    expect(img.querySelectorAll('[data-series="历史类"] circle')).toHaveLength(2);
    expect(img.textContent).toContain('物理类、历史类共 5 个点');
    expect(screen.getByRole('list', { name: '图例' }).textContent).toBe('物理类历史类');
    expect(await axeViolations()).toEqual([]);
  });

  it('should list the values newest year first in its table', () => {
    render(<YearTrendChart series={series} valueLabel="最低分" />);
    const rows = [...screen.getByRole('table', { hidden: true }).querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['2024物理类640', '2024历史类615', '2023物理类652', '2023历史类610', '2022物理类630']);
  });

  it('should say when there is nothing to draw', () => {
    render(<YearTrendChart series={[]} valueLabel="最低分" />);
    expect(screen.getByRole('img').textContent).toContain('暂无最低分数据');
  });
});
