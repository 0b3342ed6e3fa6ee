import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';

/** The publication a console data file comes from (出处): its title, its publisher and its http(s) address. */
export interface SeasonPublication {
  title: string;
  publisher: string;
  url: string;
}

/** The three fields as typed or sent (absent or blank: not filled). */
export interface SeasonPublicationInput {
  title?: string | null;
  publisher?: string | null;
  url?: string | null;
}

/** The longest title and publisher (characters: a 汉字 counts one) and address. */
export const SEASON_PUBLICATION_MAX = { title: 200, publisher: 100, url: 500 } as const;

/** An address: http or https with a host, no spaces or quotes (never `javascript:`, `data:` or `//host`). */
const ADDRESS = /^https?:\/\/[^\s"'<>/?#]+[^\s"'<>]*$/i;
// eslint-disable-next-line no-control-regex -- the rule is about control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The publication the fields name, trimmed; null when all three are blank (no publication named). */
export function seasonPublicationOf(input: SeasonPublicationInput): SeasonPublication | null {
  const p = { title: (input.title ?? '').trim(), publisher: (input.publisher ?? '').trim(), url: (input.url ?? '').trim() };
  return p.title === '' && p.publisher === '' && p.url === '' ? null : p;
}

/**
 * Checks the 出处 of a data file before it is uploaded (and again on the server), in the form's order: none at all
 * passes; once one field is filled, all three are needed — a title, a publisher, an http(s) address — each within
 * {@link SEASON_PUBLICATION_MAX} (a longer text is refused, never cut) and on one line.
 */
export function validateSeasonPublication(input: SeasonPublicationInput): Check {
  const p = seasonPublicationOf(input);
  if (p === null) return CHECK_OK;
  for (const field of ['title', 'publisher', 'url'] as const) if (CONTROL.test(p[field])) return checkFail(MSG.opsSeasonSourceControl, field);
  if (p.title === '') return checkFail(MSG.opsSeasonSourceTitleRequired, 'title');
  if ([...p.title].length > SEASON_PUBLICATION_MAX.title) return checkFail(MSG.opsSeasonSourceTitleTooLong, 'title');
  if (p.publisher === '') return checkFail(MSG.opsSeasonSourcePublisherRequired, 'publisher');
  if ([...p.publisher].length > SEASON_PUBLICATION_MAX.publisher) return checkFail(MSG.opsSeasonSourcePublisherTooLong, 'publisher');
  if (p.url.length > SEASON_PUBLICATION_MAX.url) return checkFail(MSG.opsSeasonSourceUrlTooLong, 'url');
  if (!ADDRESS.test(p.url)) return checkFail(MSG.opsSeasonSourceUrlInvalid, 'url');
  return CHECK_OK;
}

/**
 * What publishing a console data file does to the 真实数据/演示数据 labels of what it replaces: a 一分一段 file (the
 * importer's kind `rank-tables`) credited to a publication makes its tables real (`'real'`); one that names none makes
 * them 演示数据 (`'demo'`: an earlier publication does not vouch for numbers it did not print); any other kind leaves
 * the labels as they are (`'unchanged'`: a slice of admissions or plans covers years one file does not hold).
 */
export type SeasonLabelEffect = 'real' | 'demo' | 'unchanged';

export function seasonLabelEffect(kind: string, publication: SeasonPublication | null): SeasonLabelEffect {
  if (kind !== 'rank-tables') return 'unchanged';
  return publication ? 'real' : 'demo';
}
