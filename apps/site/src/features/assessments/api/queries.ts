import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../../lib/api';
import { callQuery } from '../../../lib/query';
import type { HollandQuestion, MbtiQuestion } from '../model/kinds';

/**
 * One `queryOptions` per Evaluation call (all VIP only: the network layer answers a visitor with the login dialog and a
 * free member with the VIP confirm). Banks do not change while a test runs, so they are kept for the session.
 */
export const mbtiQuestionsQuery = () =>
  queryOptions({ ...callQuery(routes.mbtiQuestions, {}), select: (d): MbtiQuestion[] => sortBank(d ?? []), staleTime: Number.POSITIVE_INFINITY });

export const hollandQuestionsQuery = () =>
  queryOptions({ ...callQuery(routes.hollandQuestions, {}), select: (d): HollandQuestion[] => sortBank(d ?? []), staleTime: Number.POSITIVE_INFINITY });

/** The member's saved MBTI result, or null when there is none yet. */
export const mbtiResultQuery = () => callQuery(routes.mbtiResult, {});

/** The member's saved Holland result, or null when there is none yet. */
export const hollandResultQuery = () => callQuery(routes.hollandResult, {});

/** Questions in `sort` order (the order 第N题 counts in). */
export function sortBank<Q extends { sort: number }>(rows: readonly Q[]): Q[] {
  return [...rows].sort((a, b) => Number(a.sort) - Number(b.sort));
}
