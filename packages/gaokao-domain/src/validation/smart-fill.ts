import { MSG } from '../messages';
import { isBlank } from './is-blank';
import { HOME_MAX_ELECTIVES, isPrimarySubject } from './subjects';
import { toScore } from './to-score';
import { validateScoreRange } from './full-mark';

/** What the home form hands to the smart-fill button. */
export type SmartFillInput = {
  isLogin: boolean;
  province: string | null | undefined;
  /** A number, or the text of the score input; a non-numeric text counts as missing. */
  score: number | string | null | undefined;
  /** The checked subjects; 物理 and 历史 may be among them and are not counted. */
  subjects: readonly string[];
};

/** The verdict of {@link validateSmartFill}: go ahead with the electives, open the login dialog, or show a message. */
export type SmartFillCheck =
  | { ok: true; electives: string[] }
  | { ok: false; action: 'login' }
  | { ok: false; message: string; field: 'province' | 'score' | 'subjects' };

/**
 * Checks the home smart-fill form in the spec's order: login, 省份, 分数 (then within the province's full mark), then
 * exactly two electives.
 */
export function validateSmartFill(input: SmartFillInput): SmartFillCheck {
  if (!input.isLogin) return { ok: false, action: 'login' };
  if (isBlank(input.province)) return { ok: false, message: MSG.provinceRequired, field: 'province' };
  if (toScore(input.score) === undefined) return { ok: false, message: MSG.scoreRequired, field: 'score' };
  const range = validateScoreRange(input.score, input.province);
  if (!range.ok) return { ok: false, message: range.message, field: 'score' };
  const electives = [...new Set(input.subjects)].filter((s) => !isPrimarySubject(s));
  if (electives.length !== HOME_MAX_ELECTIVES) {
    return { ok: false, message: MSG.threeSubjectsRequired, field: 'subjects' };
  }
  return { ok: true, electives };
}
