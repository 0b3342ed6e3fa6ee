import type { Volunteer } from 'gaokao-contract';
import { api } from '../../../lib/api';

export type Plan = Volunteer;

/** The signed-in user's plan, or null when there is none. */
export async function fetchUserPlan(): Promise<Plan | null> {
  const reply = await api.call('getUserVooluteer');
  return reply.data ?? null;
}
