import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ROLE } from 'gaokao-domain';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { runAdmin, EXIT, type AdminTarget } from '../src/ops/admin-cli';
import { parseArgs } from '../scripts/cli-args';
import { call, createTempPgDatabase, findPgAdmin, skipUnlessCI, smsLogin, startServer, type TestServer } from './helpers';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function admin(target: AdminTarget, ...argv: string[]) {
  const { positional, flags } = parseArgs(argv);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(positional, flags, target, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Credits a member through the ledger (as a commission would), so balance = Σ ledger holds from the start. */
async function credit(db: DbHandle['db'], id: number, fen: number) {
  await db.updateTable('member_user').set({ blance: sql<number>`blance + ${fen}` }).where('memberuser_id', '=', id).execute();
  await db.insertInto('wallet_ledger').values({ memberuser_id: id, kind: 'income', amount: fen, remark: 'test' }).execute();
}

async function wallet(db: DbHandle['db'], id: number) {
  const m = await db.selectFrom('member_user').select(['blance', 'role', 'vip_expire_time']).where('memberuser_id', '=', id).executeTakeFirstOrThrow();
  const ledger = await db.selectFrom('wallet_ledger').select(['amount', 'kind', 'remark', 'withdraw_id']).where('memberuser_id', '=', id).orderBy('ledger_id').execute();
  return { balance: Number(m.blance), role: m.role, vipEnd: m.vip_expire_time, ledger, sum: ledger.reduce((a, r) => a + Number(r.amount), 0) };
}

/** Two members with one pending WeChat and one pending Alipay withdrawal each way. */
async function seed(s: TestServer) {
  const a = await smsLogin(s);
  const b = await smsLogin(s);
  await credit(s.handle.db, a.id, 10_000);
  await credit(s.handle.db, b.id, 5_000);
  // A WeChat withdrawal needs a bound WeChat account (its payee).
  await s.handle.db.updateTable('member_user').set({ openid: `oSEED${a.id}` }).where('memberuser_id', '=', a.id).execute();
  expect((await call(s.app, '/api/WxPay/wxTixian', { price: '30' }, { token: a.token })).status).toBe(200);
  expect((await call(s.app, '/api/Alipay/withdraw_deposit', { price: '20.5', identity: 'b@example.com', name: '李四' }, { token: b.token })).status).toBe(200);
  const rows = await s.handle.db.selectFrom('withdraw').select(['withdraw_id', 'memberuser_id']).where('memberuser_id', 'in', [a.id, b.id]).orderBy('withdraw_id').execute();
  return { a, b, wxId: rows[0]!.withdraw_id, aliId: rows[1]!.withdraw_id };
}

/**
 * The commands on one engine. `run` executes the admin command with the server stopped (embedded) or running
 * (PostgreSQL); `db` reads the result.
 */
function defineAdminSuite(env: {
  server: () => TestServer;
  run: (...argv: string[]) => Promise<{ code: number; out: string; err: string }>;
  db: () => Promise<DbHandle['db']>;
  prepare?: () => Promise<void>;
}) {
  let ids: Awaited<ReturnType<typeof seed>>;

  it('lists the pending withdrawals with amount, channel and account, then pays one and rejects the other (refund through the ledger, once)', async () => {
    ids = await seed(env.server());
    await env.prepare?.();
    const listed = await env.run('withdrawals');
    expect(listed.code).toBe(EXIT.ok);
    const lines = listed.out.split('\n');
    const wxLine = lines.find((l) => l.startsWith(`${ids.wxId}\t`));
    const aliLine = lines.find((l) => l.startsWith(`${ids.aliId}\t`));
    expect(wxLine).toMatch(new RegExp(`^${ids.wxId}\\t${ids.a.id}\\t${ids.a.phone.slice(0, 3)}\\*{4}${ids.a.phone.slice(-4)}\\t30\\.00\\t微信\\topenid oSEED${ids.a.id}\\t`));
    expect(aliLine).toMatch(/\t20\.50\t支付宝\tb@example\.com\t李四\t/);
    // Times in China time (UTC+8), to the second, as the site shows them.
    const asked = await (await env.db()).selectFrom('withdraw').select('create_time').where('withdraw_id', '=', ids.wxId).executeTakeFirstOrThrow();
    const china = new Date(new Date(asked.create_time).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(wxLine!.endsWith(`\t${china}`)).toBe(true);

    const paid = await env.run('withdrawal-paid', String(ids.wxId));
    expect(paid).toMatchObject({ code: EXIT.ok });
    expect(paid.out).toContain(`提现 ${ids.wxId} 已标记为已打款`);
    const rejected = await env.run('withdrawal-reject', String(ids.aliId), '--reason', '支付宝账号与姓名不符');
    expect(rejected.code).toBe(EXIT.ok);
    expect(rejected.out).toContain('¥20.50 已退回');
    // A second rejection (or paying a rejected one) changes nothing.
    expect(await env.run('withdrawal-reject', String(ids.aliId))).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('不是待处理状态') });
    expect(await env.run('withdrawal-paid', String(ids.aliId))).toMatchObject({ code: EXIT.usage });
    expect(await env.run('withdrawal-paid', '999999')).toMatchObject({ code: EXIT.usage, err: `提现 999999 不存在。` });
    expect((await env.run('withdrawals')).out).not.toMatch(new RegExp(`^(${ids.wxId}|${ids.aliId})\\t`, 'm'));

    const db = await env.db();
    const rows = await db.selectFrom('withdraw').select(['withdraw_id', 'status', 'remark']).where('withdraw_id', 'in', [ids.wxId, ids.aliId]).orderBy('withdraw_id').execute();
    expect(rows).toEqual([
      { withdraw_id: ids.wxId, status: 2, remark: '已打款' },
      { withdraw_id: ids.aliId, status: 3, remark: '支付宝账号与姓名不符' },
    ]);
    const a = await wallet(db, ids.a.id);
    expect(a.balance).toBe(7_000);
    expect(a.balance).toBe(a.sum);
    const b = await wallet(db, ids.b.id);
    // 50 yuan − 20.50 + 20.50 back, with exactly one refund row.
    expect(b.balance).toBe(5_000);
    expect(b.balance).toBe(b.sum);
    expect(b.ledger.filter((r) => r.withdraw_id === ids.aliId)).toEqual([
      { amount: -2_050, kind: 'withdraw', remark: '支付宝提现', withdraw_id: ids.aliId },
      { amount: 2_050, kind: 'income', remark: '提现驳回退回', withdraw_id: ids.aliId },
    ]);
  });

  it('makes a member an agent by phone, a VIP for N days by id, and refuses unknown members and roles', async () => {
    const db0 = await env.db();
    const m = await db0.selectFrom('member_user').select(['memberuser_id', 'phone']).where('memberuser_id', '=', ids.a.id).executeTakeFirstOrThrow();
    const agent = await env.run('role', m.phone, '3');
    expect(agent.code).toBe(EXIT.ok);
    expect(agent.out).toContain('普通会员 → 代理商');
    expect((await wallet(await env.db(), ids.a.id)).role).toBe(ROLE.agent);

    const vip = await env.run('role', String(ids.b.id), 'vip', '--vip-days', '30');
    expect(vip.code).toBe(EXIT.ok);
    const b = await wallet(await env.db(), ids.b.id);
    expect(b.role).toBe(ROLE.vip);
    const days = (new Date(b.vipEnd!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    expect(await env.run('role', '13000000000', '3')).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('不存在') });
    expect(await env.run('role', m.phone, '4')).toMatchObject({ code: EXIT.usage });
    expect(await env.run('role', m.phone, 'vip', '--vip-days', '0')).toMatchObject({ code: EXIT.usage });
    expect((await wallet(await env.db(), ids.a.id)).role).toBe(ROLE.agent);
  });

  it('records each command in the audit table (cli, UTC time, before/after), which refuses UPDATE, DELETE and TRUNCATE', async () => {
    const db = await env.db();
    const rows = await db.selectFrom('operator_audit').selectAll().orderBy('audit_id').execute();
    const paid = rows.find((r) => r.action === 'withdrawal.paid' && r.target === `withdraw:${ids.wxId}`);
    expect(paid).toMatchObject({ operator_id: null, operator_name: 'cli', before: { status: 1, price: 3_000 }, after: { status: 2, remark: '已打款' } });
    const rejected = rows.filter((r) => r.action === 'withdrawal.reject');
    // Refused second rejections wrote nothing: one row for the one refund.
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ target: `withdraw:${ids.aliId}`, before: { status: 1, balance: 2_950 }, after: { status: 3, balance: 5_000, refund: 2_050, remark: '支付宝账号与姓名不符' } });
    expect(rows.filter((r) => r.action === 'member.role').map((r) => [r.target, r.before, r.after])).toEqual([
      [`member:${ids.a.id}`, { role: 1, vip_expire_time: null }, { role: 3, vip_expire_time: null }],
      [`member:${ids.b.id}`, { role: 1, vip_expire_time: null }, { role: 2, vip_expire_time: expect.stringMatching(/Z$/) }],
    ]);
    const settled = await db.selectFrom('withdraw').select(['settle_time']).where('withdraw_id', '=', ids.wxId).executeTakeFirstOrThrow();
    expect(Math.abs(new Date(paid!.at).getTime() - new Date(settled.settle_time!).getTime())).toBeLessThan(5_000);
    await expect(sql`UPDATE operator_audit SET action = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM operator_audit`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE operator_audit`.execute(db)).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('operator_audit').select('audit_id').execute()).toHaveLength(rows.length);
  });

  it('adds an operator once (password and TOTP secret printed once, argon2id stored), disables it, and refuses bad names', async () => {
    const added = await env.run('operator', 'add', 'finance.li');
    expect(added.code).toBe(EXIT.ok);
    const secret = /动态验证码密钥（TOTP）：([A-Z2-7]+)/.exec(added.out)?.[1];
    const password = /初始密码：(\S+)/.exec(added.out)?.[1];
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(password!.length).toBeGreaterThanOrEqual(16);
    expect(added.out).toContain(`otpauth://totp/`);
    expect(added.out).toContain(`secret=${secret}`);
    expect(await env.run('operator', 'add', 'finance.li')).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('已存在') });
    expect(await env.run('operator', 'add', 'Robert"); DROP')).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('operator: 用法') });
    let db = await env.db();
    const op = await db.selectFrom('operator').selectAll().where('name', '=', 'finance.li').executeTakeFirstOrThrow();
    expect(op).toMatchObject({ totp_secret: secret, disabled: false });
    expect(op.password_hash).toMatch(/^\$argon2id\$/);
    expect(op.password_hash).not.toContain(password!);

    expect((await env.run('operator', 'disable', 'finance.li')).out).toContain('已停用');
    expect((await env.run('operator', 'disable', 'finance.li')).out).toContain('已是停用状态');
    expect(await env.run('operator', 'disable', 'nobody')).toMatchObject({ code: EXIT.usage, err: '运营账号 nobody 不存在。' });
    db = await env.db();
    expect((await db.selectFrom('operator').select('disabled').where('name', '=', 'finance.li').executeTakeFirstOrThrow()).disabled).toBe(true);
    const audit = await db.selectFrom('operator_audit').select(['action', 'operator_name', 'before', 'after']).where('target', '=', 'operator:finance.li').orderBy('audit_id').execute();
    expect(audit).toEqual([
      { action: 'operator.add', operator_name: 'cli', before: null, after: { name: 'finance.li', disabled: false } },
      { action: 'operator.disable', operator_name: 'cli', before: { name: 'finance.li', disabled: false }, after: { name: 'finance.li', disabled: true } },
    ]);
  });
}

