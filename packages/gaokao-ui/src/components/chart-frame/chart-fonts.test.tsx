import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RadarChart, hollandData } from '../radar-chart/radar-chart';
import { RankChart } from '../rank-chart/rank-chart';
import { ScoreChart } from '../score-chart/score-chart';
import { ScoreDistributionChart } from '../score-distribution-chart/score-distribution-chart';
import { sampleDistribution, sampleSeat } from './fixtures';

/** A font-family value as a list of names: `"Noto Sans CJK SC", sans-serif` → ['Noto Sans CJK SC', 'sans-serif']. */
function families(value: string): string[] {
  return value
    .split(',')
    .map((f) => f.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

const themeFamilies = () => families(getComputedStyle(document.documentElement).getPropertyValue('--gk-font-family'));

const charts: { name: string; element: ReactElement }[] = [
  { name: 'ScoreChart', element: <ScoreChart points={sampleSeat()} highlight={{ score: 550, rank: 12000 }} /> },
  { name: 'ScoreChart, empty', element: <ScoreChart points={[]} /> },
  { name: 'RankChart', element: <RankChart points={sampleSeat()} highlight={{ score: 550, rank: 12000 }} /> },
  { name: 'RankChart, empty', element: <RankChart points={[]} /> },
  { name: 'ScoreDistributionChart', element: <ScoreDistributionChart rows={sampleDistribution()} highlightScore={520} /> },
  { name: 'ScoreDistributionChart, empty', element: <ScoreDistributionChart rows={[]} /> },
  { name: 'RadarChart', element: <RadarChart data={hollandData([18, 12, 9, 21, 6, 14])} /> },
];

describe('given the theme font stack', () => {
  it('should name Noto Sans CJK SC (the font fonts-noto-cjk installs) first', () => {
    expect(themeFamilies()[0]).toBe('Noto Sans CJK SC');
  });
});

describe('given a chart', () => {
  it.each(charts)('$name: should draw every <text> (tick labels, axis titles, notes) in the theme font', ({ element }) => {
    const { container } = render(element);
    const texts = [...container.querySelectorAll('svg text')];
    expect(texts.length).toBeGreaterThan(0);
    const theme = themeFamilies();
    for (const text of texts) {
      expect({ text: text.textContent, fontFamily: families(getComputedStyle(text).fontFamily) }).toEqual({ text: text.textContent, fontFamily: theme });
      // visx's default would be font-family="Arial", which each machine maps to a different font.
      expect(text.getAttribute('font-family')).not.toBe('Arial');
    }
  });

  it('should follow a re-branded --gk-font-family, not a family fixed in the markup', () => {
    const { container } = render(
      <div style={{ ['--gk-font-family' as string]: '"Noto Serif CJK SC", serif' }}>
        <ScoreChart points={sampleSeat()} />
      </div>,
    );
    const tick = container.querySelector('.visx-axis-bottom .visx-axis-tick text');
    const title = container.querySelector('.visx-axis-label');
    expect(tick).not.toBeNull();
    expect(title).not.toBeNull();
    expect(families(getComputedStyle(tick!).fontFamily)).toEqual(['Noto Serif CJK SC', 'serif']);
    expect(families(getComputedStyle(title!).fontFamily)).toEqual(['Noto Serif CJK SC', 'serif']);
  });
});
