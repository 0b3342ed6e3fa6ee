import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { generate } from 'otplib';
import { sql } from 'kysely';
import { calls, OPS_CONTACT_UPLOAD_PATH, OPS_IMAGE_MAX_BYTES, OPS_MEDIA_MSG, OPS_VIDEO_UPLOAD_PATH, sample, SERVER_MSG, type OpsContactSlot, type OpsLink, type OpsVideo, STATUS_LOGIN, type CallName, type OpsAuditRow, type OpsCard, type OpsCardBatch, type OpsMember, type OpsMemberDetail, type OpsNewsItem, type OpsWithdrawal } from 'gaokao-contract';
import { MSG, addCalendarYears } from 'gaokao-domain';
import { addOperator, disableOperator } from '../src/ops/operators';
import { call, freshIp, smsLogin, type TestServer } from './helpers';
import { balanceOf, bindWechat, buyCards, invitedBuyer, ledgerSum } from './money-suite';
import { DEMO_VIDEO_FILE, MEDIA_DIR } from '../src/media';

let seq = 0;

/** A fresh operator: name, password and TOTP secret. */
export async function newOperator(s: TestServer): Promise<{ name: string; password: string; secret: string }> {
  const name = `op${process.pid}x${++seq}`;
  const password = 'operator passphrase 1';
  const added = await addOperator(s.handle.db, name, password);
  if (!added.ok) throw new Error(`addOperator: ${added.reason}`);
  return { name, password, secret: added.secret };
}

/** The TOTP code an authenticator app shows now (by the server's clock). */
export function codeNow(s: TestServer, secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor((Date.now() + s.clock.offsetMs) / 1000) });
}

/** A fresh operator, signed in: its token. */
export async function opsToken(s: TestServer): Promise<{ token: string; name: string }> {
  const op = await newOperator(s);
  const r = await call(s.app, '/api/ops/login', { name: op.name, password: op.password, code: await codeNow(s, op.secret) }, { ip: freshIp() });
  if (r.status !== 200) throw new Error(`ops login: ${r.msg}`);
  return { token: (r.data as { token: string }).token, name: op.name };
}

export const OPS_CALLS = (Object.keys(calls) as CallName[]).filter((n) => calls[n].auth === 'ops');

/** A 1×1 PNG, a JPEG's and a WebP's first bytes, an MP4's `ftyp` box and the shipped demo WebM clip. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(2000, 7)]);
export const WEBM = fs.readFileSync(path.join(MEDIA_DIR, DEMO_VIDEO_FILE));

/** The console's raw-body uploads: path, query, a body the operator's upload would accept. */
const OPS_UPLOADS: [string, Record<string, string>, Buffer][] = [
  [OPS_CONTACT_UPLOAD_PATH, { type: '1' }, PNG],
  [OPS_VIDEO_UPLOAD_PATH, { title: '走访' }, MP4],
];

/** Sends a file as an upload's raw body. */
export async function upload(s: TestServer, url: string, query: Record<string, string>, body: Buffer, token?: string) {
  const res = await s.app.inject({ method: 'POST', url, query, payload: body, headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: token } : {}) }, remoteAddress: freshIp() });
  return { http: res.statusCode, json: res.json() as { status: number; msg: string; data?: unknown } };
}

async function ask(s: TestServer, name: CallName, body: Record<string, unknown>, token?: string) {
  const res = await s.app.inject({ method: 'POST', url: calls[name].path, payload: body, headers: token ? { authorization: token } : {}, remoteAddress: freshIp() });
  return { http: res.statusCode, type: String(res.headers['content-type']), text: res.body, json: () => res.json() as { status: number; msg: string; data?: unknown } };
}