describe('operator command: argument checks (no database opened)', () => {
  const nowhere: AdminTarget = { dataDir: '/nonexistent/never-created' };
  it('prints the usage without a command, refuses unknown commands and bad ids before opening anything', async () => {
    expect(await admin(nowhere)).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('用法：pnpm run admin') });
    expect(await admin(nowhere, 'frobnicate')).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('未知命令 frobnicate') });
    expect(await admin(nowhere, 'withdrawal-paid', 'x')).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('请给出提现ID') });
    expect(await admin(nowhere, 'role', '13800000000')).toMatchObject({ code: EXIT.usage });
    expect(fs.existsSync('/nonexistent/never-created')).toBe(false);
  });
});

describe('operator command on the embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-admin-'));
  const target: AdminTarget = { dataDir: dir };
  let s: TestServer | undefined;
  let reader: DbHandle | undefined;
  beforeAll(async () => {
    s = await startServer({ dataDir: dir });
  });
  afterAll(async () => {
    await s?.close().catch(() => {});
    await reader?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to open the data directory while a server holds it, says so, and changes nothing', async () => {
    const r = await admin(target, 'withdrawals');
    expect(r.code).toBe(EXIT.locked);
    expect(r.err).toContain(`数据目录 ${dir} 正在被另一个服务器进程使用（pid ${process.pid}）`);
    expect(r.err).toContain('请先停止服务器');
    expect(r.err).toContain('DATABASE_URL');
  });

  defineAdminSuite({
    server: () => s!,
    // Stop the server (releases the lock), as an operator must.
    prepare: async () => {
      await s!.close();
    },
    run: async (...argv) => {
      if (reader) {
        await reader.close();
        reader = undefined;
      }
      return admin(target, ...argv);
    },
    db: async () => {
      reader ??= await openDatabase({ dataDir: dir });
      return reader.db;
    },
  });

  it('runs as `pnpm run admin` from the repository root (tsx script, exit code, stderr)', async () => {
    await reader?.close();
    reader = undefined;
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: '', INIT_CWD: dir };
    const ok = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'withdrawals', '--data-dir', '.'], { cwd: serverDir, env });
    expect(ok.stdout).toContain('没有待处理的提现。');
    const bad = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'role', 'x', '9', '--data-dir', '.'], { cwd: serverDir, env }).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining('role: 用法') });
  }, 60_000);
});

const pgAdmin = await findPgAdmin();

describe.skipIf(skipUnlessCI('operator command on PostgreSQL', pgAdmin.reason))('operator command on PostgreSQL (server running)', () => {
  let s: TestServer;
  let drop: (() => Promise<void>) | undefined;
  let target: AdminTarget;
  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    drop = tmp.drop;
    target = { databaseUrl: tmp.url, dataDir: '/nonexistent/never-created' };
    s = await startServer({ databaseUrl: tmp.url });
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  defineAdminSuite({ server: () => s, run: (...argv) => admin(target, ...argv), db: async () => s.handle.db });

  it('the agent made by the command is an agent at the running server at once (agent price)', async () => {
    const u = await smsLogin(s);
    expect((await admin(target, 'role', String(u.id), 'agent')).code).toBe(EXIT.ok);
    const order = await call(s.app, '/api/WxPay/pc_create_order', { num: 1 }, { token: u.token });
    expect(order).toMatchObject({ status: 200, data: { price: 36800 * 0.7 } });
  });
});
