import { describe, expect, it } from 'vitest';
import { MSG } from 'gaokao-domain';
import { calls, type CallName } from './calls';
import { isFailure } from './envelope';

const names = Object.keys(calls) as CallName[];

/** Paths the spec gives verbatim (part 1 §7, part 2 §7): each must be in the contract exactly. */
const SPEC_PATHS = [
  '/api/Colleges/getProvince', '/api/Volunteer/isYouxiao', '/api/Volunteer/add', '/api/ContantUser/index', '/api/Volunteer/update',
  '/api/Volunteer/getOnequarter', '/api/Volunteer/college_gaoxiao_screen', '/api/VolunteerResult/add', '/api/VolunteerResult/updateAll',
  '/api/VolunteerResult/updateExt', '/api/VolunteerResult/codeDelete', '/api/VolunteerResult/delete', '/api/Mojor/screenFind',
  '/api/Mojor/screenFindSave', '/api/Mojor/teshuList', '/api/Mojor/selectMajorForm', '/api/Mojor/selectGzMajorForm',
  '/api/Mojor/selectOneMajor', '/api/Mojor/selectGzOneMajor', '/api/Mojor/selectMajorList', '/api/Mojor/selectGaozhiList',
  '/api/RecruitData/detail', '/api/Mojor/recodeList', '/api/Admin.Config/groupFind', '/api/Admin.Config/batchGetgroup',
  '/api/Volunteer/getUserVooluteer', '/api/Volunteer/college_intell_screen', '/api/Volunteer/college_result_screen',
  '/api/Volunteer/screenFind', '/api/Volunteer/currentCount', '/api/Volunteer/addAll', '/api/Volunteer/deleteAll',
  '/api/Volunteer/updateIsgao', '/api/Volunteer/exportResultData', '/api/Volunteer/clearResultData', '/api/Volunteer/importResultData',
  '/api/MemberUser/update', '/api/MemberUser/resetPwd', '/api/MemberUser/getXiajiList', '/api/MemberUser/jiutian_login',
  '/api/MemberUser/sendSms', '/api/MemberUser/loginCode', '/api/MemberUser/login', '/api/MemberUser/detail',
  '/api/MemberUser/updatePassword', '/api/MemberUser/is_vip_login', '/api/Financial.Vippay/cardActive',
  '/api/Financial.Vippay/activeListNo', '/api/Financial.Vippay/index', '/api/Financial.Vippay/activeRecord',
  '/api/Financial.Vippay/ruzhangList', '/api/Financial.Vippay/zhichuRecord', '/api/Financial.Withdraw/index',
  '/api/WxPay/pc_create_order', '/api/WxPay/lunWxPayorder', '/api/WxPay/wxTixian', '/api/Alipay/aliPay_create_order',
  '/api/Alipay/withdraw_deposit', '/api/Evaluation.MebiMember/lookDetailCengping', '/api/Evaluation.MebiMember/add',
  '/api/Evaluation.HuoMember/lookHuolan', '/api/Evaluation.HuoMember/add', '/api/Evaluation.MBTI/index', '/api/Evaluation.Huolan/index',
  '/api/Colleges/getCollegeDetail', '/api/Colleges/getCollegeDetails', '/api/FriendUrl/index', '/api/Mojor/detail',
  '/api/Mojor/adminDetail', '/api/OneQuarter/index', '/api/RecruitData/index', '/api/OmitData/index', '/api/Collectionplan/index',
  '/api/Collegiate/paiListColl', '/api/Colleges/zhuangyePai', '/api/AdbotDetail/getInfo',
];

