import type { Reply } from 'gaokao-contract';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

/** The two tests. */
export type AssessmentKind = 'mbti' | 'holland';

export type MbtiQuestion = NonNullable<Reply<'mbtiQuestions'>['data']>[number];
export type HollandQuestion = NonNullable<Reply<'hollandQuestions'>['data']>[number];
export type MbtiResult = NonNullable<Reply<'mbtiResult'>['data']>;
export type HollandResult = NonNullable<Reply<'hollandResult'>['data']>;

/** What differs between the tests: titles, routes, calls and the `activeName` of 我的测评 (1 MBTI, 2 Holland). */
export const ASSESSMENTS = {
  mbti: {
    kind: 'mbti',
    title: 'MBTI职业性格测评',
    short: 'MBTI测评',
    testPath: paths.mbtiTest,
    resultPath: paths.mbtiResult,
    activeName: '1',
    questionsCall: 'mbtiQuestions',
    resultCall: 'mbtiResult',
    addCall: 'mbtiAdd',
    intro: '从精力来源、认识世界、判断事物和生活态度四个维度了解你的性格类型，找到适合的专业与职业方向。',
  },
  holland: {
    kind: 'holland',
    title: '霍兰德职业兴趣测评',
    short: '霍兰德测评',
    testPath: paths.hollandTest,
    resultPath: paths.hollandResult,
    activeName: '2',
    questionsCall: 'hollandQuestions',
    resultCall: 'hollandResult',
    addCall: 'hollandAdd',
    intro: '从研究型、艺术型、企业型、社会型、现实型、常规型六种兴趣类型出发，推荐参考专业与职业。',
  },
} as const satisfies Record<AssessmentKind, { kind: AssessmentKind; activeName: string; [k: string]: string }>;

export const ASSESSMENT_KINDS: readonly AssessmentKind[] = ['mbti', 'holland'];

/** 我的测评: the personal centre's type 4 panel, on the tab of a test (`activeName`). */
export function myAssessmentsHref(kind: AssessmentKind): string {
  return href(paths.member, { type: 4, activeName: ASSESSMENTS[kind].activeName });
}

/** The tab of 我的测评 an `activeName` picks; anything else opens the MBTI tab. */
export function kindOfActiveName(value: string | null): AssessmentKind {
  return value === ASSESSMENTS.holland.activeName ? 'holland' : 'mbti';
}

/**
 * The major library's search for a major name. The library (/Major) is built by its own issue; this is the address
 * its name search reads (`major_name`, the wire name of the major search call).
 */
export function majorSearchHref(name: string): string {
  return href(paths.major, { major_name: name });
}

/** A server time in China time (the domain's rule, kept under this name for the assessment pages). */
export { formatChinaTime } from 'gaokao-domain';
