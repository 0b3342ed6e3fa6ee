import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { vars } from '../../styles/contract.css';
import { Box } from './box';
import { Inline, Stack } from './layout';

describe('given the theme contract', () => {
  it('should expose stable --gk-* custom property names', () => {
    expect(vars.color.brand).toBe('var(--gk-color-brand)');
    expect(vars.color.riskReach).toBe('var(--gk-color-risk-reach)');
    expect(vars.space.md).toBe('var(--gk-space-md)');
    expect(vars.zIndex.overlay).toBe('var(--gk-z-index-overlay)');
  });

  it('should define the light theme on :root with overlays at 3000', () => {
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--gk-z-index-overlay').trim()).toBe('3000');
    expect(root.getPropertyValue('--gk-color-brand').trim()).not.toBe('');
  });

  it('should let a partner re-brand by overriding a variable', () => {
    render(
      <div style={{ ['--gk-color-brand' as string]: 'rgb(200, 0, 100)' }}>
        <Box background="brand" data-testid="b">
          品牌
        </Box>
      </div>,
    );
    expect(getComputedStyle(screen.getByTestId('b')).backgroundColor).toBe('rgb(200, 0, 100)');
  });

  it('should use the CJK font stack and a 1.6 line height on .gk-root', () => {
    const style = getComputedStyle(document.body);
    expect(style.fontFamily).toContain('Noto Sans CJK SC');
    expect(parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toBeCloseTo(1.6, 1);
  });
});

describe('given layout primitives', () => {
  it('should render Box as the requested element with sprinkles applied', async () => {
    render(
      <Box as="section" aria-label="卡片" padding="lg" display="flex">
        内容
      </Box>,
    );
    const section = screen.getByRole('region', { name: '卡片' });
    expect(section.tagName).toBe('SECTION');
    expect(getComputedStyle(section).display).toBe('flex');
    expect(getComputedStyle(section).paddingLeft).toBe('16px');
    expect(await axeViolations()).toEqual([]);
  });

  it('should stack children vertically with the gap from the scale', () => {
    render(
      <Stack space="xl" data-testid="s">
        <span>一</span>
        <span>二</span>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTestId('s'));
    expect(style.flexDirection).toBe('column');
    expect(style.rowGap).toBe('24px');
  });

  it('should wrap Inline children on a row', () => {
    render(
      <Inline data-testid="i">
        <span>一</span>
      </Inline>,
    );
    const style = getComputedStyle(screen.getByTestId('i'));
    expect(style.flexDirection).toBe('row');
    expect(style.flexWrap).toBe('wrap');
  });
});

describe('given the print stylesheet', () => {
  function printRules(): string[] {
    const rules: string[] = [];
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (rule instanceof CSSMediaRule && rule.conditionText === 'print') {
          rules.push(...[...rule.cssRules].map((r) => r.cssText));
        }
        if (rule instanceof CSSPageRule) rules.push(rule.cssText);
      }
    }
    return rules;
  }

  it('should hide data-print="hide" on paper and print a data-print-page="a4" report on A4', () => {
    const rules = printRules();
    expect(rules.some((r) => r.includes('[data-print="hide"]') && r.includes('display: none'))).toBe(true);
    expect(rules.some((r) => r.startsWith('@page gk-a4') && /size: a4/i.test(r))).toBe(true);
    expect(rules.some((r) => r.includes('[data-print-page="a4"]') && r.includes('page: gk-a4'))).toBe(true);
  });

  it('should set no paper for the pages that embed it (no unnamed @page)', () => {
    expect(printRules().filter((r) => /^@page\s*\{/.test(r))).toEqual([]);
  });
});
