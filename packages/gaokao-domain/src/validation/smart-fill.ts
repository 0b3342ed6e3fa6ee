import { MSG } from '../messages';
import { isBlank } from './is-blank';
import { ALL_SUBJECTS, HOME_MAX_ELECTIVES, isPrimarySubject } from './subjects';
import { toScore } from './to-score';
import { validateScoreRange } from './full-mark';
import { isThreePlusThreeChoice, provinceSubjects } from './province-model';
import type { ProvinceReform } from './subject-group';
import { isProvinceBatch } from '../provinces/batches';

/** What the home form hands to the smart-fill button. */
export type SmartFillInput = {
  isLogin: boolean;
  province: string | null | undefined;
  /** A number, or the text of the score input; a non-numeric text counts as missing. */
  score: number | string | null | undefined;
  /** The checked subjects; 物理 and 历史 may be among them and are not counted. */
  subjects: readonly string[];
  /** The province's model when the caller knows it better than the domain's table (the server: its season's groups). */
  reform?: ProvinceReform | undefined;
};

/** The verdict of {@link validateSmartFill}: go ahead with the electives, open the login dialog, or show a message. */
export type SmartFillCheck =
  | { ok: true; electives: string[] }
  | { ok: false; action: 'login' }
  | { ok: false; message: string; field: 'province' | 'score' | 'subjects' };

/**
 * Checks the home smart-fill form in the spec's order: login, 省份, 分数 (then within the province's full mark), then
 * the subjects: in a 3+1+2 province exactly two electives (物理/历史 not counted); in a 3+3 province exactly three
 * distinct electives of the province's set (请选择三项科目 either way).
 */
export function validateSmartFill(input: SmartFillInput): SmartFillCheck {
  if (!input.isLogin) return { ok: false, action: 'login' };
  if (isBlank(input.province)) return { ok: false, message: MSG.provinceRequired, field: 'province' };
  if (toScore(input.score) === undefined) return { ok: false, message: MSG.scoreRequired, field: 'score' };
  const range = validateScoreRange(input.score, input.province);
  if (!range.ok) return { ok: false, message: range.message, field: 'score' };
  const offered = provinceSubjects(input.province, input.reform);
  if (offered.model === '3+3') {
    const chosen = [...new Set(input.subjects)];
    if (!isThreePlusThreeChoice(chosen, offered.electives)) {
      return { ok: false, message: MSG.threeSubjectsRequired, field: 'subjects' };
    }
    return { ok: true, electives: chosen };
  }
  const electives = [...new Set(input.subjects)].filter((s) => !isPrimarySubject(s));
  if (electives.length !== HOME_MAX_ELECTIVES) {
    return { ok: false, message: MSG.threeSubjectsRequired, field: 'subjects' };
  }
  return { ok: true, electives };
}

/**
 * A smart-fill request as the server receives it, from any client (the caller is signed in): the form's checks, then in
 * a 3+1+2 province a list naming both 物理 and 历史 (MSG.physicsXorHistory) or a subject outside the six
 * (MSG.threeSubjectsRequired) is refused — the form cannot send those, a hand-made request can; a `batch`, when given,
 * must be one of the province's (`provinceBatches`: 上海 本科普通批, not 本科批; else MSG.batchRequired). Undefined when good.
 */
export function smartFillRequestError(input: Omit<SmartFillInput, 'isLogin'> & { batch?: string | null | undefined }): string | undefined {
  const { batch, ...form } = input;
  const check = validateSmartFill({ ...form, isLogin: true });
  if (!check.ok) return 'message' in check ? check.message : MSG.provinceRequired;
  if (batch !== undefined && !isProvinceBatch(input.province, batch)) return MSG.batchRequired;
  if (provinceSubjects(input.province, input.reform).model === '3+3') return undefined; // the form's rule checked the set
  if (input.subjects.filter(isPrimarySubject).length > 1) return MSG.physicsXorHistory;
  if (input.subjects.some((s) => !(ALL_SUBJECTS as readonly string[]).includes(s))) return MSG.threeSubjectsRequired;
  return undefined;
}
