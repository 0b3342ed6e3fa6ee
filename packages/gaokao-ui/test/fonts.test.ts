import { describe, expect, it } from 'vitest';

/*
 * The test browser runs with the fontconfig of test/fontconfig.ts: it can use only fonts-noto-cjk's files. Whatever
 * else the machine has (fonts-liberation, fonts-dejavu, fonts-urw-base35 …), a family the page names resolves to
 * Noto CJK, so the screenshots are the same on every machine with the one font package `.ci/run` installs.
 */
const SAMPLE = '0123456789 ABCabc 志愿填报 冲稳保 ‹›…';

function width(family: string): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.font = `20px ${family}`;
  return ctx.measureText(SAMPLE).width;
}

describe('given the test browser fonts', () => {
  it.each([
    // Named by visx (Arial), by the theme after Noto (PingFang SC, Microsoft YaHei), and what the extra font packages
    // would map them to on a machine that has them.
    'Arial',
    'Helvetica',
    '"PingFang SC"',
    '"Microsoft YaHei"',
    '"Liberation Sans"',
    '"DejaVu Sans"',
    '"Nimbus Sans"',
    'sans-serif',
    'system-ui',
  ])('%s should be drawn with Noto Sans CJK SC', (family) => {
    expect(width(family)).toBe(width('"Noto Sans CJK SC"'));
  });

  it.each([
    ['serif', '"Noto Serif CJK SC"'],
    ['monospace', '"Noto Sans Mono CJK SC"'],
  ])('%s should be drawn with %s', (family, noto) => {
    expect(width(family)).toBe(width(noto));
  });

  it('should tell the fonts apart (the comparison above measures something)', () => {
    expect(width('"Noto Sans CJK SC"')).not.toBe(width('"Noto Serif CJK SC"'));
    expect(width('"Noto Sans CJK SC"')).not.toBe(width('"Noto Sans Mono CJK SC"'));
  });
});
