import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
const h = await openDatabase({ dataDir: path.join(os.tmpdir(), 'gaokao-bench-api') });
const db = h.db;
const v = await db.selectFrom('volunteer').select(['volunteer_id', 'memberuser_id']).executeTakeFirstOrThrow();
console.log(await db.selectFrom('volunteer_result').select(sql<number>`count(*)::int`.as('n')).where('volunteer_id', '=', v.volunteer_id).executeTakeFirst());
const N = 2000;
async function time(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await f();
  const t = performance.now();
  for (let i = 0; i < N; i++) await f();
  console.log(name, ((performance.now() - t) / N).toFixed(3), 'ms');
}
await time('select 1', () => sql`SELECT 1`.execute(db));
await time('session', () => db.selectFrom('member_session').innerJoin('member_user', 'member_user.memberuser_id', 'member_session.memberuser_id').select(['member_session.session_id', 'member_user.role']).where('member_session.token_hash', '=', 'abc').executeTakeFirst());
await time('plan row', () => db.selectFrom('volunteer').select(['volunteer_id', 'update_time']).where('volunteer_id', '=', v.volunteer_id).where('memberuser_id', '=', v.memberuser_id).executeTakeFirst());
await time('planState', () => sql`SELECT row_to_json(v)::text AS plan,
      (SELECT coalesce(json_agg(json_build_array(r.code, r.specialty_code, r.volunteer_result_id, r.sort_id) ORDER BY r.sort_id, r.volunteer_result_id), '[]') FROM volunteer_result r WHERE r.volunteer_id = v.volunteer_id)::text AS results,
      (SELECT coalesce(json_object_agg(s.name, s.value), '{}') FROM volunteer_screen s WHERE s.volunteer_id = v.volunteer_id)::text AS screens
    FROM volunteer v WHERE v.volunteer_id = ${v.volunteer_id} AND v.memberuser_id = ${v.memberuser_id}`.execute(db));
await h.close();
