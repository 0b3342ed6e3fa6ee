import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hollandCode, hollandScores, mbtiType } from 'gaokao-domain';
import { callKey } from '../../../lib/query';
import type { HollandQuestion, MbtiQuestion } from '../model/kinds';
import { call, routes } from '../../../lib/api';

/**
 * Submits a finished MBTI test: each answer with its question's `sort`. The server scores the answers itself; the
 * type sent along (`mbtiresult`) is the domain's reading of the same answers.
 */
export function useSubmitMbti() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questions, answers }: { questions: readonly MbtiQuestion[]; answers: readonly string[] }) => {
      const sheet = questions.map((q, i) => ({ sort: q.sort, select_a: q.select_a, select_b: q.select_b, select: answers[i] ?? '' }));
      const reply = await call(routes.mbtiAdd, { result: sheet.map(({ sort, select }) => ({ sort, select })), mbtiresult: mbtiType(sheet) });
      return reply.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(routes.mbtiResult) }),
  });
}

/** Submits a finished Holland test (是/否 per statement); the code sent along is the domain's reading. */
export function useSubmitHolland() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questions, answers }: { questions: readonly HollandQuestion[]; answers: readonly string[] }) => {
      const sheet = questions.map((q, i) => ({ sort: q.sort, type: q.yes, select: answers[i] ?? '' }));
      const reply = await call(routes.hollandAdd, { result: sheet.map(({ sort, select }) => ({ sort, select })), huolanresult: hollandCode(hollandScores(sheet)).code });
      return reply.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(routes.hollandResult) }),
  });
}
