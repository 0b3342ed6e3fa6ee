import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentKind } from '../model/kinds';
import { hollandQuestionsQuery, mbtiQuestionsQuery, sortBank } from './queries';
import { call, routes } from '../../../lib/api';

/**
 * Starting a test asks for its questions (VIP only). The network layer turns the answer into the login dialog
 * (visitors) or the VIP confirm (free members), so the page holds no role rule. The bank it gets is kept as the test
 * page's query, which then does not ask again.
 */
export function useStartTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: AssessmentKind) => {
      if (kind === 'mbti') {
        const bank = sortBank((await call(routes.mbtiQuestions)).data ?? []);
        queryClient.setQueryData(mbtiQuestionsQuery().queryKey, bank);
      } else {
        const bank = sortBank((await call(routes.hollandQuestions)).data ?? []);
        queryClient.setQueryData(hollandQuestionsQuery().queryKey, bank);
      }
      return kind;
    },
  });
}
