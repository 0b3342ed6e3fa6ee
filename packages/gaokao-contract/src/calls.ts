import { z } from 'zod';
import { DISPLAY_SORT_MAX, DISPLAY_SORT_MIN, LIST_ROWS_MAX, MSG, WISHLIST_MAX } from 'gaokao-domain';
import { SERVER_MSG } from './envelope';
import { id, int, jsonArray, limit, mobile, num, page, required, str, subjects, text } from './fields';
import * as routes from './routes';

/**
 * Every call of the product (spec part 1 §7 and part 2 §7), written once: its path from the route table (`routes.ts`),
 * its method, auth level and request schema here. The server registers its routes from these objects; the site calls
 * the server through the route table. Paths the spec does not give are listed in README.md.
 */
/**
 * Who may call: anyone, a signed-in member, a member with VIP, or an operator of the console (`ops`: an operator's
 * token only; no token → HTTP 401, a member's token or a disabled operator → HTTP 403).
 */
export type Auth = 'none' | 'user' | 'vip' | 'ops';
export type Method = 'GET' | 'POST';

export interface CallDef<S extends z.ZodType = z.ZodType, P extends `/api/${string}` = `/api/${string}`> {
  path: P;
  method: Method;
  request: S;
  auth: Auth;
  /** Other paths the server answers for the same call (kept for old links; the site uses `path`). */
  aliases?: readonly `/api/${string}`[];
}

function post<P extends `/api/${string}`, S extends z.ZodType>(path: P, auth: Auth, request: S, aliases?: readonly `/api/${string}`[]): CallDef<S, P> & { method: 'POST' } {
  return aliases ? { path, method: 'POST', auth, request, aliases } : { path, method: 'POST', auth, request };
}
function get<P extends `/api/${string}`, S extends z.ZodType>(path: P, auth: Auth, request: S): CallDef<S, P> & { method: 'GET' } {
  return { path, method: 'GET', auth, request };
}

const empty = z.object({});
const aspid = id(MSG.noPlan);
const paging = (def: number, max: number) => ({ page, limit: limit(def, max) });
/** Cards per order, 1 to 9999 (购买数量须在1到9999之间). */
const cardNum = z.coerce.number({ message: MSG.cardQuantityRange }).int(MSG.cardQuantityRange).min(1, MSG.cardQuantityRange).max(9999, MSG.cardQuantityRange);

/** Wish-list search pages share these filters. */
const collegeSearch = {
  aspid,
  collegeName: text(),
  specialty_title: text(),
  collegeProvince: text(500),
  collegeNature: text(500),
  min_score: num().optional(),
  max_score: num().optional(),
  lowest_mark: num().optional(),
  page,
  pageSize: limit(20, 500),
};

/** One assessment answer: the choice alone, or with the question's sort number. */
const answer = z.union([
  str(10),
  z.null(),
  z.object({ sort: z.coerce.number().int().min(1).max(1000).optional(), select: str(10).nullable().optional() }),
]);

/** A withdrawal status (1 待处理, 2 已打款, 3 已驳回), 1 when absent. */
const withdrawStatus = z.preprocess((v) => (v === '' || v == null ? 1 : v), z.coerce.number({ error: SERVER_MSG.badRequest }).int({ error: SERVER_MSG.badRequest }).min(1, { error: SERVER_MSG.badRequest }).max(3, { error: SERVER_MSG.badRequest }));
/** A calendar day `YYYY-MM-DD` (China time), optional. */
const day = z.preprocess(
  (v) => (v === '' || v == null ? undefined : v),
  str(10).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: SERVER_MSG.opsDayInvalid }).optional(),
);
const withdrawalFilter = { status: withdrawStatus, date_from: day, date_to: day };
/** A member's role: 1 普通会员, 2 VIP会员, 3 代理商. */
const role = z.coerce.number({ error: SERVER_MSG.opsRoleInvalid }).int({ error: SERVER_MSG.opsRoleInvalid }).min(1, { error: SERVER_MSG.opsRoleInvalid }).max(3, { error: SERVER_MSG.opsRoleInvalid });
/** A whole number within [min, max], else `message` (the domain's check of the same field). */
const bounded = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
/** 卡号: a card code as printed (`VK` + 14 letters and digits). */
const cardNo = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), str(20, { message: SERVER_MSG.opsCardNoRequired }).min(1, { error: SERVER_MSG.opsCardNoRequired }));
/** A news item's rich text (HTML as typed; the server sanitises it), up to 200,000 characters, lines allowed. */
const richText = str(200_000, { multiline: true, message: MSG.opsNewsContentRequired });
/** A news item's status: 0 草稿, 1 已发布. */
const newsStatus = z.coerce.number({ error: SERVER_MSG.badRequest }).int({ error: SERVER_MSG.badRequest }).min(0, { error: SERVER_MSG.badRequest }).max(1, { error: SERVER_MSG.badRequest });
/** The console's states of a card (gaokao-domain CardState). */
const CARD_STATES = ['inactive', 'active', 'void', 'expired'] as const;

