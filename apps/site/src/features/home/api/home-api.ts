import type { ReplyData } from 'gaokao-contract';
import { call, routes } from '../../../lib/api';
import { clearListRows } from '../../../lib/http';

export type NewsItem = ReplyData['newsList']['data'][number];
export type VideoItem = Partial<ReplyData['videoList']['data'][number]> & { videoseet_id: number; title: string };

/**
 * Smart fill (/api/Volunteer/add). Resolves to the rows the server would remove when the change moves an existing
 * plan with rows to another province, batch or group (it then changes nothing until `clear_list: 1` is sent), else 0.
 */
export async function createPlan(body: {
  province: string;
  score: number;
  batch: string;
  subject: string[];
  group_d: string;
  clear_list?: 1;
}): Promise<number> {
  let rows = 0;
  try {
    await call(routes.volunteerAdd, body, {
      intercept: (reply) => {
        rows = clearListRows(reply) ?? 0;
        return rows > 0;
      },
    });
  } catch (error) {
    if (rows > 0) return rows;
    throw error;
  }
  return 0;
}
