import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { z } from 'zod';
import { MSG, clearListConfirm, scoreOutOfRange } from 'gaokao-domain';
import { calls, SERVER_MSG, type CallName } from 'gaokao-contract';
import { call, smsLogin, userWithPlan, type TestServer } from './helpers';

type Row = { volunteer_result_id: number; sort_id: number; code: string; specialty_code: string; [k: string]: unknown };

async function listOf(s: TestServer, token: string, planId: number): Promise<Row[]> {
  const r = await call(s.app, '/api/Volunteer/college_result_screen', { aspid: planId, page: 1, pageSize: 500 }, { token });
  expect(r.status).toBe(200);
  return (r.data as { list: Row[] }).list;
}

async function add(s: TestServer, token: string, planId: number, n: number) {
  return call(s.app, '/api/VolunteerResult/add', { volunteer_id: planId, code: `C${String(n).padStart(3, '0')}`, specialty_code: '01' }, { token });
}

/** The plan and wish-list suite, run against each engine. */
export function definePlanSuite(get: () => TestServer) {
  describe('plan (Volunteer)', () => {
    it.each([
      { name: 'no province', body: { score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] }, msg: MSG.provinceRequired },
      { name: 'no score', body: { province: '河北', batch: '本科批', subject: ['物理', '化学', '生物'] }, msg: MSG.scoreRequired },
      { name: 'one elective', body: { province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学'] }, msg: MSG.threeSubjectsRequired },
      { name: 'three electives', body: { province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物', '地理'] }, msg: MSG.threeSubjectsRequired },
      { name: 'physics and history', body: { province: '河北', score: 600, batch: '本科批', subject: ['物理', '历史', '化学', '生物'] }, msg: MSG.physicsXorHistory },
    ])('given smart fill with $name, should answer $msg', async ({ body, msg }) => {
      const s = get();
      const u = await userWithPlan(s);
      expect(await call(s.app, '/api/Volunteer/add', body, { token: u.token })).toMatchObject({ status: 400, msg });
    });

    it('given 10 parallel first smart fills, should make exactly one plan', async () => {
      const s = get();
      const u = await smsLogin(s);
      const body = { province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] };
      const replies = await Promise.all(Array.from({ length: 10 }, () => call(s.app, '/api/Volunteer/add', body, { token: u.token })));
      expect(replies.every((r) => r.status === 200)).toBe(true);
      const plans = await s.handle.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', u.id).execute();
      expect(plans).toHaveLength(1);
    });

    describe('an add sent with an Idempotency-Key', () => {
      const unit = (planId: number) => ({ volunteer_id: planId, code: 'C007', specialty_code: '01' });
      const count = async (s: TestServer, token: string, planId: number) =>
        (await call(s.app, '/api/Volunteer/currentCount', { aspid: planId }, { token })).data;

      it('given the same add retried with its key, should add once and answer the first reply both times', async () => {
        const s = get();
        const u = await userWithPlan(s);
        const headers = { 'idempotency-key': 'add-retry-0000000001' };
        const first = await call(s.app, '/api/VolunteerResult/add', unit(u.planId), { token: u.token, headers });
        const retry = await call(s.app, '/api/VolunteerResult/add', unit(u.planId), { token: u.token, headers });
        expect(first).toMatchObject({ status: 200, msg: MSG.addedToList });
        expect(retry).toEqual(first);
        expect(await count(s, u.token, u.planId)).toEqual({ count: 1 });
        // Without a key, a second add of the unit is refused as before.
        expect(await call(s.app, '/api/VolunteerResult/add', unit(u.planId), { token: u.token })).toMatchObject({ status: 400, msg: SERVER_MSG.alreadyInList });
      });

      it('given five copies of one add at once with its key, should add one row and answer all five alike', async () => {
        const s = get();
        const u = await userWithPlan(s);
        const headers = { 'idempotency-key': 'add-parallel-00000001' };
        const replies = await Promise.all(Array.from({ length: 5 }, () => call(s.app, '/api/VolunteerResult/add', unit(u.planId), { token: u.token, headers })));
        expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
        expect(new Set(replies.map((r) => (r.data as Row).volunteer_result_id)).size).toBe(1);
        expect(await count(s, u.token, u.planId)).toEqual({ count: 1 });
      });

      it('given a refused add, should keep no key, so its retry runs again once the refusal is gone', async () => {
        const s = get();
        const u = await userWithPlan(s);
        const plain = await call(s.app, '/api/VolunteerResult/add', unit(u.planId), { token: u.token });
        const headers = { 'idempotency-key': 'add-refused-000000001' };
        expect(await call(s.app, '/api/VolunteerResult/add', unit(u.planId), { token: u.token, headers })).toMatchObject({ status: 400, msg: SERVER_MSG.alreadyInList });
        await call(s.app, '/api/VolunteerResult/delete', { volunteer_result_id: (plain.data as Row).volunteer_result_id }, { token: u.token });
        expect(await call(s.app, '/api/VolunteerResult/add', unit(u.planId), { token: u.token, headers })).toMatchObject({ status: 200 });
        expect(await count(s, u.token, u.planId)).toEqual({ count: 1 });
      });

      it('given one key from two members, should add for each (keys are per member)', async () => {
        const s = get();
        const a = await userWithPlan(s);
        const b = await userWithPlan(s);
        const headers = { 'idempotency-key': 'add-shared-0000000001' };
        expect(await call(s.app, '/api/VolunteerResult/add', unit(a.planId), { token: a.token, headers })).toMatchObject({ status: 200 });
        expect(await call(s.app, '/api/VolunteerResult/add', unit(b.planId), { token: b.token, headers })).toMatchObject({ status: 200 });
        expect(await count(s, b.token, b.planId)).toEqual({ count: 1 });
      });

      it.each(['short', 'x'.repeat(65), 'has space in it 12345', 'semi;colon;0000000000'])('given the malformed key "%s", should refuse and add nothing', async (key) => {
        const s = get();
        const u = await userWithPlan(s);
        expect(await call(s.app, '/api/VolunteerResult/add', unit(u.planId), { token: u.token, headers: { 'idempotency-key': key } })).toMatchObject({
          status: 400,
          msg: SERVER_MSG.idempotencyKeyInvalid,
        });
        expect(await count(s, u.token, u.planId)).toEqual({ count: 0 });
      });
    });

    it('given a logged-out visitor, isYouxiao is false; logged in, true', async () => {
      const s = get();
      const u = await userWithPlan(s);
      expect((await call(s.app, '/api/Volunteer/isYouxiao')).data).toEqual({ isT: false });
      expect((await call(s.app, '/api/Volunteer/isYouxiao', {}, { token: u.token })).data).toEqual({ isT: true });
    });

    it('given a form-encoded smart fill with a JSON subject array, should save the plan and show it in user info', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const got = await call(s.app, '/api/Volunteer/getUserVooluteer', {}, { token: u.token });
      // Rank and same-score count come from the season's rank table (the fake: (750 - score) × 100, 100).
      expect(got.data).toMatchObject({ volunteer_id: u.planId, province: '河北', score: 600, batch: '本科批', group_d: '物理类', subject: '物理,生物,化学', paiming: 15000, xiangtong: 100 });
      const info = await call(s.app, '/api/MemberUser/detail', {}, { token: u.token });
      expect((info.data as { zhiyuan: unknown }).zhiyuan).toEqual({ province: '河北', score: 600, batch: '本科批', group_d: '物理类', subject: '物理,生物,化学' });
    });

    it.each([
      // 山东 names its batches: moving there takes its 本科 batch's name too.
      { field: 'province', patch: { province: '山东', batch: '普通类一段' } },
      { field: 'score', patch: { score: 610 } },
      { field: 'batch', patch: { batch: '专科批' } },
      { field: 'subject', patch: { subject: ['物理', '化学', '地理'] } },
    ])('given role 1 changing $field, should answer status 5 升级VIP可修改 and keep the plan', async ({ patch }) => {
      const s = get();
      const u = await userWithPlan(s, 1);
      const base = { volunteer_id: u.planId, name: '张三', sex: 1, province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] };
      expect(await call(s.app, '/api/Volunteer/update', { ...base, ...patch }, { token: u.token })).toMatchObject({ status: 5, msg: MSG.upgradeVipToEdit });
      expect(await call(s.app, '/api/Volunteer/add', { province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'], ...patch }, { token: u.token })).toMatchObject({ status: 5 });
      const got = await call(s.app, '/api/Volunteer/getUserVooluteer', {}, { token: u.token });
      expect(got.data).toMatchObject({ province: '河北', score: 600, batch: '本科批', subject: '物理,生物,化学' });
      // Name and sex stay editable for role 1.
      const ok = await call(s.app, '/api/Volunteer/update', base, { token: u.token });
      expect(ok).toMatchObject({ status: 200, msg: MSG.updateDone, data: { name: '张三', sex: 1 } });
    });

    it('given role 1 moving the plan to 山东 with 河北’s 本科批, should answer 升级VIP可修改 before 批次不能为空', async () => {
      const s = get();
      const u = await userWithPlan(s, 1);
      const form = { volunteer_id: u.planId, name: '张三', sex: 1, province: '山东', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] };
      expect(await call(s.app, '/api/Volunteer/update', form, { token: u.token })).toMatchObject({ status: 5, msg: MSG.upgradeVipToEdit });
      expect((await call(s.app, '/api/Volunteer/getUserVooluteer', {}, { token: u.token })).data).toMatchObject({ province: '河北' });
    });

    it.each([2, 3] as const)('given role %i, should change province, score, batch and subjects', async (role) => {
      const s = get();
      const u = await userWithPlan(s, role);
      const r = await call(
        s.app,
        '/api/Volunteer/update',
        { volunteer_id: u.planId, name: '李四', sex: 2, province: '山东', score: 620, batch: '普通类二段', subject: ['历史', '政治', '地理'] },
        { token: u.token },
      );
      expect(r).toMatchObject({ status: 200, data: { province: '山东', score: 620, batch: '普通类二段', subject: '历史,政治,地理', group_d: '历史类' } });
      const back = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, name: '李四', sex: 2, province: '河北', score: 640, batch: '本科批', subject: ['物理', '化学', '生物'] }, { token: u.token });
      expect(back.data).toMatchObject({ score: 640, paiming: 11000, xiangtong: 100 });
    });

    it.each([
      { name: 'no name', patch: { name: '' }, msg: MSG.nameRequired },
      { name: 'no sex', patch: { sex: '' }, msg: MSG.sexRequired },
      { name: 'no batch', patch: { batch: '' }, msg: MSG.batchRequired },
      { name: 'no score', patch: { score: '' }, msg: MSG.scoreEmpty },
      { name: 'no subjects', patch: { subject: [] }, msg: MSG.subjectsRequired },
      { name: 'no province', patch: { province: '' }, msg: MSG.provinceEmpty },
      { name: 'neither physics nor history', patch: { subject: ['化学', '生物', '地理'] }, msg: MSG.physicsXorHistory },
    ])('given the edit form with $name, should answer $msg', async ({ patch, msg }) => {
      const s = get();
      const u = await userWithPlan(s, 2);
      const base = { volunteer_id: u.planId, name: '张三', sex: 1, province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] };
      expect(await call(s.app, '/api/Volunteer/update', { ...base, ...patch }, { token: u.token })).toMatchObject({ status: 400, msg });
    });
  });

  describe('profile saves keep the wish list', () => {
    const profile = { name: '张三', sex: 1, province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] };

    it('given a plan made with group_d 物理类 and one row, saving the profile with the label 物理科目组合 keeps the row and 物理类', async () => {
      const s = get();
      const u = await smsLogin(s);
      const made = await call(s.app, '/api/Volunteer/add', { province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: u.token });
      const planId = (made.data as { volunteer_id: number }).volunteer_id;
      expect((await add(s, u.token, planId, 1)).status).toBe(200);
      const saved = await call(s.app, '/api/Volunteer/update', { volunteer_id: planId, ...profile, group_d: '物理科目组合' }, { token: u.token });
      expect(saved).toMatchObject({ status: 200, msg: MSG.updateDone, data: { group_d: '物理类', name: '张三' } });
      expect((await call(s.app, '/api/Volunteer/currentCount', { aspid: planId }, { token: u.token })).data).toEqual({ count: 1 });
    });

    it.each([
      // 山东 names its batches: moving there takes its 本科 batch's name too.
      { field: 'province', patch: { province: '山东', batch: '普通类一段' } },
      { field: 'batch', patch: { batch: '专科批' } },
      { field: 'group', patch: { subject: ['历史', '政治', '地理'], group_d: '历史类' } },
    ])('given a VIP changing $field of a plan with rows, should refuse without clear_list and say how many rows would go', async ({ patch }) => {
      const s = get();
      const u = await userWithPlan(s, 2);
      await add(s, u.token, u.planId, 1);
      await add(s, u.token, u.planId, 2);
      const refused = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, ...patch }, { token: u.token });
      expect(refused).toMatchObject({ status: 400, msg: clearListConfirm(2), data: { clear_list: 2 } });
      expect((await call(s.app, '/api/Volunteer/currentCount', { aspid: u.planId }, { token: u.token })).data).toEqual({ count: 2 });
      expect((await call(s.app, '/api/Volunteer/getUserVooluteer', {}, { token: u.token })).data).toMatchObject({ province: '河北', batch: '本科批', group_d: '物理类' });
      const home = await call(s.app, '/api/Volunteer/add', { province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'], ...patch }, { token: u.token });
      expect(home).toMatchObject({ status: 400, data: { clear_list: 2 } });
      const confirmed = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, ...patch, clear_list: 1 }, { token: u.token });
      expect(confirmed.status).toBe(200);
      expect((await call(s.app, '/api/Volunteer/currentCount', { aspid: u.planId }, { token: u.token })).data).toEqual({ count: 0 });
    });

    it('given a VIP changing score and name only, should keep every row', async () => {
      const s = get();
      const u = await userWithPlan(s, 2);
      await add(s, u.token, u.planId, 1);
      const r = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, score: 640, name: '王五' }, { token: u.token });
      expect(r).toMatchObject({ status: 200, data: { score: 640 } });
      expect((await call(s.app, '/api/Volunteer/currentCount', { aspid: u.planId }, { token: u.token })).data).toEqual({ count: 1 });
    });

    it('given role 1 sending group_d 历史类 with 物理 subjects, should refuse with status 5 and keep the group', async () => {
      const s = get();
      const u = await userWithPlan(s, 1);
      const r = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, group_d: '历史类' }, { token: u.token });
      expect(r).toMatchObject({ status: 5, msg: MSG.upgradeVipToEdit });
      expect((await call(s.app, '/api/Volunteer/getUserVooluteer', {}, { token: u.token })).data).toMatchObject({ group_d: '物理类' });
    });

    it.each([
      { name: 'any 40-character text', group_d: 'x'.repeat(40), msg: MSG.groupInvalid },
      { name: 'a group against the subjects', group_d: '历史类', msg: MSG.physicsXorHistory },
      { name: 'a group the province lacks', group_d: '综合', msg: MSG.groupInvalid },
      { name: 'a province the season does not know', group_d: '物理类', msg: MSG.provinceUnknown, province: 'x' },
    ])('given smart fill with $name, should answer 400 $msg', async ({ group_d, msg, province }) => {
      const s = get();
      const u = await smsLogin(s);
      const r = await call(s.app, '/api/Volunteer/add', { province: province ?? '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'], group_d }, { token: u.token });
      expect(r).toMatchObject({ status: 400, msg });
      expect(await s.handle.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', u.id).execute()).toHaveLength(0);
    });

    it.each([
      { province: '河北', score: 900, msg: scoreOutOfRange(750) },
      { province: '上海', score: 661, msg: scoreOutOfRange(660) },
    ])('given a score of $score in $province, smart fill and the edit form answer 400 $msg', async ({ province, score, msg }) => {
      const s = get();
      const u = await userWithPlan(s, 2);
      const home = await call(s.app, '/api/Volunteer/add', { province, score, batch: '本科批', subject: ['物理', '化学', '生物'] }, { token: u.token });
      expect(home).toMatchObject({ status: 400, msg });
      const batch = province === '上海' ? '本科普通批' : profile.batch;
      const edit = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, province, batch, score }, { token: u.token });
      expect(edit).toMatchObject({ status: 400, msg });
    });

    it.each([
      { name: '化学, 生物, 地理', subject: ['化学', '生物', '地理'], stored: '生物,化学,地理' },
      { name: '物理, 历史, 化学', subject: ['物理', '历史', '化学'], stored: '物理,历史,化学' },
      { name: '化学, 生物, 地理 with group_d 综合', subject: ['化学', '生物', '地理'], stored: '生物,化学,地理', group_d: '综合' },
    ])('given 上海 (3+3) smart fill with $name, should save the plan as 综合', async ({ subject, stored, group_d }) => {
      const s = get();
      const u = await smsLogin(s);
      const r = await call(s.app, '/api/Volunteer/add', { province: '上海', score: 500, batch: '本科普通批', subject, ...(group_d ? { group_d } : {}) }, { token: u.token });
      expect(r).toMatchObject({ status: 200, data: { province: '上海', group_d: '综合', subject: stored } });
    });

    it.each([
      { name: 'two subjects', subject: ['化学', '生物'], msg: MSG.threeSubjectsRequired },
      { name: 'four subjects', subject: ['物理', '化学', '生物', '地理'], msg: MSG.threeSubjectsRequired },
      { name: '技术 (浙江 only)', subject: ['技术', '化学', '生物'], msg: MSG.threeSubjectsRequired },
      { name: 'group_d 物理类', subject: ['物理', '化学', '生物'], group_d: '物理类', msg: MSG.groupInvalid },
    ])('given 上海 (3+3) smart fill with $name, should answer 400 $msg', async ({ subject, group_d, msg }) => {
      const s = get();
      const u = await smsLogin(s);
      const r = await call(s.app, '/api/Volunteer/add', { province: '上海', score: 500, batch: '本科普通批', subject, ...(group_d ? { group_d } : {}) }, { token: u.token });
      expect(r).toMatchObject({ status: 400, msg });
      expect(await s.handle.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', u.id).execute()).toHaveLength(0);
    });

    it('given the edit form moving a plan to 上海 with three electives, should save it as 综合; 河北 keeps the 3+1+2 rule', async () => {
      const s = get();
      const u = await userWithPlan(s, 2);
      const hebei = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, subject: ['化学', '生物', '地理'] }, { token: u.token });
      expect(hebei).toMatchObject({ status: 400, msg: MSG.physicsXorHistory });
      const r = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, province: '上海', batch: '本科普通批', score: 500, subject: ['化学', '生物', '地理'], group_d: '综合', clear_list: 1 }, { token: u.token });
      expect(r).toMatchObject({ status: 200, data: { province: '上海', group_d: '综合', subject: '生物,化学,地理' } });
      const two = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, province: '上海', batch: '本科普通批', score: 500, subject: ['化学', '生物'], group_d: '综合' }, { token: u.token });
      expect(two).toMatchObject({ status: 400, msg: MSG.threeSubjectsRequired });
    });

    it('given 河北 smart fill with three electives and no 物理/历史, should still answer 400 请选择三项科目', async () => {
      const s = get();
      const u = await smsLogin(s);
      const r = await call(s.app, '/api/Volunteer/add', { province: '河北', score: 600, batch: '本科批', subject: ['化学', '生物', '地理'] }, { token: u.token });
      expect(r).toMatchObject({ status: 400, msg: MSG.threeSubjectsRequired });
    });

    it('given a stored score of 900 (saved before the full-mark rule), a free member may correct it', async () => {
      const s = get();
      const u = await userWithPlan(s, 1);
      await s.handle.db.updateTable('volunteer').set({ score: 900 }).where('volunteer_id', '=', u.planId).execute();
      const r = await call(s.app, '/api/Volunteer/update', { volunteer_id: u.planId, ...profile, score: 560 }, { token: u.token });
      expect(r).toMatchObject({ status: 200, data: { score: 560 } });
    });
  });

  describe('wish list (VolunteerResult)', () => {
    it('given adds by code and by title, should list rows 1..n with the season row and is_result', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const a = await add(s, u.token, u.planId, 1);
      expect(a).toMatchObject({ status: 200, msg: MSG.addedToList, data: { sort_id: 1, code: 'C001', specialty_code: '01', is_result: 1, collegeName: '测试大学1', yugu_score: 699 } });
      const b = await call(s.app, '/api/VolunteerResult/add', { volunteer_id: u.planId, collegeName: '测试大学2', specialty_title: '专业2' }, { token: u.token });
      expect(b).toMatchObject({ status: 200, data: { sort_id: 2, code: 'C002' } });
      expect(await add(s, u.token, u.planId, 1)).toMatchObject({ status: 400, msg: SERVER_MSG.alreadyInList });
      expect(await add(s, u.token, u.planId, 999)).toMatchObject({ status: 404, msg: SERVER_MSG.unitNotFound });
      const count = await call(s.app, '/api/Volunteer/currentCount', { aspid: u.planId }, { token: u.token });
      expect(count.data).toEqual({ count: 2 });
      expect((await call(s.app, '/api/Volunteer/currentCount', { aspid: u.planId }, { token: u.token })).data).toEqual({ count: 2 });
    });

    it('given delete, codeDelete and updateAll, should keep sort ids 1..n in the new order', async () => {
      const s = get();
      const u = await userWithPlan(s);
      for (let i = 1; i <= 5; i++) await add(s, u.token, u.planId, i);
      let rows = await listOf(s, u.token, u.planId);
      expect(await call(s.app, '/api/VolunteerResult/delete', { volunteer_result_id: rows[1]!.volunteer_result_id }, { token: u.token })).toMatchObject({ status: 200, msg: MSG.removeDone });
      expect(await call(s.app, '/api/VolunteerResult/codeDelete', { volunteer_id: u.planId, code: 'C004', specialty_code: '01' }, { token: u.token })).toMatchObject({ status: 200, msg: MSG.removedFromList });
      rows = await listOf(s, u.token, u.planId);
      expect(rows.map((r) => [r.code, r.sort_id])).toEqual([['C001', 1], ['C003', 2], ['C005', 3]]);
      const reversed = rows.map((r, i) => ({ volunteer_result_id: r.volunteer_result_id, sort_id: rows.length - i }));
      expect(await call(s.app, '/api/VolunteerResult/updateAll', { list: JSON.stringify(reversed) }, { token: u.token })).toMatchObject({ status: 200, msg: MSG.sortDone });
      rows = await listOf(s, u.token, u.planId);
      expect(rows.map((r) => [r.code, r.sort_id])).toEqual([['C005', 1], ['C003', 2], ['C001', 3]]);
    });

    it('given updateExt, should accept only allow-listed fields', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const id = ((await add(s, u.token, u.planId, 1)).data as Row).volunteer_result_id;
      expect((await call(s.app, '/api/VolunteerResult/updateExt', { volunteer_result_id: id, name: 'isGao', value: '1' }, { token: u.token })).status).toBe(200);
      expect((await call(s.app, '/api/VolunteerResult/updateExt', { volunteer_result_id: id, name: 'volunteer_id', value: '1' }, { token: u.token })).status).toBe(400);
      expect((await call(s.app, '/api/VolunteerResult/updateExt', { volunteer_result_id: id, name: 'yugu_score', value: '1' }, { token: u.token })).status).toBe(400);
      // Majors picked from a catalogue belong to a 专业组 whose majors are unpublished (江苏), never to a 河北 row.
      expect(await call(s.app, '/api/VolunteerResult/updateExt', { volunteer_result_id: id, name: 'group_picks', value: '["法学"]' }, { token: u.token })).toMatchObject({ status: 400, msg: '参数错误' });
      let rows = await listOf(s, u.token, u.planId);
      expect(rows[0]).toMatchObject({ isGao: '1', yugu_score: 699 });
      expect(rows[0]!.group_picks).toBeUndefined();
      expect((await call(s.app, '/api/Volunteer/clearResultData', { aspid: u.planId }, { token: u.token })).status).toBe(200);
      rows = await listOf(s, u.token, u.planId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.isGao).toBeUndefined();
    });

    it('given addAll, should add every new pair at once, then deleteAll empties the list', async () => {
      const s = get();
      const u = await userWithPlan(s);
      await add(s, u.token, u.planId, 1);
      const arr = [1, 2, 3].map((i) => ({ volunteer_id: u.planId, code: `C00${i}`, specialty_code: '01' }));
      expect(await call(s.app, '/api/Volunteer/addAll', { arr: JSON.stringify(arr) }, { token: u.token })).toMatchObject({ status: 200, msg: MSG.oneKeyFillDone, data: { added: 2 } });
      expect((await listOf(s, u.token, u.planId)).map((r) => r.sort_id)).toEqual([1, 2, 3]);
      expect(await call(s.app, '/api/Volunteer/deleteAll', { aspid: u.planId }, { token: u.token })).toMatchObject({ status: 200, msg: MSG.deleteDone });
      expect(await listOf(s, u.token, u.planId)).toHaveLength(0);
    });

    it('given 96 rows, should refuse the 97th (add, addAll, import)', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const arr = Array.from({ length: 96 }, (_, i) => ({ volunteer_id: u.planId, code: `C${String(i + 1).padStart(3, '0')}`, specialty_code: '01' }));
      expect((await call(s.app, '/api/Volunteer/addAll', { arr }, { token: u.token })).data).toEqual({ added: 96 });
      expect(await add(s, u.token, u.planId, 97)).toMatchObject({ status: 400, msg: SERVER_MSG.wishListFull });
      expect(await call(s.app, '/api/Volunteer/addAll', { arr: [{ volunteer_id: u.planId, code: 'C097', specialty_code: '01' }] }, { token: u.token })).toMatchObject({ status: 400, msg: SERVER_MSG.wishListFull });
      expect(await call(s.app, '/api/Volunteer/importResultData', { list: [{ aspid: u.planId, code: 'C098', specialty_code: '01' }] }, { token: u.token })).toMatchObject({ status: 400 });
      expect((await call(s.app, '/api/Volunteer/currentCount', { aspid: u.planId }, { token: u.token })).data).toEqual({ count: 96 });
    });

    it('given a 辽宁 plan, should hold its form’s 112 rows (past the spec’s 96) and refuse the 113th with the size in the message', async () => {
      const s = get();
      const u = await smsLogin(s);
      const made = await call(s.app, '/api/Volunteer/add', { province: '辽宁', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] }, { token: u.token });
      expect(made.status, made.msg).toBe(200);
      const planId = (made.data as { volunteer_id: number }).volunteer_id;
      const arr = Array.from({ length: 112 }, (_, i) => ({ volunteer_id: planId, code: `C${String(i + 1).padStart(3, '0')}`, specialty_code: '01' }));
      expect((await call(s.app, '/api/Volunteer/addAll', { arr }, { token: u.token })).data).toEqual({ added: 112 });
      const full = '志愿单最多填报112个专业';
      expect(await add(s, u.token, planId, 113)).toMatchObject({ status: 400, msg: full });
      expect(await call(s.app, '/api/Volunteer/addAll', { arr: [{ volunteer_id: planId, code: 'C113', specialty_code: '01' }] }, { token: u.token })).toMatchObject({ status: 400, msg: full });
      expect(await call(s.app, '/api/Volunteer/importResultData', { list: [{ aspid: planId, code: 'C114', specialty_code: '01' }] }, { token: u.token })).toMatchObject({ status: 400 });
      expect((await call(s.app, '/api/Volunteer/currentCount', { aspid: planId }, { token: u.token })).data).toEqual({ count: 112 });
      // The whole list is read in one page of its size, in order.
      const page = await call(s.app, '/api/Volunteer/college_result_screen', { aspid: planId, page: 1, pageSize: 112 }, { token: u.token });
      expect((page.data as { list: { sort_id: number }[] }).list.map((r) => r.sort_id).sort((a, b) => a - b)).toEqual(Array.from({ length: 112 }, (_, i) => i + 1));
    });

    it('given a plan holding 94, eight different adds at once land two, at sort ids 95 and 96, and refuse six (the one-statement add keeps the form)', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const arr = Array.from({ length: 94 }, (_, i) => ({ volunteer_id: u.planId, code: `C${String(i + 1).padStart(3, '0')}`, specialty_code: '01' }));
      expect((await call(s.app, '/api/Volunteer/addAll', { arr }, { token: u.token })).data).toEqual({ added: 94 });
      const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => add(s, u.token, u.planId, 95 + i)));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
      expect(replies.filter((r) => r.status === 400).every((r) => r.msg === SERVER_MSG.wishListFull)).toBe(true);
      const rows = await listOf(s, u.token, u.planId);
      expect(rows).toHaveLength(96);
      expect(rows.map((r) => r.sort_id).slice(-2)).toEqual([95, 96]);
      // The same unit twice at once: one row.
      const v = await userWithPlan(s);
      const twice = await Promise.all([add(s, v.token, v.planId, 1), add(s, v.token, v.planId, 1), add(s, v.token, v.planId, 1)]);
      expect(twice.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      expect(await listOf(s, v.token, v.planId)).toHaveLength(1);
    });

    it('given an add, the screens show it at once and the next add of it is refused (the kept plan state carries the row)', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const count = async () => (await call(s.app, '/api/Volunteer/currentCount', { aspid: u.planId }, { token: u.token })).data;
      expect(await add(s, u.token, u.planId, 1)).toMatchObject({ status: 200, msg: MSG.addedToList, data: { code: 'C001', sort_id: 1, is_result: 1 } });
      for (let n = 2; n <= 4; n++) {
        const r = await add(s, u.token, u.planId, n);
        expect(r).toMatchObject({ status: 200, data: { sort_id: n } });
        expect(await add(s, u.token, u.planId, n)).toMatchObject({ status: 400, msg: SERVER_MSG.alreadyInList });
      }
      expect(await count()).toEqual({ count: 4 });
      expect((await listOf(s, u.token, u.planId)).map((r) => r.code)).toEqual(['C001', 'C002', 'C003', 'C004']);
    });

    it('given a plan holding 90, an addAll of 10 new pairs lands none of them (one insert, all or nothing) and one of 6 lands all, in the given order', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const pairs = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ volunteer_id: u.planId, code: `C${String(from + i).padStart(3, '0')}`, specialty_code: '01' }));
      expect((await call(s.app, '/api/Volunteer/addAll', { arr: pairs(1, 90) }, { token: u.token })).data).toEqual({ added: 90 });
      expect(await call(s.app, '/api/Volunteer/addAll', { arr: pairs(91, 10) }, { token: u.token })).toMatchObject({ status: 400, msg: SERVER_MSG.wishListFull });
      expect(await listOf(s, u.token, u.planId)).toHaveLength(90);
      const six = pairs(91, 6).reverse();
      expect((await call(s.app, '/api/Volunteer/addAll', { arr: six }, { token: u.token })).data).toEqual({ added: 6 });
      const rows = await listOf(s, u.token, u.planId);
      expect(rows.slice(90).map((r) => [r.sort_id, r.code])).toEqual(six.map((p, i) => [91 + i, p.code]));
    });

    it('given 50 parallel adds to a plan holding 90, should end with exactly 96 rows and sort ids 1..96', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const arr = Array.from({ length: 90 }, (_, i) => ({ volunteer_id: u.planId, code: `C${String(i + 1).padStart(3, '0')}`, specialty_code: '01' }));
      await call(s.app, '/api/Volunteer/addAll', { arr }, { token: u.token });
      const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => add(s, u.token, u.planId, 91 + i)));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(6);
      expect(replies.filter((r) => r.status !== 200).every((r) => r.msg === SERVER_MSG.wishListFull)).toBe(true);
      const rows = await listOf(s, u.token, u.planId);
      expect(rows).toHaveLength(96);
      expect(rows.map((r) => r.sort_id)).toEqual(Array.from({ length: 96 }, (_, i) => i + 1));
    });

    it('given an import with one unknown row, should land nothing; a good import lands whole', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const bad = [
        { aspid: u.planId, code: 'C001', specialty_code: '01' },
        { aspid: u.planId, code: 'C999', specialty_code: '01' },
      ];
      const r = await call(s.app, '/api/Volunteer/importResultData', { list: JSON.stringify(bad) }, { token: u.token });
      expect(r).toMatchObject({ status: 404, msg: `第2行：${SERVER_MSG.unitNotFound}` });
      expect(await listOf(s, u.token, u.planId)).toHaveLength(0);
      // Unit 7's major title is formula-like in the fake season.
      const title = (n: number) => (n === 7 ? '=HYPERLINK("http://x")' : `专业${n}`);
      const good = Array.from({ length: 100 }, (_, i) => ({ aspid: u.planId, collegeName: `测试大学${(i % 50) + 1}`, specialty_title: title((i % 50) + 1) }));
      const ok = await call(s.app, '/api/Volunteer/importResultData', { list: good }, { token: u.token });
      expect(ok).toMatchObject({ status: 200, msg: MSG.importDone, data: { imported: 50, skipped: 50 } });
      const tooMany = Array.from({ length: 101 }, () => ({ aspid: u.planId, code: 'C001', specialty_code: '01' }));
      expect(await call(s.app, '/api/Volunteer/importResultData', { list: tooMany }, { token: u.token })).toMatchObject({ status: 400, msg: SERVER_MSG.importTooMany });
    });

    it('given an export, should return an xlsx data URL whose formula-like cells are text', async () => {
      const s = get();
      const u = await userWithPlan(s);
      for (const i of [3, 7]) await add(s, u.token, u.planId, i);
      const r = await call(s.app, '/api/Volunteer/exportResultData', { aspid: u.planId }, { token: u.token });
      expect(r.status).toBe(200);
      const { file, filename } = r.data as { file: string; filename: string };
      expect(filename).toMatch(/志愿单.*\.xlsx$/);
      expect(file.startsWith('data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,')).toBe(true);
      const wb = XLSX.read(Buffer.from(file.split(',')[1]!, 'base64'), { type: 'buffer', cellFormula: true });
      const ws = wb.Sheets[wb.SheetNames[0]!]!;
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(ws);
      expect(rows.map((x) => x['院校代码'])).toEqual(['C003', 'C007']);
      const evil = Object.entries(ws).find(([k, c]) => !k.startsWith('!') && (c as XLSX.CellObject).v === '=HYPERLINK("http://x")');
      expect(evil).toBeDefined();
      expect((evil![1] as XLSX.CellObject).t).toBe('s');
      expect((evil![1] as XLSX.CellObject).f).toBeUndefined();
    });

    it('given saved filters, screenFind should return them by name and the batch', async () => {
      const s = get();
      const u = await userWithPlan(s);
      const value = JSON.stringify(['985', '211']);
      expect(await call(s.app, '/api/Mojor/screenFindSave', { aspid: u.planId, name: 'college_screen', value }, { token: u.token })).toMatchObject({ status: 200, msg: MSG.collegeFilterSaved });
      expect(await call(s.app, '/api/Mojor/screenFindSave', { aspid: u.planId, name: 'other_screen', value: '{"isShifan":1}' }, { token: u.token })).toMatchObject({ msg: MSG.otherFilterSaved });
      expect(await call(s.app, '/api/Mojor/screenFindSave', { aspid: u.planId, name: 'major_screen', value: '[]' }, { token: u.token })).toMatchObject({ msg: MSG.saved });
      expect((await call(s.app, '/api/Mojor/screenFindSave', { aspid: u.planId, name: 'role', value: '[]' }, { token: u.token })).status).toBe(400);
      expect((await call(s.app, '/api/Mojor/screenFindSave', { aspid: u.planId, name: 'other_screen', value: '{not json' }, { token: u.token })).status).toBe(400);
      const got = await call(s.app, '/api/Mojor/screenFind', { aspid: u.planId }, { token: u.token });
      expect(got.data).toEqual({ major_screen: '[]', major_teshu_screen: '', college_screen: value, other_screen: '{"isShifan":1}', batch: '本科批' });
    });
  });

  describe('two-user access matrix', () => {
    /** Every route that takes an id; each answers user A as if user B's id did not exist and changes nothing. */
    const matrix: { name: CallName; path: string; body: (b: { planId: number; resultId: number; userId: number }) => Record<string, unknown> }[] = [
      { name: 'volunteerUpdate', path: '/api/Volunteer/update', body: (b) => ({ volunteer_id: b.planId, name: '入侵', sex: 1, province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] }) },
      { name: 'updateIsgao', path: '/api/Volunteer/updateIsgao', body: (b) => ({ volunteer_id: b.planId }) },
      { name: 'resultAdd', path: '/api/VolunteerResult/add', body: (b) => ({ volunteer_id: b.planId, code: 'C050', specialty_code: '01' }) },
      { name: 'resultDelete', path: '/api/VolunteerResult/delete', body: (b) => ({ volunteer_result_id: b.resultId }) },
      { name: 'resultUpdateAll', path: '/api/VolunteerResult/updateAll', body: (b) => ({ list: [{ volunteer_result_id: b.resultId, sort_id: 2 }] }) },
      { name: 'resultUpdateExt', path: '/api/VolunteerResult/updateExt', body: (b) => ({ volunteer_result_id: b.resultId, name: 'isGao', value: '1' }) },
      { name: 'resultCodeDelete', path: '/api/VolunteerResult/codeDelete', body: (b) => ({ volunteer_id: b.planId, code: 'C001', specialty_code: '01' }) },
      { name: 'groupFucong', path: '/api/VolunteerResult/groupFucong', body: (b) => ({ volunteer_id: b.planId, code: 'C001', group_code: '', specialty_code: '01', fucong: '0' }) },
      { name: 'currentCount', path: '/api/Volunteer/currentCount', body: (b) => ({ aspid: b.planId }) },
      { name: 'currentCount', path: '/api/Volunteer/currentCount', body: (b) => ({ aspid: b.planId }) },
      { name: 'addAll', path: '/api/Volunteer/addAll', body: (b) => ({ arr: [{ volunteer_id: b.planId, code: 'C051', specialty_code: '01' }] }) },
      { name: 'deleteAll', path: '/api/Volunteer/deleteAll', body: (b) => ({ aspid: b.planId }) },
      { name: 'deleteAll', path: '/api/VolunteerResult/deleteAll', body: (b) => ({ aspid: b.planId }) },
      { name: 'clearResultData', path: '/api/Volunteer/clearResultData', body: (b) => ({ aspid: b.planId }) },
      { name: 'exportResultData', path: '/api/Volunteer/exportResultData', body: (b) => ({ aspid: b.planId }) },
      { name: 'importResultData', path: '/api/Volunteer/importResultData', body: (b) => ({ list: [{ aspid: b.planId, code: 'C052', specialty_code: '01' }] }) },
      { name: 'screenFind', path: '/api/Mojor/screenFind', body: (b) => ({ aspid: b.planId }) },
      { name: 'volunteerScreenFind', path: '/api/Volunteer/screenFind', body: (b) => ({ aspid: b.planId }) },
      { name: 'screenFindSave', path: '/api/Mojor/screenFindSave', body: (b) => ({ aspid: b.planId, name: 'other_screen', value: '{"x":1}' }) },
      { name: 'collegeResultScreen', path: '/api/Volunteer/college_result_screen', body: (b) => ({ aspid: b.planId }) },
      { name: 'updateMember', path: '/api/MemberUser/update', body: (b) => ({ memberuser_id: b.userId, nickname: '入侵' }) },
    ];

    it('should cover every implemented call whose request carries an id', () => {
      const s = get();
      const idFields = ['aspid', 'volunteer_id', 'volunteer_result_id', 'memberuser_id', 'arr', 'list'];
      const covered = new Set(matrix.map((m) => m.name));
      const needed = (Object.keys(calls) as CallName[]).filter((n) => {
        if (s.app.unimplemented.includes(n)) return false;
        const req = calls[n].request as z.ZodType;
        const shape = req instanceof z.ZodObject ? (req.shape as Record<string, unknown>) : {};
        return idFields.some((f) => f in shape);
      });
      // Season routes (getOnequarter, college_*_screen …) read public data keyed by the plan: checked by their owner.
      const seasonOwned = new Set<CallName>(['getOnequarter', 'collegeIntellScreen', 'collegeScreen', 'collegeGaoxiaoScreen', 'majorColleges']);
      // jiutian_login is the page the binding QR opens (no token, HTML): a member id works only with that member's
      // one-time ticket, which wechat-bind.test.ts checks (another member's id with a valid ticket binds nothing).
      const ticketGated = new Set<CallName>(['jiutianLogin']);
      // The operator console's calls (opsMember, opsMemberRole …) name a member on purpose and refuse every member's
      // token: ops-suite.ts walks each of them with a member's and an anonymous caller.
      const operatorOnly = (n: CallName) => calls[n].auth === 'ops';
      expect(needed.filter((n) => !covered.has(n) && !seasonOwned.has(n) && !ticketGated.has(n) && !operatorOnly(n))).toEqual([]);
    });

    it("given user B's ids, every route should answer user A as if they did not exist and change nothing", async () => {
      const s = get();
      const a = await userWithPlan(s);
      const b = await userWithPlan(s);
      for (const i of [1, 2, 3]) await add(s, b.token, b.planId, i);
      await call(s.app, '/api/Mojor/screenFindSave', { aspid: b.planId, name: 'other_screen', value: '{"mine":1}' }, { token: b.token });
      const bRows = await listOf(s, b.token, b.planId);
      const snapshot = async () => ({
        rows: await listOf(s, b.token, b.planId),
        plan: (await call(s.app, '/api/Volunteer/getUserVooluteer', {}, { token: b.token })).data,
        screens: (await call(s.app, '/api/Mojor/screenFind', { aspid: b.planId }, { token: b.token })).data,
        me: (await call(s.app, '/api/MemberUser/detail', {}, { token: b.token })).data,
      });
      const before = await snapshot();
      const ids = { planId: b.planId, resultId: bRows[0]!.volunteer_result_id, userId: b.id };
      for (const m of matrix) {
        const r = await call(s.app, m.path, m.body(ids), { token: a.token });
        expect({ path: m.path, status: r.status }).toEqual({ path: m.path, status: 404 });
      }
      expect(await snapshot()).toEqual(before);
      // A's own list is untouched too.
      expect(await listOf(s, a.token, a.planId)).toHaveLength(0);
    });

    it('given no token, every id route should answer 101', async () => {
      const s = get();
      for (const m of matrix) {
        const r = await call(s.app, m.path, m.body({ planId: 1, resultId: 1, userId: 1 }));
        expect({ path: m.path, status: r.status }).toEqual({ path: m.path, status: 101 });
      }
    });
  });
}