export function defineOpsSuite(get: () => TestServer) {
  it('signs an operator in with name, password and a TOTP code; the same refusal for every wrong part; a code works once', async () => {
    const s = get();
    const op = await newOperator(s);
    const ip = freshIp();
    const code = await codeNow(s, op.secret);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (const body of [
      { name: op.name, password: 'wrong passphrase', code },
      { name: op.name, password: op.password, code: wrongCode },
      { name: 'nobody-here', password: op.password, code },
    ]) {
      expect(await call(s.app, '/api/ops/login', body, { ip })).toMatchObject({ http: 200, status: 400, msg: SERVER_MSG.opsLoginFailed });
    }
    const good = await call(s.app, '/api/ops/login', { name: op.name, password: op.password, code }, { ip });
    expect(good).toMatchObject({ status: 200, data: { operator: { name: op.name }, expire_time: { iso: expect.stringMatching(/Z$/), china: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) } } });
    const token = (good.data as { token: string }).token;
    expect(token).toMatch(/^ops_/);
    // Only the hash is kept.
    expect(await s.handle.db.selectFrom('operator_session').select('token_hash').execute()).not.toContainEqual({ token_hash: token });
    // The code just used is spent (RFC 6238 §5.2), even with the right password.
    expect(await call(s.app, '/api/ops/login', { name: op.name, password: op.password, code }, { ip })).toMatchObject({ status: 400, msg: SERVER_MSG.opsLoginFailed });
    expect(await call(s.app, '/api/ops/me', {}, { token })).toMatchObject({ http: 200, status: 200, data: { operator: { name: op.name } } });
    // An operator is not a member: its token is refused by the member calls.
    expect(await call(s.app, '/api/MemberUser/detail', {}, { token })).toMatchObject({ status: STATUS_LOGIN });
    expect(await call(s.app, '/api/ops/logout', {}, { token })).toMatchObject({ status: 200 });
    expect(await call(s.app, '/api/ops/me', {}, { token })).toMatchObject({ http: 401, status: 401, msg: SERVER_MSG.opsLoginRequired });
    const audit = await s.handle.db.selectFrom('operator_audit').select(['action', 'operator_name']).where('target', '=', `operator:${op.name}`).orderBy('audit_id').execute();
    expect(audit).toEqual([
      { action: 'operator.add', operator_name: 'cli' },
      { action: 'operator.login', operator_name: op.name },
    ]);
  });

  it('accepts the code of the previous 30-second step (a phone running late), not one from 90 s ago', async () => {
    const s = get();
    const op = await newOperator(s);
    const at = (seconds: number) => generate({ secret: op.secret, epoch: Math.floor((Date.now() + s.clock.offsetMs) / 1000) - seconds });
    const stale = await at(90);
    const now = await codeNow(s, op.secret);
    // A stale code that happens to equal the current one proves nothing: only test when they differ.
    if (stale !== now) expect(await call(s.app, '/api/ops/login', { name: op.name, password: op.password, code: stale }, { ip: freshIp() })).toMatchObject({ status: 400 });
    expect(await call(s.app, '/api/ops/login', { name: op.name, password: op.password, code: await at(30) }, { ip: freshIp() })).toMatchObject({ status: 200 });
  });

  it('limits sign-in failures as the member login does: after 5 wrong tries from one client, even the right code is refused', async () => {
    const s = get();
    const op = await newOperator(s);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect(await call(s.app, '/api/ops/login', { name: op.name, password: 'wrong passphrase', code: '123456' }, { ip })).toMatchObject({ status: 400 });
    expect(await call(s.app, '/api/ops/login', { name: op.name, password: op.password, code: await codeNow(s, op.secret) }, { ip })).toMatchObject({ status: 429, msg: SERVER_MSG.tooManyRequests });
  });

  it('walks every /api/ops/ call: anonymous and unknown tokens get HTTP 401, a member (even an agent) 403, a disabled operator 403, and nothing changes', async () => {
    const s = get();
    // The console's calls, by name: a call added later joins the walk by being an `ops` call of the contract.
    expect(OPS_CALLS).toEqual(
      expect.arrayContaining<CallName>([
        'opsLogout', 'opsMe', 'opsWithdrawals', 'opsWithdrawalsCsv', 'opsWithdrawalPaid', 'opsWithdrawalReject', 'opsAudit',
        'opsMembers', 'opsMember', 'opsMemberRole', 'opsCardBatches', 'opsCardIssue', 'opsCards', 'opsCardVoid', 'opsCardsCsv',
        'opsNews', 'opsNewsItem', 'opsNewsSave', 'opsNewsPreview', 'opsNewsPublish',
        'opsSeasons', 'opsSeasonDiff', 'opsSeasonPublish', 'opsSeasonRollback',
        'opsLinks', 'opsLinkSave', 'opsLinkDelete', 'opsContacts', 'opsVideos', 'opsVideoSave', 'opsVideoDelete',
      ]),
    );
    expect(OPS_CALLS).toHaveLength(31);
    expect(OPS_CALLS.every((n) => calls[n].path.startsWith('/api/ops/'))).toBe(true);
    const member = await smsLogin(s);
    await s.handle.db.updateTable('member_user').set({ role: 3 }).where('memberuser_id', '=', member.id).execute();
    const op = await opsToken(s);
    const disabled = await opsToken(s);
    const auditBefore = await s.handle.db.selectFrom('operator_audit').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    // A disabled flag set by hand (the command also deletes the sessions, below): 403, and the session is gone.
    await s.handle.db.updateTable('operator').set({ disabled: true }).where('name', '=', disabled.name).execute();
    expect((await ask(s, 'opsWithdrawals', {}, disabled.token)).json()).toEqual({ status: 403, msg: SERVER_MSG.opsForbidden });
    expect((await ask(s, 'opsWithdrawals', {}, disabled.token)).http).toBe(401);
    for (const name of OPS_CALLS) {
      const body = sample(calls[name].request) as Record<string, unknown>;
      expect({ name, r: (await ask(s, name, body)).json() }).toEqual({ name, r: { status: 401, msg: SERVER_MSG.opsLoginRequired } });
      expect((await ask(s, name, body)).http).toBe(401);
      expect((await ask(s, name, body, 'ops_not-a-session')).http).toBe(401);
      const asMember = await ask(s, name, body, member.token);
      expect({ name, http: asMember.http, r: asMember.json() }).toEqual({ name, http: 403, r: { status: 403, msg: SERVER_MSG.opsForbidden } });
    }
    // The raw-body uploads (not calls of the route table): refused before the body is read, nothing written.
    const filesBefore = fs.readdirSync(s.app.ctx.mediaDir).length;
    for (const [path, query, body] of OPS_UPLOADS) {
      expect({ path, r: (await upload(s, path, query, body)).json }).toEqual({ path, r: { status: 401, msg: SERVER_MSG.opsLoginRequired } });
      expect((await upload(s, path, query, body, 'ops_not-a-session')).http).toBe(401);
      const asMember = await upload(s, path, query, body, member.token);
      expect({ path, http: asMember.http, r: asMember.json }).toEqual({ path, http: 403, r: { status: 403, msg: SERVER_MSG.opsForbidden } });
    }
    expect(fs.readdirSync(s.app.ctx.mediaDir)).toHaveLength(filesBefore);
    // The operator's token still works; the disabled one's session was deleted at its first refusal.
    expect((await ask(s, 'opsMe', {}, op.token)).http).toBe(200);
    const auditAfter = await s.handle.db.selectFrom('operator_audit').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(auditAfter.n)).toBe(Number(auditBefore.n));
    // Disabling by the command ends the sessions at once.
    expect(await disableOperator(s.handle.db, op.name)).toEqual({ ok: true, alreadyDisabled: false });
    expect((await ask(s, 'opsMe', {}, op.token)).http).toBe(401);
  });

  it('lists pending withdrawals with member, amount, channel, account and times (UTC and China), filters by day, pays one and rejects one (refund once), audited', async () => {
    const s = get();
    const { token } = await opsToken(s);
    const a = await smsLogin(s);
    const b = await smsLogin(s);
    await bindWechat(s, a.id);
    for (const [u, fen] of [[a, 10_000], [b, 5_000]] as const) {
      await s.handle.db.updateTable('member_user').set({ blance: sql<number>`blance + ${fen}` }).where('memberuser_id', '=', u.id).execute();
      await s.handle.db.insertInto('wallet_ledger').values({ memberuser_id: u.id, kind: 'income', amount: fen, remark: 'test' }).execute();
    }
    expect((await call(s.app, '/api/WxPay/wxTixian', { price: '30' }, { token: a.token })).status).toBe(200);
    // A name that a spreadsheet would run as a formula.
    expect((await call(s.app, '/api/Alipay/withdraw_deposit', { price: '20.5', identity: 'b@example.com', name: '=HYPERLINK("x")' }, { token: b.token })).status).toBe(200);
    const ids = await s.handle.db.selectFrom('withdraw').select(['withdraw_id', 'create_time']).where('memberuser_id', 'in', [a.id, b.id]).orderBy('withdraw_id').execute();
    const [wx, ali] = ids.map((r) => r.withdraw_id) as [number, number];

    const list = await call(s.app, '/api/ops/withdrawals', { limit: 500 }, { token });
    expect(list.status).toBe(200);
    const rows = (list.data as { data: OpsWithdrawal[] }).data;
    const created = new Date(ids[0]!.create_time);
    const china = new Date(created.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(rows.find((r) => r.withdraw_id === wx)).toEqual({
      withdraw_id: wx, memberuser_id: a.id, phone: a.phone, price: 3_000, type: 1, account: `oTEST${a.id}`, name: '', status: 1, remark: '待处理', payout_ref: '',
      create_time: { iso: created.toISOString(), china }, settle_time: null,
    });
    expect(rows.find((r) => r.withdraw_id === ali)).toMatchObject({ price: 2_050, type: 2, account: 'b@example.com', name: '=HYPERLINK("x")' });
    // The China-time day of the request includes it; the day before does not.
    const day = china.slice(0, 10);
    const dayBefore = new Date(new Date(`${day}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    const ofDay = (await call(s.app, '/api/ops/withdrawals', { date_from: day, date_to: day, limit: 500 }, { token })).data as { data: OpsWithdrawal[] };
    expect(ofDay.data.map((r) => r.withdraw_id)).toEqual(expect.arrayContaining([wx, ali]));
    const before = (await call(s.app, '/api/ops/withdrawals', { date_to: dayBefore }, { token })).data as { total: number };
    expect(before.total).toBe(0);
    expect(await call(s.app, '/api/ops/withdrawals', { date_from: '2026-13-01' }, { token })).toMatchObject({ status: 400, msg: SERVER_MSG.opsDayInvalid });

    const csv = await ask(s, 'opsWithdrawalsCsv', { date_from: day, date_to: day }, token);
    expect(csv.http).toBe(200);
    expect(csv.type).toContain('text/csv');
    expect(csv.text.startsWith('\uFEFF提现ID,会员ID,手机号,金额(元),方式,收款账号,姓名,状态,转账单号')).toBe(true);
    const lines = csv.text.split('\r\n');
    expect(lines.find((l) => l.startsWith(`${wx},`))).toBe(`${wx},${a.id},${a.phone},30.00,微信,oTEST${a.id},,待处理,,待处理,${china},,${created.toISOString()},`);
    // Formula text is written as text: a leading apostrophe, quoted.
    expect(lines.find((l) => l.startsWith(`${ali},`))).toContain(`,"'=HYPERLINK(""x"")",待处理,`);
    const exported = ((await call(s.app, '/api/ops/audit', { action: 'withdrawal.export' }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(exported[0]).toMatchObject({ target: 'withdrawals', before: null, after: { status: 1, date_from: day, date_to: day, rows: lines.length - 2 } });

    expect(await call(s.app, '/api/ops/withdrawals/paid', { withdraw_id: wx }, { token })).toMatchObject({ status: 400, msg: SERVER_MSG.opsPayoutRefRequired });
    const paid = await call(s.app, '/api/ops/withdrawals/paid', { withdraw_id: wx, payout_ref: '10001234567890' }, { token });
    expect(paid).toMatchObject({ status: 200, data: { withdraw_id: wx, status: 2, payout_ref: '10001234567890', remark: '已打款', settle_time: { iso: expect.stringMatching(/Z$/) } } });
    const rejected = await call(s.app, '/api/ops/withdrawals/reject', { withdraw_id: ali, reason: '支付宝账号与姓名不符' }, { token });
    expect(rejected).toMatchObject({ status: 200, data: { withdraw_id: ali, status: 3, remark: '支付宝账号与姓名不符' } });
    // Twice, or the other way: nothing changes, no second refund.
    expect(await call(s.app, '/api/ops/withdrawals/reject', { withdraw_id: ali, reason: 'again' }, { token })).toMatchObject({ status: 400, msg: `${SERVER_MSG.opsWithdrawalNotPending}（已驳回）` });
    expect(await call(s.app, '/api/ops/withdrawals/paid', { withdraw_id: ali, payout_ref: 'x1' }, { token })).toMatchObject({ status: 400 });
    expect(await call(s.app, '/api/ops/withdrawals/reject', { withdraw_id: 2_147_483_647, reason: 'x' }, { token })).toMatchObject({ status: 404 });
    expect(await balanceOf(s, a.id)).toBe(7_000);
    expect(await balanceOf(s, b.id)).toBe(5_000);
    expect(await balanceOf(s, b.id)).toBe(await ledgerSum(s, b.id));
    expect(await balanceOf(s, a.id)).toBe(await ledgerSum(s, a.id));
    const refunds = await s.handle.db.selectFrom('wallet_ledger').select('amount').where('withdraw_id', '=', ali).where('kind', '=', 'income').execute();
    expect(refunds).toEqual([{ amount: 2_050 }]);
    // The family sees both at once, without a restart.
    const mine = async (t: string) => ((await call(s.app, '/api/Financial.Withdraw/index', {}, { token: t })).data as { data: { withdraw_id: number; status: number; remark: string }[] }).data;
    expect((await mine(a.token)).find((r) => r.withdraw_id === wx)).toMatchObject({ status: 2 });
    expect((await mine(b.token)).find((r) => r.withdraw_id === ali)).toMatchObject({ status: 3, remark: '支付宝账号与姓名不符' });
    const settledList = (await call(s.app, '/api/ops/withdrawals', { status: 3, limit: 500 }, { token })).data as { data: OpsWithdrawal[] };
    expect(settledList.data.map((r) => r.withdraw_id)).toContain(ali);
    expect(((await call(s.app, '/api/ops/withdrawals', { limit: 500 }, { token })).data as { data: OpsWithdrawal[] }).data.map((r) => r.withdraw_id)).not.toContain(wx);

    const audit = await call(s.app, '/api/ops/audit', { target: `withdraw:${ali}` }, { token });
    const auditRows = (audit.data as { total: number; data: OpsAuditRow[] }).data;
    expect(auditRows).toHaveLength(1);
    expect(auditRows[0]).toMatchObject({
      action: 'withdrawal.reject',
      operator_name: expect.stringMatching(/^op/),
      before: { status: 1, price: 2_050, balance: 2_950 },
      after: { status: 3, balance: 5_000, refund: 2_050 },
      at: { iso: expect.stringMatching(/Z$/), china: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
    });
    const paidAudit = ((await call(s.app, '/api/ops/audit', { action: 'withdrawal.paid', limit: 500 }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(paidAudit.find((r) => r.target === `withdraw:${wx}`)).toMatchObject({ after: { status: 2, payout_ref: '10001234567890' } });
    // Newest first.
    const all = ((await call(s.app, '/api/ops/audit', { limit: 5 }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(all.map((r) => r.at.iso)).toEqual([...all.map((r) => r.at.iso)].sort().reverse());
  });

  it('finds a member by id or part of the phone, shows its orders, cards, ledger and referrals, changes role and VIP end (audited, before/after), and the member reads it at once', async () => {
    const s = get();
    const { token } = await opsToken(s);
    const { inviter, buyer } = await invitedBuyer(s);
    const { order, cards } = await buyCards(s, buyer.token, 2);

    // By id (exact), by the phone's last 6 digits, by the whole phone.
    const byId = (await call(s.app, '/api/ops/members', { q: String(inviter.id) }, { token })).data as { total: number; data: OpsMember[] };
    expect(byId.data.map((m) => m.memberuser_id)).toContain(inviter.id);
    const byPart = (await call(s.app, '/api/ops/members', { q: buyer.phone.slice(-6) }, { token })).data as { data: OpsMember[] };
    expect(byPart.data.map((m) => m.memberuser_id)).toContain(buyer.id);
    const byPhone = (await call(s.app, '/api/ops/members', { q: buyer.phone }, { token })).data as { total: number; data: OpsMember[] };
    expect(byPhone.total).toBe(1);
    expect(byPhone.data[0]).toMatchObject({ memberuser_id: buyer.id, phone: buyer.phone, role: 1, pid: inviter.id, vip_expire_time: null, create_time: { china: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) } });
    expect(await call(s.app, '/api/ops/members', { q: '' }, { token })).toMatchObject({ status: 400, msg: MSG.opsMemberQueryRequired });
    expect(await call(s.app, '/api/ops/members', { q: '138abc' }, { token })).toMatchObject({ status: 400, msg: MSG.opsMemberQueryFormat });

    // The inviter's page: the commission in the ledger, the buyer among the referrals.
    const inviterPage = (await call(s.app, '/api/ops/members/detail', { memberuser_id: inviter.id }, { token })).data as OpsMemberDetail;
    expect(inviterPage.referrals).toEqual([{ memberuser_id: buyer.id, phone: buyer.phone, role: 1, create_time: expect.objectContaining({ iso: expect.stringMatching(/Z$/) }) }]);
    expect(inviterPage.ledger).toEqual([expect.objectContaining({ kind: 'income', amount: Math.floor(order.price / 10), from_user_id: buyer.id, vippay_id: order.vippay_id })]);
    expect(inviterPage.counts).toEqual({ orders: 0, cards: 0, ledger: 1, referrals: 1 });
    // The buyer's page: the paid order and its two cards (no password).
    const buyerPage = (await call(s.app, '/api/ops/members/detail', { memberuser_id: buyer.id }, { token })).data as OpsMemberDetail;
    expect(buyerPage.orders).toEqual([expect.objectContaining({ vippay_id: order.vippay_id, num: 2, price: order.price, pay_status: 2, pay_time: expect.objectContaining({ iso: expect.stringMatching(/Z$/) }) })]);
    expect(buyerPage.cards.map((c) => c.card_no).sort()).toEqual(cards.map((c) => c.card_no).sort());
    expect(buyerPage.cards.every((c) => c.relation === 'owned' && c.state === 'inactive' && !('card_password' in c))).toBe(true);
    expect(buyerPage.member).toMatchObject({ memberuser_id: buyer.id, role: 1, blance: 0 });
    expect(await call(s.app, '/api/ops/members/detail', { memberuser_id: 2_147_483_647 }, { token })).toMatchObject({ status: 404 });

    // Role 2 with the VIP through 2031-06-30 (China time): the last second of that day, 15:59:59 UTC.
    const changed = await call(s.app, '/api/ops/members/role', { memberuser_id: buyer.id, role: 2, vip_expire: '2031-06-30' }, { token });
    expect(changed).toMatchObject({ status: 200, data: { memberuser_id: buyer.id, role: 2, vip_expire_time: { iso: '2031-06-30T15:59:59.000Z', china: '2031-06-30 23:59:59' } } });
    // The member reads it at once (no restart).
    expect(await call(s.app, '/api/MemberUser/detail', {}, { token: buyer.token })).toMatchObject({ status: 200, data: { role: 2 } });
    // Agent, keeping the end.
    expect(await call(s.app, '/api/ops/members/role', { memberuser_id: buyer.id, role: 3 }, { token })).toMatchObject({ status: 200, data: { role: 3, vip_expire_time: { china: '2031-06-30 23:59:59' } } });
    expect(await call(s.app, '/api/ops/members/role', { memberuser_id: buyer.id, role: 4 }, { token })).toMatchObject({ status: 400, msg: SERVER_MSG.opsRoleInvalid });
    expect(await call(s.app, '/api/ops/members/role', { memberuser_id: buyer.id, role: 2, vip_expire: '2031-02-30x' }, { token })).toMatchObject({ status: 400, msg: SERVER_MSG.opsDayInvalid });
    expect(await call(s.app, '/api/ops/members/role', { memberuser_id: 2_147_483_647, role: 2 }, { token })).toMatchObject({ status: 404 });

    const audit = ((await call(s.app, '/api/ops/audit', { target: `member:${buyer.id}`, limit: 50 }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(audit.filter((r) => r.action === 'member.role').map((r) => [r.before, r.after])).toEqual([
      [{ role: 2, vip_expire_time: '2031-06-30T15:59:59.000Z' }, { role: 3, vip_expire_time: '2031-06-30T15:59:59.000Z' }],
      [{ role: 1, vip_expire_time: null }, { role: 2, vip_expire_time: '2031-06-30T15:59:59.000Z' }],
    ]);
    expect(audit.filter((r) => r.action === 'member.view')).toHaveLength(1);
    const searches = ((await call(s.app, '/api/ops/audit', { action: 'member.search', limit: 50 }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(searches.map((r) => r.after)).toContainEqual({ q: buyer.phone, rows: 1 });
  });

  it('issues a card batch that a member activates through the existing activation call; voids an unused card, refuses a used one, exports the batch as CSV, all audited', async () => {
    const s = get();
    const { token, name } = await opsToken(s);
    expect(await call(s.app, '/api/ops/cards/issue', { count: 0, valid_days: 30 }, { token })).toMatchObject({ status: 400, msg: MSG.opsCardCountRange });
    expect(await call(s.app, '/api/ops/cards/issue', { count: 3, valid_days: 3651 }, { token })).toMatchObject({ status: 400, msg: MSG.opsCardValidDaysRange });

    const issued = await call(s.app, '/api/ops/cards/issue', { count: 3, valid_days: 30, note: '线下渠道A' }, { token });
    expect(issued.status).toBe(200);
    const batch = issued.data as OpsCardBatch;
    expect(batch).toMatchObject({ count: 3, valid_days: 30, note: '线下渠道A', operator_name: name, states: { inactive: 3, active: 0, void: 0, expired: 0 } });
    const days = (new Date(batch.expire_time.iso).getTime() - new Date(batch.create_time.iso).getTime()) / 86_400_000;
    expect(Math.abs(days - 30)).toBeLessThan(0.01);
    const listed = (await call(s.app, '/api/ops/cards', { batch_id: batch.batch_id }, { token })).data as { total: number; data: OpsCard[] };
    expect(listed.total).toBe(3);
    expect(listed.data.every((c) => c.state === 'inactive' && /^VK[A-Z2-9]{14}$/.test(c.card_no) && !('card_password' in c))).toBe(true);

    // The batch as CSV: codes and passwords for the offline sale; the export is audited (without the codes).
    const csv = await ask(s, 'opsCardsCsv', { batch_id: batch.batch_id }, token);
    expect(csv.http).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('批次,卡号,卡密,状态,激活截止(北京时间),发行时间(北京时间),激活截止(UTC)');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r[1]).sort()).toEqual(listed.data.map((c) => c.card_no).sort());
    expect(rows.every((r) => r[0] === String(batch.batch_id) && /^[A-Z2-9]{12}$/.test(r[2]!) && r[3] === '未激活' && r[4] === batch.expire_time.china)).toBe(true);

    // A member activates the first card with the existing call: VIP for one calendar year.
    const member = await smsLogin(s);
    const [first, second, third] = rows as [string[], string[], string[]];
    const activated = await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: first[1], card_password: first[2] }, { token: member.token });
    expect(activated).toMatchObject({ status: 200, msg: MSG.activateDone, data: { role: 2 } });
    const vipUntil = new Date((activated.data as { vip_expire_time: string }).vip_expire_time).getTime();
    expect(Math.abs(vipUntil - addCalendarYears(new Date(), 1).getTime())).toBeLessThan(60_000);
    expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: first[1], card_password: first[2] }, { token: member.token })).toMatchObject({ status: 400, msg: SERVER_MSG.cardUsed });

    // A used card cannot be voided; an unused one can, once; a voided card is refused at activation.
    expect(await call(s.app, '/api/ops/cards/void', { card_no: first[1] }, { token })).toMatchObject({ status: 400, msg: MSG.opsCardUsedNoVoid });
    expect(await call(s.app, '/api/ops/cards/void', { card_no: second[1]!.toLowerCase() }, { token })).toMatchObject({ status: 200, data: { card_no: second[1], state: 'void', void_time: { iso: expect.stringMatching(/Z$/) } } });
    expect(await call(s.app, '/api/ops/cards/void', { card_no: second[1] }, { token })).toMatchObject({ status: 400, msg: MSG.cardVoided });
    expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: second[1], card_password: second[2] }, { token: member.token })).toMatchObject({ status: 400, msg: MSG.cardVoided });
    expect(await call(s.app, '/api/ops/cards/void', { card_no: 'VKNOSUCHCARD2345' }, { token })).toMatchObject({ status: 404 });
    // A purchased card is its buyer's: not voided here.
    const buyer = await smsLogin(s);
    const bought = await buyCards(s, buyer.token, 1);
    expect(await call(s.app, '/api/ops/cards/void', { card_no: bought.cards[0]!.card_no }, { token })).toMatchObject({ status: 400, msg: SERVER_MSG.opsCardNotIssued });

    // Past the batch's validity the third card is refused (the deadline moved back by hand).
    await s.handle.db.updateTable('vip_card').set({ expire_time: new Date(Date.now() - 60_000) }).where('card_no', '=', third[1]!).execute();
    expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: third[1], card_password: third[2] }, { token: member.token })).toMatchObject({ status: 400, msg: MSG.cardExpired });

    const batches = (await call(s.app, '/api/ops/cards/batches', {}, { token })).data as { data: OpsCardBatch[] };
    expect(batches.data.find((b) => b.batch_id === batch.batch_id)?.states).toEqual({ inactive: 0, active: 1, void: 1, expired: 1 });
    const byState = async (state: string) => ((await call(s.app, '/api/ops/cards', { batch_id: batch.batch_id, state }, { token })).data as { data: OpsCard[] }).data.map((c) => c.card_no);
    expect(await byState('active')).toEqual([first[1]]);
    expect(await byState('void')).toEqual([second[1]]);
    expect(await byState('expired')).toEqual([third[1]]);
    expect(await byState('inactive')).toEqual([]);
    expect(((await call(s.app, '/api/ops/cards', { card_no: first[1]!.slice(0, 10) }, { token })).data as { data: OpsCard[] }).data).toEqual([expect.objectContaining({ card_no: first[1], state: 'active', active_user_id: member.id })]);
    // The member's page shows the card it activated.
    const page = (await call(s.app, '/api/ops/members/detail', { memberuser_id: member.id }, { token })).data as OpsMemberDetail;
    expect(page.cards).toEqual([expect.objectContaining({ card_no: first[1], relation: 'activated', state: 'active', batch_id: batch.batch_id })]);

    const audit = ((await call(s.app, '/api/ops/audit', { target: `card-batch:${batch.batch_id}` }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(audit.map((r) => [r.action, r.after])).toEqual([
      ['card.export', { batch_id: batch.batch_id, rows: 3 }],
      ['card.issue', { batch_id: batch.batch_id, count: 3, valid_days: 30, expire_time: batch.expire_time.iso, note: '线下渠道A' }],
    ]);
    expect(JSON.stringify(audit)).not.toContain(first[2]);
    const voided = ((await call(s.app, '/api/ops/audit', { target: `card:${second[1]}` }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(voided).toEqual([expect.objectContaining({ action: 'card.void', operator_name: name, before: { batch_id: batch.batch_id, state: 'inactive' }, after: expect.objectContaining({ state: 'void' }) })]);
  });

  it('saves a news item as a draft with the body sanitised as stored rich text is, previews it the same way, publishes it to /zixun and withdraws it, audited', async () => {
    const s = get();
    const { token, name } = await opsToken(s);
    const title = `志愿填报提醒 ${process.pid}-${Date.now()}`;
    const dirty = '<p onclick="x()">第一段<script>alert(1)</script></p><p><a href="javascript:alert(1)">链接</a><img src="https://example.com/a.png" onerror="x()"></p>';
    const clean = '<p>第一段</p><p><a rel="noopener noreferrer nofollow">链接</a><img src="https://example.com/a.png" /></p>';
    expect(await call(s.app, '/api/ops/news/preview', { content: dirty }, { token })).toMatchObject({ status: 200, data: { content: clean } });
    expect(await call(s.app, '/api/ops/news/save', { title: '', content: '<p>x</p>' }, { token })).toMatchObject({ status: 400, msg: MSG.opsNewsTitleRequired });
    expect(await call(s.app, '/api/ops/news/save', { title, content: '<p> </p>' }, { token })).toMatchObject({ status: 400, msg: MSG.opsNewsContentRequired });
    expect(await call(s.app, '/api/ops/news/save', { title, content: '<p>x</p>', imgurl: 'javascript:alert(1)' }, { token })).toMatchObject({ status: 400, msg: MSG.opsNewsImageInvalid });

    const saved = await call(s.app, '/api/ops/news/save', { title, source: '考试院', imgurl: '/media/cover.png', content: dirty }, { token });
    expect(saved).toMatchObject({ status: 200, data: { title, source: '考试院', imgurl: '/media/cover.png', status: 0, content: clean } });
    const id = (saved.data as OpsNewsItem).infomation_id;
    // A draft is not public.
    const listed = async () => ((await call(s.app, '/api/InfoMation/index', { title, page: 1, limit: 100 })).data as { data: { infomation_id: number }[] }).data.map((r) => r.infomation_id);
    expect(await listed()).toEqual([]);
    expect(await call(s.app, '/api/InfoMation/detail', { infomation_id: id })).toMatchObject({ status: 404 });
    expect(((await call(s.app, '/api/ops/news', { status: 0, title }, { token })).data as { data: OpsNewsItem[] }).data.map((r) => r.infomation_id)).toEqual([id]);

    const published = await call(s.app, '/api/ops/news/publish', { infomation_id: id, status: 1 }, { token });
    expect(published).toMatchObject({ status: 200, data: { infomation_id: id, status: 1, time: { china: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) } } });
    expect(await listed()).toEqual([id]);
    expect(await call(s.app, '/api/InfoMation/detail', { infomation_id: id })).toMatchObject({ status: 200, data: { title, content: clean } });
    // Edited while published: live at once, still sanitised.
    expect(await call(s.app, '/api/ops/news/save', { infomation_id: id, title, source: '考试院', content: '<h2>更正</h2><iframe src="https://x"></iframe>' }, { token })).toMatchObject({ status: 200, data: { status: 1, content: '<h2>更正</h2>' } });
    expect(await call(s.app, '/api/InfoMation/detail', { infomation_id: id })).toMatchObject({ data: { content: '<h2>更正</h2>', imgurl: '' } });
    expect(await call(s.app, '/api/ops/news/publish', { infomation_id: id, status: 0 }, { token })).toMatchObject({ status: 200, data: { status: 0 } });
    expect(await listed()).toEqual([]);
    expect(await call(s.app, '/api/ops/news/detail', { infomation_id: id }, { token })).toMatchObject({ status: 200, data: { content: '<h2>更正</h2>', status: 0 } });
    expect(await call(s.app, '/api/ops/news/publish', { infomation_id: 2_147_483_647, status: 1 }, { token })).toMatchObject({ status: 404 });

    const audit = ((await call(s.app, '/api/ops/audit', { target: `news:${id}` }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(audit.map((r) => r.action)).toEqual(['news.unpublish', 'news.save', 'news.publish', 'news.save']);
    expect(audit.every((r) => r.operator_name === name)).toBe(true);
    expect(audit[3]).toMatchObject({ before: null, after: { title, status: 0, content_length: clean.length, content_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(audit[1]).toMatchObject({ before: { status: 1, content_length: clean.length }, after: { status: 1, imgurl: '', content_length: '<h2>更正</h2>'.length } });
  });

  it('adds, edits and deletes friendship links, the footer reading each change at once; audited before/after', async () => {
    const s = get();
    const { token, name } = await opsToken(s);
    const footer = async () => ((await call(s.app, '/api/FriendUrl/index', { page: 1, limit: 30 })).data as { data: { friend_url_id: number; title: string; url: string }[] }).data;
    const tag = `${process.pid}-${Date.now()}`;
    expect(await call(s.app, '/api/ops/links/save', { title: '', url: 'https://gaokao.chsi.com.cn/' }, { token })).toMatchObject({ status: 400, msg: MSG.opsLinkTitleRequired });
    expect(await call(s.app, '/api/ops/links/save', { title: '阳光高考', url: 'javascript:alert(1)' }, { token })).toMatchObject({ status: 400, msg: MSG.opsLinkUrlInvalid });
    expect(await call(s.app, '/api/ops/links/save', { title: '阳光高考', url: '//evil.example/' }, { token })).toMatchObject({ status: 400, msg: MSG.opsLinkUrlInvalid });
    expect(await call(s.app, '/api/ops/links/save', { title: '阳光高考', url: 'https://a.example', sort: 10_000 }, { token })).toMatchObject({ status: 400, msg: MSG.opsLinkSortRange });

    const added = await call(s.app, '/api/ops/links/save', { title: ` 阳光高考 ${tag} `, url: ' https://gaokao.chsi.com.cn/ ', sort: 9000 }, { token });
    expect(added).toMatchObject({ status: 200, msg: OPS_MEDIA_MSG.linkSaved, data: { title: `阳光高考 ${tag}`, url: 'https://gaokao.chsi.com.cn/', sort: 9000, status: 1 } });
    const id = (added.data as OpsLink).friend_url_id;
    // Highest sort first: the footer shows it first, on its next read.
    expect((await footer())[0]).toEqual({ friend_url_id: id, title: `阳光高考 ${tag}`, url: 'https://gaokao.chsi.com.cn/' });
    expect(((await call(s.app, '/api/ops/links', {}, { token })).data as { data: OpsLink[] }).data[0]).toMatchObject({ friend_url_id: id });

    expect(await call(s.app, '/api/ops/links/save', { friend_url_id: id, title: `教育部 ${tag}`, url: 'https://www.moe.gov.cn/', sort: 9000 }, { token })).toMatchObject({ status: 200, data: { title: `教育部 ${tag}` } });
    expect((await footer())[0]).toMatchObject({ friend_url_id: id, title: `教育部 ${tag}`, url: 'https://www.moe.gov.cn/' });
    // Hidden: kept in the console, gone from the footer.
    expect(await call(s.app, '/api/ops/links/save', { friend_url_id: id, title: `教育部 ${tag}`, url: 'https://www.moe.gov.cn/', sort: 9000, status: 0 }, { token })).toMatchObject({ status: 200, data: { status: 0 } });
    expect((await footer()).map((l) => l.friend_url_id)).not.toContain(id);
    expect(await call(s.app, '/api/ops/links/delete', { friend_url_id: id }, { token })).toMatchObject({ status: 200, msg: OPS_MEDIA_MSG.linkDeleted });
    expect(((await call(s.app, '/api/ops/links', {}, { token })).data as { data: OpsLink[] }).data.map((l) => l.friend_url_id)).not.toContain(id);
    expect(await call(s.app, '/api/ops/links/delete', { friend_url_id: id }, { token })).toMatchObject({ status: 404 });
    expect(await call(s.app, '/api/ops/links/save', { friend_url_id: 2_147_483_647, title: 'x', url: 'https://x.example' }, { token })).toMatchObject({ status: 404 });

    const audit = ((await call(s.app, '/api/ops/audit', { target: `link:${id}` }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(audit.map((r) => r.action)).toEqual(['link.delete', 'link.save', 'link.save', 'link.save']);
    expect(audit.every((r) => r.operator_name === name)).toBe(true);
    expect(audit[3]).toMatchObject({ before: null, after: { title: `阳光高考 ${tag}`, url: 'https://gaokao.chsi.com.cn/', sort: 9000, status: 1 } });
    expect(audit[2]).toMatchObject({ before: { title: `阳光高考 ${tag}` }, after: { title: `教育部 ${tag}`, url: 'https://www.moe.gov.cn/' } });
    expect(audit[0]).toMatchObject({ before: { title: `教育部 ${tag}`, status: 0 }, after: null });
  });

  it('replaces the contact QR of each type with an uploaded image (type and size checked) that the footer reads at once and /media/uploads/ serves; audited', async () => {
    const s = get();
    const { token, name } = await opsToken(s);
    const footerQr = async (type: 1 | 2) => ((await call(s.app, '/api/ContantUser/index', { page: 1, limit: 2, status: 1, type })).data as { ercode: string }[])[0]?.ercode;
    const before = await footerQr(1);
    const files = () => fs.readdirSync(s.app.ctx.mediaDir).sort();
    const filesBefore = files();

    // Refusals: nothing kept, nothing changed.
    expect((await upload(s, OPS_CONTACT_UPLOAD_PATH, { type: '3' }, PNG, token)).json).toEqual({ status: 400, msg: OPS_MEDIA_MSG.contactTypeInvalid });
    expect((await upload(s, OPS_CONTACT_UPLOAD_PATH, { type: '1' }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), token)).json).toEqual({ status: 400, msg: OPS_MEDIA_MSG.imageType });
    expect((await upload(s, OPS_CONTACT_UPLOAD_PATH, { type: '1' }, MP4, token)).json).toEqual({ status: 400, msg: OPS_MEDIA_MSG.imageType });
    expect((await upload(s, OPS_CONTACT_UPLOAD_PATH, { type: '1' }, Buffer.alloc(0), token)).json).toEqual({ status: 400, msg: OPS_MEDIA_MSG.empty });
    const big = await upload(s, OPS_CONTACT_UPLOAD_PATH, { type: '1' }, Buffer.concat([PNG, Buffer.alloc(OPS_IMAGE_MAX_BYTES)]), token);
    expect(big).toEqual({ http: 413, json: { status: 400, msg: OPS_MEDIA_MSG.imageTooLarge } });
    // Streamed with no length declared: counted as it arrives, refused once over the limit.
    const streamed = await s.app.inject({
      method: 'POST',
      url: OPS_CONTACT_UPLOAD_PATH,
      query: { type: '1' },
      payload: Readable.from((function* () {
        yield PNG;
        for (let i = 0; i < 40; i++) yield Buffer.alloc(64 * 1024);
      })()),
      headers: { 'content-type': 'application/octet-stream', authorization: token },
    });
    expect({ http: streamed.statusCode, json: streamed.json() }).toEqual({ http: 413, json: { status: 400, msg: OPS_MEDIA_MSG.imageTooLarge } });
    expect(files()).toEqual(filesBefore);
    expect(await footerQr(1)).toBe(before);

    const replaced = await upload(s, OPS_CONTACT_UPLOAD_PATH, { type: '1' }, PNG, token);
    expect(replaced).toMatchObject({ http: 200, json: { status: 200, msg: OPS_MEDIA_MSG.contactReplaced, data: { type: 1, ercode: expect.stringMatching(/^\/media\/uploads\/image-[0-9a-z]+-[0-9a-f]{12}\.png$/) } } });
    const url = (replaced.json.data as { ercode: string }).ercode;
    expect(await footerQr(1)).toBe(url);
    const served = await s.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const slots = ((await call(s.app, '/api/ops/contact', {}, { token })).data as { data: OpsContactSlot[] }).data;
    expect(slots.find((x) => x.type === 1)?.contact?.ercode).toBe(url);
    // Type 2 gets its own image (a JPEG); type 1 keeps its.
    const second = await upload(s, OPS_CONTACT_UPLOAD_PATH, { type: '2' }, JPEG, token);
    expect(second.json).toMatchObject({ status: 200, data: { type: 2, ercode: expect.stringMatching(/\.jpg$/) } });
    expect(await footerQr(2)).toBe((second.json.data as { ercode: string }).ercode);
    expect(await footerQr(1)).toBe(url);

    const audit = ((await call(s.app, '/api/ops/audit', { target: 'contact:1' }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(audit[0]).toMatchObject({ action: 'contact.replace', operator_name: name, after: { ercode: url, type: 'image/png', bytes: PNG.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    if (before !== undefined) expect(audit[0]!.before).toMatchObject({ ercode: expect.any(String) });
  });

  it('uploads a video into the media folder (type and size checked), lists it on the home page at once, edits its title, hides and deletes it with its file; audited', async () => {
    const s = get();
    const { token, name } = await opsToken(s);
    const home = async () => ((await call(s.app, '/api/VideoSeet/index', { page: 1, limit: 20, status: 1 })).data as { data: { videoseet_id: number; title: string; video_url: string }[] }).data;
    const filesBefore = fs.readdirSync(s.app.ctx.mediaDir).length;
    expect((await upload(s, OPS_VIDEO_UPLOAD_PATH, { title: ' ' }, MP4, token)).json).toEqual({ status: 400, msg: MSG.opsVideoTitleRequired });
    expect((await upload(s, OPS_VIDEO_UPLOAD_PATH, { title: '讲座' }, PNG, token)).json).toEqual({ status: 400, msg: OPS_MEDIA_MSG.videoType });
    expect((await upload(s, OPS_VIDEO_UPLOAD_PATH, { title: '讲座' }, Buffer.from('not a video at all, just text'), token)).json).toEqual({ status: 400, msg: OPS_MEDIA_MSG.videoType });
    // A declared length over the limit is refused before any byte is read.
    const declared = await s.app.inject({ method: 'POST', url: OPS_VIDEO_UPLOAD_PATH, query: { title: '讲座' }, payload: MP4, headers: { 'content-type': 'video/mp4', 'content-length': String(300 * 1024 * 1024), authorization: token } });
    expect({ http: declared.statusCode, json: declared.json() }).toEqual({ http: 413, json: { status: 400, msg: OPS_MEDIA_MSG.videoTooLarge } });
    expect(fs.readdirSync(s.app.ctx.mediaDir)).toHaveLength(filesBefore);

    const title = `志愿填报讲座 ${process.pid}-${Date.now()}`;
    const up = await upload(s, OPS_VIDEO_UPLOAD_PATH, { title }, WEBM, token);
    expect(up).toMatchObject({ http: 200, json: { status: 200, msg: OPS_MEDIA_MSG.videoUploaded, data: { title, status: 1, video_url: expect.stringMatching(/^\/media\/uploads\/video-[0-9a-z]+-[0-9a-f]{12}\.webm$/) } } });
    const video = up.json.data as OpsVideo;
    expect((await home())[0]).toMatchObject({ videoseet_id: video.videoseet_id, title, video_url: video.video_url });
    const served = await s.app.inject({ method: 'GET', url: video.video_url, headers: { range: 'bytes=0-15' } });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.equals(WEBM.subarray(0, 16))).toBe(true);
    // A later upload leads the home page's list (its sort one above the highest); 排序 puts the first back in front.
    const mp4 = await upload(s, OPS_VIDEO_UPLOAD_PATH, { title: `${title} MP4` }, MP4, token);
    expect(mp4.json).toMatchObject({ status: 200, data: { video_url: expect.stringMatching(/\.mp4$/), sort: video.sort + 1 } });
    expect((await home())[0]).toMatchObject({ videoseet_id: (mp4.json.data as OpsVideo).videoseet_id });

    expect(await call(s.app, '/api/ops/videos/save', { videoseet_id: video.videoseet_id, title: '' }, { token })).toMatchObject({ status: 400, msg: MSG.opsVideoTitleRequired });
    expect(await call(s.app, '/api/ops/videos/save', { videoseet_id: video.videoseet_id, title, sort: 10_000 }, { token })).toMatchObject({ status: 400, msg: MSG.opsLinkSortRange });
    expect(await call(s.app, '/api/ops/videos/save', { videoseet_id: video.videoseet_id, title: `${title}（回放）`, sort: video.sort + 2 }, { token })).toMatchObject({ status: 200, data: { title: `${title}（回放）`, status: 1, sort: video.sort + 2 } });
    expect((await home())[0]).toMatchObject({ videoseet_id: video.videoseet_id });
    expect(await call(s.app, '/api/VideoSeet/detail', { videoseet_id: video.videoseet_id })).toMatchObject({ status: 200, data: { title: `${title}（回放）` } });
    // Without a sort the order is kept.
    expect(await call(s.app, '/api/ops/videos/save', { videoseet_id: video.videoseet_id, title: `${title}（回放）`, status: 0 }, { token })).toMatchObject({ status: 200, data: { status: 0, sort: video.sort + 2 } });
    expect((await home()).map((v) => v.videoseet_id)).not.toContain(video.videoseet_id);
    const listed = ((await call(s.app, '/api/ops/videos', {}, { token })).data as { data: OpsVideo[] }).data;
    expect(listed.map((v) => v.videoseet_id)).toContain(video.videoseet_id);

    expect(await call(s.app, '/api/ops/videos/delete', { videoseet_id: video.videoseet_id }, { token })).toMatchObject({ status: 200, msg: OPS_MEDIA_MSG.videoDeleted });
    expect((await s.app.inject({ method: 'GET', url: video.video_url })).statusCode).toBe(404);
    expect(await call(s.app, '/api/VideoSeet/detail', { videoseet_id: video.videoseet_id })).toMatchObject({ status: 404 });
    expect(await call(s.app, '/api/ops/videos/delete', { videoseet_id: video.videoseet_id }, { token })).toMatchObject({ status: 404 });

    const audit = ((await call(s.app, '/api/ops/audit', { target: `video:${video.videoseet_id}` }, { token })).data as { data: OpsAuditRow[] }).data;
    expect(audit.map((r) => r.action)).toEqual(['video.delete', 'video.save', 'video.save', 'video.upload']);
    expect(audit.every((r) => r.operator_name === name)).toBe(true);
    expect(audit[3]).toMatchObject({ before: null, after: { title, video_url: video.video_url, type: 'video/webm', bytes: WEBM.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(audit[2]).toMatchObject({ before: { title, sort: video.sort }, after: { title: `${title}（回放）`, sort: video.sort + 2 } });
    expect(audit[0]).toMatchObject({ before: { title: `${title}（回放）`, status: 0 }, after: null });
  });
}
