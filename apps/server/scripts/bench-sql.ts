/**
 * Child process of bench:api: the same college_intell_screen answer built by SQL per request on PostgreSQL
 * (DATABASE_URL): the plan, the wish list, then the band query over a table of plan-year units whose predictions and
 * wire rows were written once (SQL cannot run the domain's predictLine per request either).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { sendJson } from '../src/http/compressed';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.post<{ Body: { aspid: number; page?: number; pageSize?: number } }>('/api/Volunteer/college_intell_screen', async (req, reply) => {
  const aspid = Number(req.body.aspid);
  const size = Number(req.body.pageSize ?? 500);
  const page = Number(req.body.page ?? 1);
  const plan = (await pool.query('SELECT volunteer_id, province, batch, group_d, score FROM volunteer WHERE volunteer_id = $1', [aspid])).rows[0] as
    | { volunteer_id: number; province: string; batch: string; group_d: string; score: number }
    | undefined;
  if (!plan) return { status: 404, msg: '您当前没有志愿单，请返回首页创建' };
  const lo = plan.score - 200;
  const hi = plan.score + 150;
  const r = await pool.query(
    `WITH band AS (
       SELECT b.wire, b.code, b.specialty_code, b.yugu_score FROM bench_unit b
       WHERE b.province = $1 AND b.batch = $2 AND b.group_d = $3 AND b.yugu_score BETWEEN $4 AND $5)
     SELECT (SELECT count(*) FROM band)::int AS count,
            (SELECT count(*) FROM volunteer_result WHERE volunteer_id = $6)::int AS tianbaocount,
            (SELECT coalesce(json_agg(x.row), '[]') FROM (
               SELECT band.wire || jsonb_build_object('volunteer_id', $6::int, 'volunteer_result_id', r.volunteer_result_id, 'sort_id', r.sort_id,
                        'is_result', CASE WHEN r.volunteer_result_id IS NULL THEN 0 ELSE 1 END,
                        'risk', CASE WHEN $7::int - band.yugu_score > 15 THEN '保' WHEN $7::int - band.yugu_score >= 0 THEN '稳' ELSE '冲' END) AS row
               FROM band LEFT JOIN volunteer_result r ON r.volunteer_id = $6 AND r.code = band.code AND r.specialty_code = band.specialty_code
               ORDER BY band.yugu_score DESC, band.code, band.specialty_code LIMIT $8 OFFSET $9) x)::text AS list`,
    [plan.province, plan.batch, plan.group_d, lo, hi, aspid, plan.score, size, (page - 1) * size],
  );
  const row = r.rows[0] as { count: number; tianbaocount: number; list: string };
  // Compressed per request for clients that accept gzip, as the server does for answers it does not cache.
  return sendJson(req, reply, `{"status":200,"msg":"成功","data":{"list":${row.list},"count":${row.count},"tianbaocount":${row.tianbaocount},"min_score":${lo},"max_score":${hi}}}`);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : ''}`);
