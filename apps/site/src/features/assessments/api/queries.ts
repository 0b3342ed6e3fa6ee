import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { callKey } from '../../../lib/query';
import type { HollandQuestion, HollandResult, MbtiQuestion, MbtiResult } from '../model/kinds';

/**
 * One `queryOptions` per Evaluation call (all VIP only: the network layer answers a visitor with the login dialog and a
 * free member with the VIP confirm). Banks do not change while a test runs, so they are kept for the session.
 */
export const mbtiQuestionsQuery = () =>
  queryOptions({
    queryKey: callKey('mbtiQuestions', {}),
    queryFn: async (): Promise<MbtiQuestion[]> => sortBank((await api.call('mbtiQuestions')).data ?? []),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const hollandQuestionsQuery = () =>
  queryOptions({
    queryKey: callKey('hollandQuestions', {}),
    queryFn: async (): Promise<HollandQuestion[]> => sortBank((await api.call('hollandQuestions')).data ?? []),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The member's saved MBTI result, or null when there is none yet. */
export const mbtiResultQuery = () =>
  queryOptions({
    queryKey: callKey('mbtiResult', {}),
    queryFn: async (): Promise<MbtiResult | null> => (await api.call('mbtiResult')).data ?? null,
  });

/** The member's saved Holland result, or null when there is none yet. */
export const hollandResultQuery = () =>
  queryOptions({
    queryKey: callKey('hollandResult', {}),
    queryFn: async (): Promise<HollandResult | null> => (await api.call('hollandResult')).data ?? null,
  });

/** Questions in `sort` order (the order 第N题 counts in). */
export function sortBank<Q extends { sort: number }>(rows: readonly Q[]): Q[] {
  return [...rows].sort((a, b) => Number(a.sort) - Number(b.sort));
}
