import { describe, expect, it, vi } from 'vitest';
import { onCI, skipUnlessCI } from './helpers';

describe('skipUnlessCI (suites that need PostgreSQL, Redis or ../shared/data)', () => {
  it.each([
    { env: { CI: 'true' }, ci: true },
    { env: { CI: '1' }, ci: true },
    { env: { CI: 'false' }, ci: false },
    { env: { CI: '0' }, ci: false },
    { env: { CI: '' }, ci: false },
    { env: {}, ci: false },
  ])('CI=$env.CI is CI: $ci', ({ env, ci }) => {
    expect(onCI(env)).toBe(ci);
  });

  it('runs the suite when nothing is missing, on CI or not', () => {
    expect(skipUnlessCI('suite', undefined, { CI: 'true' })).toBe(false);
    expect(skipUnlessCI('suite', undefined, {})).toBe(false);
  });

  it('skips with the reason printed when something is missing locally', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(skipUnlessCI('plan suite on PostgreSQL', 'PostgreSQL is not reachable at 127.0.0.1:5432', {})).toBe(true);
    expect(log).toHaveBeenCalledWith('[skip] plan suite on PostgreSQL: PostgreSQL is not reachable at 127.0.0.1:5432');
    log.mockRestore();
  });

  it('fails instead of skipping under CI=true', () => {
    expect(() => skipUnlessCI('plan suite on PostgreSQL', 'PostgreSQL is not reachable at 127.0.0.1:5432', { CI: 'true' })).toThrow(
      'plan suite on PostgreSQL cannot run: PostgreSQL is not reachable at 127.0.0.1:5432',
    );
  });
});
