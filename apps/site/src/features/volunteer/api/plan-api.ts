import type { Volunteer } from 'gaokao-contract';
import { vcall } from './volunteer-api';

export type Plan = Volunteer;

/** The signed-in user's plan, or null when there is none. */
export async function fetchUserPlan(): Promise<Plan | null> {
  const reply = await vcall('getUserVooluteer');
  return reply.data ?? null;
}
