import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type TestCall = 'mbtiQuestions' | 'hollandQuestions';

/**
 * Starting a test asks for its questions (VIP only). The network layer turns the answer into the login dialog
 * (visitors) or the VIP confirm (free members), so the page holds no role rule.
 */
export function useStartTest() {
  return useMutation({
    mutationFn: (call: TestCall) => api.call(call),
  });
}
