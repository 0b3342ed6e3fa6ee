import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { RiskTag, Tag } from './tag';

describe('given risk tags', () => {
  it.each([
    { band: '冲' as const, name: '冲一冲', token: '--gk-color-risk-reach' },
    { band: '稳' as const, name: '稳一稳', token: '--gk-color-risk-match' },
    { band: '保' as const, name: '保一保', token: '--gk-color-risk-safe' },
  ])('should colour $band with $token and name it $name', async ({ band, name, token }) => {
    render(<RiskTag band={band} />);
    const tag = screen.getByText(band);
    expect(tag.getAttribute('title')).toBe(name);
    expect(tag.getAttribute('data-band')).toBe(band);
    const expected = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
    const probe = document.createElement('span');
    probe.style.color = expected;
    document.body.appendChild(probe);
    expect(getComputedStyle(tag).color).toBe(getComputedStyle(probe).color);
    probe.remove();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('given a Tag', () => {
  it('should pass colour contrast in every tone', async () => {
    render(
      <div>
        {(['neutral', 'brand', 'success', 'warning', 'danger', 'reach', 'match', 'safe'] as const).map((tone) => (
          <Tag key={tone} tone={tone}>
            双一流
          </Tag>
        ))}
      </div>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
