import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { sampleSeat } from '../chart-frame/fixtures';
import { SCORE_AXIS } from 'gaokao-domain';
import * as ui from '../../index';
import { ScoreChart } from './score-chart';

describe('given a ScoreChart', () => {
  it("should use the domain's 150–700 score axis, not one of its own", async () => {
    expect(SCORE_AXIS).toEqual([150, 700]);
    expect(Object.keys(ui)).not.toContain('SCORE_AXIS');
    render(<ScoreChart points={sampleSeat()} highlight={{ score: 550, rank: 12000 }} />);
    const img = screen.getByRole('img', { name: /分数与位次/ });
    const ticks = [...img.querySelectorAll('.visx-axis-bottom .visx-axis-tick')].map((t) => t.textContent);
    expect(ticks[0]).toBe('150');
    expect(ticks[ticks.length - 1]).toBe('700');
    expect(img.textContent).toContain('您的分数 550，位次 12000');
    expect(await axeViolations()).toEqual([]);
  });

  it('should mark the user position and list the pairs in a table, highest score first', () => {
    render(<ScoreChart points={[{ score: 500, rank: 30000 }, { score: 600, rank: 5000 }]} highlight={{ score: 600, rank: 5000 }} />);
    expect(screen.getByTestId('highlight')).toBeTruthy();
    const cells = [...screen.getByRole('table', { hidden: true }).querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(cells).toEqual(['6005000', '50030000']);
  });

  it('should render an empty chart without failing', () => {
    render(<ScoreChart points={[]} />);
    expect(screen.getByRole('img').textContent).toContain('共 0 个点');
  });
});