describe('calls', () => {
  it('has every path the spec gives', () => {
    const paths = new Set<string>(names.map((n) => calls[n].path));
    expect(SPEC_PATHS.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('has unique method+path pairs, aliases included', () => {
    const seen = new Map<string, string>();
    for (const n of names) {
      const def = calls[n];
      for (const p of [def.path, ...(('aliases' in def && def.aliases) || [])]) {
        const k = `${def.method} ${p}`;
        expect(seen.get(k), k).toBeUndefined();
        seen.set(k, n);
      }
    }
  });

  it.each([
    { name: 'login', body: {}, msg: MSG.usernameRequired },
    { name: 'login', body: { username: '13800000000' }, msg: MSG.passwordRequired },
    { name: 'sendSms', body: {}, msg: MSG.mobileRequired },
    { name: 'sendSms', body: { mobile: '1380000' }, msg: MSG.mobileInvalid },
    { name: 'loginCode', body: { mobile: '13800000000' }, msg: MSG.codeRequired },
    { name: 'updatePassword', body: {}, msg: MSG.mobileRequired },
    { name: 'updatePassword', body: { mobile: '13800000000' }, msg: MSG.passwordRequired },
    { name: 'updatePassword', body: { mobile: '13800000000', password: 'abcdefgh', repassword: 'x' }, msg: MSG.passwordsDiffer },
    { name: 'updatePassword', body: { mobile: '13800000000', password: 'abcdefgh', repassword: 'abcdefgh' }, msg: MSG.smsCodeRequired },
    { name: 'volunteerAdd', body: { score: 600 }, msg: MSG.provinceRequired },
    { name: 'volunteerAdd', body: { province: '河北' }, msg: MSG.scoreRequired },
    { name: 'cardActive', body: { card_no: 'x' }, msg: MSG.cardFieldsRequired },
  ] as const)('$name with $body fails first with $msg', ({ name, body, msg }) => {
    const r = calls[name].request.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(msg);
  });

  it('coerces form-encoded values: numbers from strings, arrays from JSON text or comma lists', () => {
    expect(calls.volunteerAdd.request.parse({ province: '河北', score: '600', batch: '本科批', subject: '["物理","化学","生物"]' })).toMatchObject({ score: 600, subject: ['物理', '化学', '生物'] });
    expect(calls.volunteerAdd.request.parse({ province: '河北', score: 600, batch: '本科批', subject: '物理,化学，生物' }).subject).toEqual(['物理', '化学', '生物']);
    expect(calls.resultUpdateAll.request.parse({ list: '[{"volunteer_result_id":"3","sort_id":"1"}]' }).list).toEqual([{ volunteer_result_id: 3, sort_id: 1 }]);
    expect(calls.newsList.request.parse({})).toMatchObject({ page: 1, limit: 12 });
  });

  it('caps list sizes: 30 friend links, 100 import rows, LIST_ROWS_MAX (300, the largest group form) rows per sort and per addAll', () => {
    expect(calls.friendUrl.request.safeParse({ limit: 31 }).success).toBe(false);
    const row = { aspid: 1, code: 'C1', specialty_code: '01' };
    expect(calls.importResultData.request.safeParse({ list: Array(100).fill(row) }).success).toBe(true);
    expect(calls.importResultData.request.safeParse({ list: Array(101).fill(row) }).success).toBe(false);
    const sort = (n: number, sortId = 1) => ({ list: Array.from({ length: n }, (_, i) => ({ volunteer_result_id: i + 1, sort_id: sortId })) });
    expect(calls.resultUpdateAll.request.safeParse(sort(270, 270)).success).toBe(true);
    expect(calls.resultUpdateAll.request.safeParse(sort(300)).success).toBe(true);
    expect(calls.resultUpdateAll.request.safeParse(sort(301)).success).toBe(false);
    expect(calls.resultUpdateAll.request.safeParse(sort(1, 301)).success).toBe(false);
    // addAll takes a group province's whole one-key fill in one call (广东 45 × 6 = 270); the list's own cap stays the server's.
    const add = (n: number) => ({ arr: Array.from({ length: n }, (_, i) => ({ volunteer_id: 1, code: `C${i}`, specialty_code: '01' })) });
    expect(calls.addAll.request.safeParse(add(270)).success).toBe(true);
    expect(calls.addAll.request.safeParse(add(300)).success).toBe(true);
    expect(calls.addAll.request.safeParse(add(301)).success).toBe(false);
  });

  it('batchFind takes the spec’s batch_type and, optionally, a province', () => {
    expect(calls.batchFind.request.parse({ batch_type: '普通类' })).toEqual({ batch_type: '普通类' });
    expect(calls.batchFind.request.parse({ batch_type: '普通类', province: '上海' })).toEqual({ batch_type: '普通类', province: '上海' });
  });

  it('college_intell_screen takes an optional 冲/稳/保 band and order; blank is absent, anything else refused', () => {
    const req = calls.collegeIntellScreen.request;
    expect(req.parse({ aspid: 1, band: '稳', order: 'match' })).toMatchObject({ band: '稳', order: 'match' });
    expect(req.parse({ aspid: 1, band: '', order: '' })).not.toHaveProperty('band', '');
    expect(req.parse({ aspid: 1 }).band).toBeUndefined();
    expect(req.safeParse({ aspid: 1, band: '冲稳' }).success).toBe(false);
    expect(req.safeParse({ aspid: 1, order: 'random' }).success).toBe(false);
  });

  it("college_intell_screen takes flags: 'apart' (blank is the spec's shape, anything else refused); college_intell_flags takes the plan", () => {
    const req = calls.collegeIntellScreen.request;
    expect(req.parse({ aspid: 1, flags: 'apart' })).toMatchObject({ flags: 'apart' });
    expect(req.parse({ aspid: 1, flags: '' }).flags).toBeUndefined();
    expect(req.parse({ aspid: 1 }).flags).toBeUndefined();
    expect(req.safeParse({ aspid: 1, flags: 'inline' }).success).toBe(false);
    expect(calls.collegeIntellFlags.path).toBe('/api/Volunteer/college_intell_flags');
    expect(calls.collegeIntellFlags.auth).toBe('user');
    expect(calls.collegeIntellFlags.request.parse({ aspid: 7 })).toEqual({ aspid: 7 });
    expect(calls.collegeIntellFlags.request.safeParse({}).success).toBe(false);
  });

  it('updateExt accepts only allow-listed field names', () => {
    expect(calls.resultUpdateExt.request.safeParse({ volunteer_result_id: 1, name: 'isGao', value: '1' }).success).toBe(true);
    for (const name of ['volunteer_id', 'sort_id', 'yugu_score', '__proto__']) {
      expect(calls.resultUpdateExt.request.safeParse({ volunteer_result_id: 1, name, value: '1' }).success).toBe(false);
    }
  });
});

describe('isFailure (spec network rule)', () => {
  it.each([
    { reply: { status: 200 }, failed: false },
    { reply: { status: 101 }, failed: true },
    { reply: { status: 400, key: 'k' }, failed: false },
    { reply: { status: 400, code: 1 }, failed: false },
    { reply: { status: 5 }, failed: true },
  ])('$reply → $failed', ({ reply, failed }) => {
    expect(isFailure(reply)).toBe(failed);
  });
});