/** Name/value pair of a saved filter. */
export const SCREEN_NAMES = ['major_screen', 'major_teshu_screen', 'college_screen', 'other_screen'] as const;

/**
 * Fields a user may change on one wish-list row with updateExt. `fucong` (additive, README "The group form"): 服从调剂
 * of the row's 院校专业组, '0' 不服从 or '1' 服从. `group_picks` (additive, same section): the majors picked from the
 * college's 开设专业 for a 专业组 whose majors are unpublished (江苏), a JSON list of titles in order.
 */
export const RESULT_EXT_FIELDS = ['isGao', 'remark', 'checkd', 'position', 'fucong', 'group_picks'] as const;

/**
 * 1 when the family confirmed that a change of province, batch or group empties the wish list (not in the spec: a
 * profile save never deletes rows unless asked; see README).
 */
const clearList = z.preprocess((v) => (v === '' || v == null ? undefined : v), z.coerce.number().int().min(0).max(1).optional());

export const calls = {
  // ───────────── accounts (paths not shown by the spec: MemberUser controller)
  sendSms: post(routes.sendSms, 'none',
    z.object({
      mobile: mobile(MSG.mobileRequired, MSG.mobileInvalid),
      /** 'login' (default) or 'reset' (forgot password): a code only works for the purpose it was sent for. */
      type: z.enum(['login', 'reset']).default('login'),
      /** A solved SMS challenge (sms-challenge.ts), only asked for when the hour's global SMS budget is nearly spent. */
      challenge: str(64).optional(),
      nonce: str(32).optional(),
    }),
  ),
  loginCode: post(routes.loginCode, 'none',
    z
      .object({
        phone: text(20),
        mobile: text(20),
        verify_id: required(MSG.codeRequired, 100),
        verify: required(MSG.codeRequired, 10),
        scene: text(64),
      })
      .transform((b, ctx) => {
        const m = (b.mobile || b.phone || '').trim();
        if (m === '') ctx.addIssue({ code: 'custom', message: MSG.mobileRequired });
        else if (!/^1\d{10}$/.test(m)) ctx.addIssue({ code: 'custom', message: MSG.mobileInvalid });
        return { mobile: m, verify_id: b.verify_id, verify: b.verify, scene: b.scene ?? '' };
      }),
  ),
  login: post(routes.login, 'none',
    z.object({
      username: required(MSG.usernameRequired, 50),
      password: required(MSG.passwordRequired, 256),
      scene: text(64),
    }),
  ),
  /** Forgot-password reset by SMS code (checks in the spec's order). */
  updatePassword: post(routes.updatePassword, 'none',
    z
      .object({
        mobile: text(20),
        phone: text(20),
        password: text(256),
        repassword: text(256),
        verify_id: text(100),
        verify: text(10),
      })
      .transform((b, ctx) => {
        const m = (b.mobile || b.phone || '').trim();
        const fail = (message: string) => {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        };
        if (m === '') return fail(MSG.mobileRequired);
        if (!/^1\d{10}$/.test(m)) return fail(MSG.mobileInvalid);
        if (!b.password) return fail(MSG.passwordRequired);
        if (b.repassword !== undefined && b.repassword !== '' && b.repassword !== b.password) return fail(MSG.passwordsDiffer);
        if (!b.verify || !b.verify_id) return fail(MSG.smsCodeRequired);
        return { mobile: m, password: b.password, verify_id: b.verify_id, verify: b.verify };
      }),
  ),
  detail: post(routes.detail, 'user', empty),
  logout: post(routes.logout, 'user', empty),
  updateMember: post(routes.updateMember, 'user',
    z.object({
      memberuser_id: id().optional(),
      nickname: text(30),
      sex: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.coerce.number().int().min(0).max(2)).optional(),
    }),
  ),
  /**
   * Change password while signed in. `oldpassword` (the current one) is required when the account has a password;
   * an account made by SMS login sets its first one with a `reset` SMS code (`verify_id`, `verify`). See README.
   */
  resetPwd: post(routes.resetPwd, 'user',
    z
      .object({ oldpassword: text(256), password: required(MSG.passwordRequired, 256), repassword: text(256), verify_id: text(100), verify: text(10) })
      .refine((b) => b.repassword === undefined || b.repassword === '' || b.repassword === b.password, {
        message: MSG.passwordsDiffer,
      }),
  ),
  getXiajiList: post(routes.getXiajiList, 'user', z.object(paging(20, 100))),
  isVipLogin: post(routes.isVipLogin, 'user', empty),
  /**
   * WeChat binding, opened by the phone that scans the QR code (a page, not JSON). `ticket` (chosen here, README) is the
   * one-time binding ticket of `wxBindTicket`: without it anyone could bind their WeChat to any member id.
   */
  jiutianLogin: get(routes.jiutianLogin, 'none', z.object({ memberuser_id: id(), ticket: text(128) })),
  /** A fresh binding address for the QR code of 绑定微信 (`url` = jiutian_login with this member's ticket). */
  wxBindTicket: post(routes.wxBindTicket, 'user', empty),

  // ───────────── shell
  getProvince: post(routes.getProvince, 'none', empty),
  /**
   * Batch options for a batch type (普通类 / 高职单招); returns batch_arr. `province` (optional, an extension): that
   * province's own batch names (上海 本科普通批 …, domain `provinceBatches`); without it the spec's 本科批 / 专科批.
   */
  batchFind: post(routes.batchFind, 'none', z.object({ batch_type: text(20), province: text(20) })),
  /** Subject-group options of a batch. */
  batchGetgroup: post(routes.batchGetgroup, 'none', z.object({ batch: text(20), province: text(20) })),
  dictionary: post(routes.dictionary, 'none', empty),
  friendUrl: post(routes.friendUrl, 'none', z.object(paging(30, 30))),
  contantUser: post(routes.contantUser, 'none',
    z.object({ ...paging(2, 10), status: int().optional(), type: int().optional() }),
  ),
  newsList: post(routes.newsList, 'none',
    z.object({ ...paging(12, 100), title: text(100), isTuijian: int().optional(), status: int().optional() }),
  ),
  newsDetail: post(routes.newsDetail, 'none', z.object({ infomation_id: id(MSG.articleNotFound) })),
  videoList: post(routes.videoList, 'none', z.object({ ...paging(6, 100), status: int().optional() })),
  videoDetail: post(routes.videoDetail, 'none', z.object({ videoseet_id: id() })),
  aboutInfo: post(routes.aboutInfo, 'none', empty),

  // ───────────── plan (Volunteer)
  isYouxiao: post(routes.isYouxiao, 'none', empty),
  volunteerAdd: post(routes.volunteerAdd, 'user',
    z.object({
      province: required(MSG.provinceRequired, 20),
      score: z.preprocess(
        (v) => (v === '' || v == null ? undefined : v),
        z.coerce.number({ error: MSG.scoreRequired }).int({ error: MSG.scoreRequired }).min(0, { error: MSG.scoreRequired }).max(1000, { error: MSG.scoreRequired }),
      ),
      batch: required(MSG.batchRequired, 20),
      subject: subjects(MSG.threeSubjectsRequired),
      group_d: text(40),
      clear_list: clearList,
    }),
  ),
  volunteerUpdate: post(routes.volunteerUpdate, 'user',
    z.object({
      volunteer_id: id(MSG.noPlan).optional(),
      name: required(MSG.nameRequired, 30),
      sex: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.coerce.number({ error: MSG.sexRequired }).int().min(1, { error: MSG.sexRequired }).max(2, { error: MSG.sexRequired })),
      batch: required(MSG.batchRequired, 20),
      score: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.coerce.number({ error: MSG.scoreEmpty }).int({ error: MSG.scoreEmpty }).min(0, { error: MSG.scoreEmpty }).max(1000, { error: MSG.scoreEmpty })),
      subject: subjects(MSG.subjectsRequired),
      province: required(MSG.provinceEmpty, 20),
      group_d: text(40),
      title: text(60),
      seniorHighSchool: text(60),
      paiming: num().optional(),
      xiangtong: num().optional(),
      clear_list: clearList,
    }),
  ),
  getUserVooluteer: post(routes.getUserVooluteer, 'user', empty),
  getOnequarter: post(routes.getOnequarter, 'user', z.object({ aspid })),
  collegeIntellScreen: post(routes.collegeIntellScreen, 'user',
    z.object({
      aspid,
      up_score: num().optional(),
      down_score: num().optional(),
      page,
      pageSize: limit(500, 500),
      // Additive (issue 14): one 冲/稳/保 band of the whole screen, and the order (match: 按匹配度; line, the default: 按预估线).
      band: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(['冲', '稳', '保'], { error: '参数错误' }).optional()),
      order: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(['match', 'line'], { error: '参数错误' }).optional()),
      // Additive (issue 27): the special plans (专项计划 …) the family qualifies for; none by default (README).
      special_plans: text(100),
      // Additive (issue 31): 'apart' answers the screen without the plan's flags (rows shared by every plan with the
      // same inputs; college_intell_flags sends the flags); absent or empty: the spec's shape.
      flags: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(['apart'], { error: '参数错误' }).optional()),
    }),
  ),
  collegeIntellFlags: post(routes.collegeIntellFlags, 'user', z.object({ aspid })),
  // Tabs 2 and 3 of the wish-list page; also answered at college_search_screen (season/README.md).
  collegeScreen: post(routes.collegeScreen, 'user', z.object({ ...collegeSearch, shouciZhao: text(10) }), ['/api/Volunteer/college_search_screen']),
  collegeGaoxiaoScreen: post(routes.collegeGaoxiaoScreen, 'user', z.object(collegeSearch)),
  collegeResultScreen: post(routes.collegeResultScreen, 'user',
    z.object({ aspid, collegeName: text(), specialty_title: text(), collegeNature: text(500), collegeProvince: text(500), page, pageSize: limit(WISHLIST_MAX, Math.max(500, LIST_ROWS_MAX)) }),
  ),
  volunteerScreenFind: post(routes.volunteerScreenFind, 'user', z.object({ aspid })),
  updateIsgao: post(routes.updateIsgao, 'user', z.object({ volunteer_id: id(MSG.noPlan), isgao: int().optional() })),

  // ───────────── wish list (VolunteerResult). Part 2 writes the batch calls under /api/Volunteer/…; the
  // VolunteerResult spellings are answered too.
  resultAdd: post(routes.resultAdd, 'user',
    z.object({
      volunteer_id: id(MSG.noPlan),
      code: text(20),
      specialty_code: text(20),
      collegeName: text(100),
      specialty_title: text(200),
    }),
  ),
  resultDelete: post(routes.resultDelete, 'user', z.object({ volunteer_result_id: id(MSG.removeFailed) })),
  resultUpdateAll: post(routes.resultUpdateAll, 'user',
    z.object({
      list: jsonArray(z.object({ volunteer_result_id: id(), sort_id: z.coerce.number().int().min(1).max(LIST_ROWS_MAX) }), LIST_ROWS_MAX),
    }),
  ),
  resultUpdateExt: post(routes.resultUpdateExt, 'user',
    z.object({ volunteer_result_id: id(), name: z.enum(RESULT_EXT_FIELDS, { error: '该字段不可修改' }), value: text(500, { multiline: true }) }),
  ),
  resultCodeDelete: post(routes.resultCodeDelete, 'user',
    z.object({ volunteer_id: id(MSG.noPlan), code: required(SERVER_MSG.unitNotFound, 20), specialty_code: required(SERVER_MSG.unitNotFound, 20) }),
  ),
  // Additive (README "The group form"): 服从调剂 of a group, named by college code and group code (a row without a group
  // code is a group of its own: its specialty_code names it).
  groupFucong: post(routes.groupFucong, 'user',
    z.object({
      volunteer_id: id(MSG.noPlan),
      code: required(SERVER_MSG.unitNotFound, 20),
      group_code: text(20),
      specialty_code: text(20),
      fucong: z.enum(['0', '1'], { error: '参数错误' }),
    }),
  ),
  currentCount: post(routes.currentCount, 'user', z.object({ aspid }), ['/api/VolunteerResult/currentCount']),
  addAll: post(routes.addAll, 'user',
    z.object({
      arr: jsonArray(z.object({ volunteer_id: id(MSG.noPlan), code: required(SERVER_MSG.unitNotFound, 20), specialty_code: required(SERVER_MSG.unitNotFound, 20) }), LIST_ROWS_MAX),
    }),
    ['/api/VolunteerResult/addAll'],
  ),
  deleteAll: post(routes.deleteAll, 'user', z.object({ aspid }), ['/api/VolunteerResult/deleteAll']),
  clearResultData: post(routes.clearResultData, 'user', z.object({ aspid }), ['/api/VolunteerResult/clearResultData']),
  exportResultData: post(routes.exportResultData, 'user', z.object({ aspid }), ['/api/VolunteerResult/exportResultData']),
  importResultData: post(routes.importResultData, 'user',
    z.object({
      list: jsonArray(
        z.object({
          aspid,
          code: text(20),
          specialty_code: text(20),
          collegeName: text(100),
          specialty_title: text(200),
          // Additive: 服从调剂 of the row's 院校专业组 as the exported sheet says ('0' 不服从, '1' 服从).
          fucong: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(['0', '1'], { error: '参数错误' }).optional()),
          // Additive: majors picked from the college's 开设专业 for a 专业组 whose majors are unpublished (JSON titles).
          group_picks: z.preprocess((v) => (v === '' || v == null ? undefined : v), text(500).optional()),
          // Additive: the row's place in the file (the Nth row below the header), named by a refusal (第N行：…).
          row: int().pipe(z.number().positive({ error: '参数错误' })).optional(),
        }),
        100,
        SERVER_MSG.importTooMany,
      ),
      // Additive: one file sent in parts of 100 lands whole or not at all. Every part carries the client's id of the
      // file's import and the file's number of rows; the server checks and keeps each part, and the part that
      // completes the file writes all its rows in one transaction (gaokao-contract README, "Import in parts").
      import_id: z.preprocess((v) => (v === '' || v == null ? undefined : v), text(64).optional()),
      total: int().pipe(z.number().positive({ error: '参数错误' }).max(LIST_ROWS_MAX, { error: SERVER_MSG.importTooMany })).optional(),
    }),
    ['/api/VolunteerResult/importResultData'],
  ),

  // ───────────── filters (Mojor)
  screenFind: post(routes.screenFind, 'user', z.object({ aspid })),
  screenFindSave: post(routes.screenFindSave, 'user',
    z.object({ aspid, name: z.enum(SCREEN_NAMES, { error: '参数错误' }), value: str(20000, { multiline: true }) }),
  ),
  teshuList: post(routes.teshuList, 'none', empty),
  selectMajorForm: post(routes.selectMajorForm, 'none', z.object({ cengci: text(20) })),
  selectGzMajorForm: post(routes.selectGzMajorForm, 'none', z.object({ cengci: text(20) })),
  selectOneMajor: post(routes.selectOneMajor, 'none', z.object({ subject: text(40), cengci: text(20) })),
  selectGzOneMajor: post(routes.selectGzOneMajor, 'none', z.object({ subject: text(40), cengci: text(20) })),
  selectMajorList: post(routes.selectMajorList, 'none', z.object({ subject: text(40), majors: text(40), major_name: text(60), cengci: text(20) })),
  selectGaozhiList: post(routes.selectGaozhiList, 'none', z.object({ subject: text(40), majors: text(40), major_name: text(60), cengci: text(20) })),
  recodeList: post(routes.recodeList, 'none', z.object({ ...paging(20, 200) })),
  majorDetail: post(routes.majorDetail, 'none', z.object({ mojor_id: id(MSG.majorNotFound), isCha: text(5) })),
  majorAdminDetail: post(routes.majorAdminDetail, 'none', z.object({ mojor_id: id(MSG.majorNotFound), isCha: text(5) })),
  majorSearch: post(routes.majorSearch, 'none', z.object({ major_name: text(60), cengci: text(20) })),
  majorColleges: post(routes.majorColleges, 'none', z.object({ mojor_id: id(MSG.majorNotFound), ...paging(20, 200), collegeName: text(100) })),

  // ───────────── colleges
  collegeList: post(routes.collegeList, 'none',
    z.object({
      ...paging(100, 3000),
      type: num().optional(),
      collegeName: text(100),
      collegeProvince: text(200),
      collegeLevel: text(20),
      collegeNature: text(200),
      collegeType: text(200),
      majorName: text(100),
    }),
  ),
  collegeDetail: post(routes.collegeDetail, 'none', z.object({ collegiate_id: id(MSG.collegeNotFound), isCha: text(5), province: text(20) })),
  collegeDetails: post(routes.collegeDetails, 'none', z.object({ collegiate_id: id(MSG.collegeNotFound), isCha: text(5), province: text(20) })),
  paiListColl: post(routes.paiListColl, 'none', empty),
  zhuangyePai: post(routes.zhuangyePai, 'none', z.object({ collegeName: text(100), majorName: text(100), level: text(5), ...paging(20, 120) })),

  // ───────────── queries
  oneQuarterList: post(routes.oneQuarterList, 'none', z.object({ ...paging(20, 120), province: text(20), year: int().optional() })),
  /** Rank lookup: score → rank for a province/group/year. */
  oneQuarterSeat: post(routes.oneQuarterSeat, 'none', z.object({ province: text(20), group_d: text(40), score: num(MSG.rankScoreRequired), year: int().optional() })),
  recruitDataList: post(routes.recruitDataList, 'user',
    z.object({
      ...paging(100, 100),
      province: text(20),
      group_d: text(40),
      batch: text(20),
      collegeProvince: text(20),
      collegeCity: text(20),
      collegeName: text(100),
      year: int().optional(),
      specialty_title: text(100),
    }),
  ),
  recruitDataDetail: post(routes.recruitDataDetail, 'none', z.object({ recruitdata_id: id() })),
  /** All majors of one enrolment row. */
  recruitDataMajors: post(routes.recruitDataMajors, 'none', z.object({ recruitdata_id: id() })),
  omitDataList: post(routes.omitDataList, 'none', z.object({ ...paging(20, 120), province: text(20), year: int().optional() })),
  /** Batch line of a province/group (wrapped call). */
  omitDataLine: post(routes.omitDataLine, 'none', z.object({ province: text(20), group_d: text(40) })),
  /** The publications behind a shown table, line or 批次线 (数据来源; README): a year left out gives every year's. */
  dataSourceOf: post(routes.dataSourceOf, 'none',
    z.object({ province: text(20), year: int().optional(), group_d: text(40), kind: z.enum(['rank-table', 'lines', 'control-line'], { message: '数据类别无效' }) }),
  ),
  /** Each province's real tables, lines and 批次线 (with their publications) and what is 演示数据 (the 数据来源 page). */
  dataSourceList: post(routes.dataSourceList, 'none', z.object({ province: text(20) })),
  collectionPlanList: post(routes.collectionPlanList, 'none',
    z.object({ ...paging(20, 2000), collegeName: text(100), specialty_title: text(100), group_d: text(40), year: int().optional(), batch: text(20), province: text(20) }),
  ),
  collegeCodeList: post(routes.collegeCodeList, 'none', z.object({ ...paging(20, 3000), collegeName: text(100) })),
  militaryList: post(routes.militaryList, 'none', z.object({ ...paging(3000, 3000) })),
  worldList: post(routes.worldList, 'none', z.object({ ...paging(20, 1000), collegeName: text(100), country: text(40) })),
  subjectAssessment: post(routes.subjectAssessment, 'none', z.object({ ...paging(20, 200), collegeName: text(100), specialty_title: text(100) })),
  yearList: post(routes.yearList, 'none', empty),
  timeList: post(routes.timeList, 'none', z.object({ province: text(20) })),
  zhengjiList: post(routes.zhengjiList, 'none', z.object({ ...paging(20, 2000), province: text(20), year: int().optional() })),

  // ───────────── money (amounts in fen on the wire, except `price` of a withdrawal request: yuan as typed)
  cardActive: post(routes.cardActive, 'user', z.object({ card_no: required(MSG.cardFieldsRequired, 64), card_password: required(MSG.cardFieldsRequired, 64) })),
  activeListNo: post(routes.activeListNo, 'user', z.object({ vippay_id: id() })),
  vippayIndex: post(routes.vippayIndex, 'user', z.object(paging(20, 100))),
  activeRecord: post(routes.activeRecord, 'user', empty),
  ruzhangList: post(routes.ruzhangList, 'user', z.object(paging(20, 100))),
  zhichuRecord: post(routes.zhichuRecord, 'user', z.object(paging(20, 100))),
  /** The member's open unpaid card orders (additive: the orders the unpaid-order cap counts), newest first. */
  unpaidList: post(routes.unpaidList, 'user', empty),
  /** Cancels one of the member's open unpaid card orders (additive): it no longer counts towards the cap. */
  cancelOrder: post(routes.cancelOrder, 'user', z.object({ vippay_id: id() })),
  withdrawList: post(routes.withdrawList, 'user', z.object(paging(20, 100))),
  /** replaces (additive, optional): the member's earlier unpaid order of the same purchase, superseded by this one. */
  wxCreateOrder: post(routes.wxCreateOrder, 'user', z.object({ num: cardNum, replaces: id().optional() })),
  wxPollOrder: post(routes.wxPollOrder, 'user', z.object({ vippay_id: id() })),
  wxWithdraw: post(routes.wxWithdraw, 'user', z.object({ price: required(MSG.withdrawAmountRequired, 20) })),
  aliCreateOrder: post(routes.aliCreateOrder, 'user', z.object({ num: cardNum, replaces: id().optional() })),
  aliWithdraw: post(routes.aliWithdraw, 'user',
    z.object({ price: required(MSG.withdrawAmountRequired, 20), type: int().optional(), identity: required(MSG.alipayAccountRequired, 100), name: required(MSG.alipayNameRequired, 50) }),
  ),

  // ───────────── assessments (not yet available: answered 501)
  mbtiResult: post(routes.mbtiResult, 'vip', empty),
  /** result: the answers in question order, each 'A'/'B' or {sort, select}; the server computes the type itself. */
  mbtiAdd: post(routes.mbtiAdd, 'vip', z.object({ result: jsonArray(answer, 200, MSG.answerThisQuestion), mbtiresult: text(20) })),
  hollandResult: post(routes.hollandResult, 'vip', empty),
  /** result: the answers in question order, each '是'/'否' or {sort, select}. */
  hollandAdd: post(routes.hollandAdd, 'vip', z.object({ result: jsonArray(answer, 200, MSG.answerThisQuestion), huolanresult: text(20) })),
  mbtiQuestions: post(routes.mbtiQuestions, 'vip', empty),
  hollandQuestions: post(routes.hollandQuestions, 'vip', empty),

  // ───────────── operator console (operators are not members: `pnpm run admin operator add <name>`)
  /** name + password + the 6-digit TOTP code of the operator's authenticator app → an operator token. */
  opsLogin: post(routes.opsLogin, 'none', z.object({ name: required(SERVER_MSG.opsNameRequired, 32), password: required(SERVER_MSG.opsPasswordRequired, 200), code: required(SERVER_MSG.opsCodeRequired, 6) })),
  opsLogout: post(routes.opsLogout, 'ops', empty),
  opsMe: post(routes.opsMe, 'ops', empty),
  /** Withdrawals by status (default 1 待处理) and asking day in China time (`date_from`…`date_to`, both included). */
  opsWithdrawals: post(routes.opsWithdrawals, 'ops', z.object({ ...withdrawalFilter, ...paging(50, 500) })),
  /** The same filter as a CSV file (UTF-8 with BOM, every matching row). */
  opsWithdrawalsCsv: post(routes.opsWithdrawalsCsv, 'ops', z.object(withdrawalFilter)),
  /** Marks a pending withdrawal paid with the payout's reference (the WeChat/Alipay transfer number). */
  opsWithdrawalPaid: post(routes.opsWithdrawalPaid, 'ops', z.object({ withdraw_id: id(SERVER_MSG.notFound), payout_ref: required(SERVER_MSG.opsPayoutRefRequired, 64), remark: text(100) })),
  /** Rejects a pending withdrawal with a reason (shown to the member); the amount returns through the ledger, once. */
  opsWithdrawalReject: post(routes.opsWithdrawalReject, 'ops', z.object({ withdraw_id: id(SERVER_MSG.notFound), reason: required(SERVER_MSG.opsReasonRequired, 100) })),
  /** The audit log, newest first; optionally one action (`withdrawal.paid` …) or one target (`withdraw:12`). */
  opsAudit: post(routes.opsAudit, 'ops', z.object({ action: text(40), target: text(80), ...paging(50, 500) })),
  /** Members by id (exact) or phone (the digits anywhere in it, 4 or more); at most 50, newest first. */
  opsMembers: post(routes.opsMembers, 'ops', z.object({ q: z.preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v), str(11, { message: MSG.opsMemberQueryRequired }).min(1, { error: MSG.opsMemberQueryRequired }).regex(/^\d+$/, { error: MSG.opsMemberQueryFormat })) })),
  /** One member with its orders, cards, wallet ledger and referrals. */
  opsMember: post(routes.opsMember, 'ops', z.object({ memberuser_id: id(SERVER_MSG.notFound) })),
  /** Sets a member's role (1/2/3) and, when given, the last China-time day of its VIP (`vip_expire`, YYYY-MM-DD). */
  opsMemberRole: post(routes.opsMemberRole, 'ops', z.object({ memberuser_id: id(SERVER_MSG.notFound), role, vip_expire: day })),
  /** Card batches the console issued, newest first, with their counts by state. */
  opsCardBatches: post(routes.opsCardBatches, 'ops', z.object(paging(20, 200))),
  /** Issues a batch of `count` cards to be activated within `valid_days` (an offline sale); the batch is answered. */
  opsCardIssue: post(routes.opsCardIssue, 'ops', z.object({ count: bounded(1, 9999, MSG.opsCardCountRange), valid_days: bounded(1, 3650, MSG.opsCardValidDaysRange), note: text(60) })),
  /** Cards of the console's batches (one batch, one code, one state), newest first; no passwords. */
  opsCards: post(routes.opsCards, 'ops', z.object({ batch_id: id(SERVER_MSG.notFound).optional(), card_no: text(20), state: z.enum(CARD_STATES, { error: SERVER_MSG.badRequest }).optional(), ...paging(50, 500) })),
  /** Voids a card nobody has activated (an activated one: 该卡已被激活，不能作废). */
  opsCardVoid: post(routes.opsCardVoid, 'ops', z.object({ card_no: cardNo })),
  /** One batch's cards with their passwords as a CSV file (UTF-8 with BOM), for an offline sale. */
  opsCardsCsv: post(routes.opsCardsCsv, 'ops', z.object({ batch_id: id(SERVER_MSG.notFound) })),
  /** News items, drafts and published, newest first; optionally one status or a title's part. No bodies. */
  opsNews: post(routes.opsNews, 'ops', z.object({ status: z.preprocess((v) => (v === '' || v == null ? undefined : v), newsStatus.optional()), title: text(100), ...paging(20, 200) })),
  /** One news item with its (sanitised) body, draft or published. */
  opsNewsItem: post(routes.opsNewsItem, 'ops', z.object({ infomation_id: id(SERVER_MSG.notFound) })),
  /** Creates a draft (no id) or changes an item (a published item changes live); the body is sanitised on write. */
  opsNewsSave: post(
    routes.opsNewsSave,
    'ops',
    z.object({
      infomation_id: id(SERVER_MSG.notFound).optional(),
      title: required(MSG.opsNewsTitleRequired, 100),
      source: text(60),
      imgurl: text(500),
      content: richText,
    }),
  ),
  /** The body as it would be stored (the server's sanitiser), for the preview. Changes nothing. */
  opsNewsPreview: post(routes.opsNewsPreview, 'ops', z.object({ content: richText })),
  /** Publishes (1: listed on /zixun, dated now) or withdraws (0: a draft again) an item. */
  opsNewsPublish: post(routes.opsNewsPublish, 'ops', z.object({ infomation_id: id(SERVER_MSG.notFound), status: newsStatus })),
  /** The live season's version, the version a rollback restores, and the latest uploaded candidates with reports. */
  opsSeasons: post(routes.opsSeasons, 'ops', empty),
  /** A candidate against the live season: rows added, changed and removed per province and kind. */
  opsSeasonDiff: post(routes.opsSeasonDiff, 'ops', z.object({ stage_id: id(SERVER_MSG.notFound) })),
  /** Publishes a validated candidate in one transaction (the live season is kept for a rollback). */
  opsSeasonPublish: post(routes.opsSeasonPublish, 'ops', z.object({ stage_id: id(SERVER_MSG.notFound) })),
  /** Restores the season the last publish or rollback replaced. */
  opsSeasonRollback: post(routes.opsSeasonRollback, 'ops', empty),
  /** Every friendship link, shown or hidden, in the footer's order (sort descending, then id). */
  opsLinks: post(routes.opsLinks, 'ops', empty),
  /** Adds a link (no id) or changes one; the footer (`/api/FriendUrl/index`) shows the change on its next read. */
  opsLinkSave: post(
    routes.opsLinkSave,
    'ops',
    z.object({
      friend_url_id: id(SERVER_MSG.notFound).optional(),
      title: required(MSG.opsLinkTitleRequired, 50),
      url: required(MSG.opsLinkUrlInvalid, 500),
      sort: z.preprocess((v) => (v === '' || v == null ? 0 : v), bounded(DISPLAY_SORT_MIN, DISPLAY_SORT_MAX, MSG.opsLinkSortRange)),
      status: z.preprocess((v) => (v === '' || v == null ? 1 : v), newsStatus),
    }),
  ),
  /** Deletes a link. */
  opsLinkDelete: post(routes.opsLinkDelete, 'ops', z.object({ friend_url_id: id(SERVER_MSG.notFound) })),
  /** The contact QR of each type (1: even China-time days, 2: odd ones) as `/api/ContantUser/index` serves it. */
  opsContacts: post(routes.opsContacts, 'ops', empty),
  /** Videos, shown and hidden, newest first. */
  opsVideos: post(routes.opsVideos, 'ops', z.object(paging(20, 200))),
  /** Changes a video's title, whether the home page lists it and, when given, its place (higher first). */
  opsVideoSave: post(
    routes.opsVideoSave,
    'ops',
    z.object({
      videoseet_id: id(SERVER_MSG.notFound),
      title: required(MSG.opsVideoTitleRequired, 100),
      status: z.preprocess((v) => (v === '' || v == null ? 1 : v), newsStatus),
      sort: z.preprocess((v) => (v === '' || v == null ? undefined : v), bounded(DISPLAY_SORT_MIN, DISPLAY_SORT_MAX, MSG.opsLinkSortRange).optional()),
    }),
  ),
  /** Deletes a video and, when it was uploaded here, its file. */
  opsVideoDelete: post(routes.opsVideoDelete, 'ops', z.object({ videoseet_id: id(SERVER_MSG.notFound) })),
} as const satisfies { [N in RouteName]: CallDef & { path: (typeof routes)[N] } };

/** A call's name: a key of the route table (`calls` has exactly these keys, each with the table's path). */
export type RouteName = keyof typeof routes;
export type CallName = keyof typeof calls;
/** The path of a call. */
export type RoutePath<N extends RouteName = RouteName> = (typeof routes)[N];
/** The name of the call at a path (the route table read backwards). */
export type RouteNameOf<P extends RoutePath> = { [N in RouteName]: (typeof routes)[N] extends P ? N : never }[RouteName];
/** The paths of the calls a page makes: every call but the GET one (`jiutianLogin`, opened by a phone). */
export type PostPath = { [N in CallName]: (typeof calls)[N]['method'] extends 'POST' ? RoutePath<N> : never }[CallName];
/** The parsed (coerced) request of a call, as the server sees it. */
export type Request<N extends CallName> = z.output<(typeof calls)[N]['request']>;
/** The raw request a client may send. */
export type RequestInput<N extends CallName> = z.input<(typeof calls)[N]['request']>;
