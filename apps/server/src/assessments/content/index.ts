import type { ContentRow } from '../../season/dataset';
import { HOLLAND_QUESTIONS, HOLLAND_TYPES } from './holland';
import { MBTI_QUESTIONS } from './mbti-questions';
import { MBTI_RESULTS } from './mbti-results';

export { HOLLAND_QUESTIONS, HOLLAND_TYPES } from './holland';
export type { HollandTypeText } from './holland';
export { MBTI_QUESTIONS } from './mbti-questions';
export { MBTI_RESULTS } from './mbti-results';
export type { MbtiResultText } from './mbti-results';

/**
 * The assessments' reference content as `season_content` rows (kinds mbti_question, mbti_result, holland_question,
 * holland_result), which the seed writes and the handlers read back through the season store. It is the same for
 * every data set: the demo generator and the default set take it from here.
 */
export function assessmentContentRows(): ContentRow[] {
  return [
    ...MBTI_QUESTIONS.map((q) => ({ kind: 'mbti_question', key: String(q.sort), sort_no: q.sort, body: { ...q } })),
    ...MBTI_RESULTS.map((r) => ({ kind: 'mbti_result', key: r.iden, sort_no: 0, body: { ...r } })),
    ...HOLLAND_QUESTIONS.map((q) => ({ kind: 'holland_question', key: String(q.sort), sort_no: q.sort, body: { ...q } })),
    ...HOLLAND_TYPES.map((t) => ({ kind: 'holland_result', key: t.type, sort_no: 0, body: { ...t } })),
  ];
}
