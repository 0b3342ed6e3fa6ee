import { api } from '../../../lib/api';

/** The application plan (Volunteer) as the server returns it; wire names kept. */
export interface Plan {
  volunteer_id: number;
  name?: string;
  sex?: number;
  province?: string;
  batch?: string;
  score?: number | string;
  paiming?: number | string;
  xiangtong?: number | string;
  subject?: string;
  group_d?: string;
  seniorHighSchool?: string;
}

/** The signed-in user's plan, or null when there is none. */
export async function fetchUserPlan(): Promise<Plan | null> {
  const reply = await api.call<Plan | Plan[] | null>('getUserVooluteer');
  const data = Array.isArray(reply.data) ? reply.data[0] : reply.data;
  return data && typeof data === 'object' && 'volunteer_id' in data ? data : null;
}
