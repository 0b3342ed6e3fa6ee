import { phoneSeries } from '../phones';
import type { RunningServer } from '../server';

export interface Reply<T = unknown> {
  status: number;
  msg: string;
  data?: T;
  key?: string;
}

export interface ListRow {
  volunteer_result_id: number;
  sort_id: number;
  code: string;
  specialty_code: string;
  collegeName: string;
  specialty_title: string;
  yugu_score?: number | string | null;
  is_result?: number;
}

export async function post<T = unknown>(server: RunningServer, path: string, body: Record<string, unknown>, token?: string): Promise<Reply<T>> {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { ...server.headers, 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Reply<T>;
}

/** A fresh mainland number per user, so each scenario signs a new member up (e2e/phones.ts: unique within a run). */
export const newPhone = phoneSeries('137', 0);

/** Signs a new member up by SMS (code read from the server log) and returns the token. */
export async function signUp(server: RunningServer, phone = newPhone()): Promise<string> {
  const code = server.smsCode(phone);
  const sent = await post(server, '/api/MemberUser/sendSms', { mobile: phone });
  if (sent.status !== 200) throw new Error(`sendSms: ${sent.msg}`);
  const login = await post<{ token: string }>(server, '/api/MemberUser/loginCode', { mobile: phone, phone, verify_id: String(sent.key), verify: await code, scene: '' });
  if (login.status !== 200 || !login.data) throw new Error(`loginCode: ${login.msg}`);
  return login.data.token;
}

export const DEMO_PLAN = { province: '河北', score: 560, batch: '本科批', subject: ['物理', '化学', '生物'] };

/** Creates the member's plan (smart fill) and returns its id. */
export async function createPlan(server: RunningServer, token: string, plan: Record<string, unknown> = DEMO_PLAN): Promise<number> {
  const reply = await post<{ volunteer_id: number }>(server, '/api/Volunteer/add', { group_d: '', ...plan }, token);
  if (reply.status !== 200 || !reply.data) throw new Error(`Volunteer/add: ${reply.msg}`);
  return reply.data.volunteer_id;
}

/** The wish list in its saved order. */
export async function wishList(server: RunningServer, token: string, aspid: number, pageSize = 96): Promise<ListRow[]> {
  const reply = await post<{ list: ListRow[] }>(server, '/api/Volunteer/college_result_screen', { aspid, page: 1, pageSize }, token);
  if (reply.status !== 200) throw new Error(`college_result_screen: ${reply.msg}`);
  return [...(reply.data?.list ?? [])].sort((a, b) => a.sort_id - b.sort_id);
}

export const unitsOf = (rows: readonly ListRow[]) => rows.map((r) => `${r.code}:${r.specialty_code}`);
