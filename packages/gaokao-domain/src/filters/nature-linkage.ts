import { NATURE_OPTIONS } from './options';

/**
 * Applies the nature linkage when the checked natures change from `previous` to `next`: newly choosing 211 also
 * selects 985, newly choosing 双一流 selects 211 and 985. Only a new choice links, so a user may still uncheck 985
 * afterwards. Known options come back in option order, unknown values after them.
 */
export function applyNatureLinkage(previous: readonly string[], next: readonly string[]): string[] {
  const chosen = new Set(next);
  const added = next.filter((n) => !previous.includes(n));
  if (added.includes('双一流')) {
    chosen.add('211');
    chosen.add('985');
  }
  if (added.includes('211')) chosen.add('985');
  const known = NATURE_OPTIONS.filter((o) => chosen.has(o));
  const unknown = [...chosen].filter((n) => !(NATURE_OPTIONS as readonly string[]).includes(n));
  return [...known, ...unknown];
}
