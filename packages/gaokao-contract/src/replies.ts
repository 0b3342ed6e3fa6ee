import type { OpsSeasonDiff, OpsSeasonStage, OpsSeasonState } from './ops-seasons';
import type { OpsTime } from './ops-time';
import type { MemberRole, ROLE } from 'gaokao-domain';
import type { CallName } from './calls';
import type { Envelope } from './envelope';
import type {
  BatchLine,
  CollegeCode,
  CollegeDetail,
  CollegePage,
  CollegeRank,
  ProvinceSources,
  Publication,
  Dataset,
  Dictionary,
  MajorDetail,
  MajorRankRow,
  MajorRow,
  MilitarySchool,
  OfferingCollege,
  PlanMajor,
  QuarterReply,
  RankRow,
  RankSeat,
  RecruitDetail,
  RecruitRow,
  ScreenPage,
  SubjectAssessmentRow,
  SupplementaryRow,
  TimeRow,
  WorldRow,
} from './season-replies';

/** Reply payloads (the envelope's `data`) of every call; `ReplyData` has a key for each name of the route table. */

export interface UserInfo {
  memberuser_id: number;
  username: string;
  nickname: string;
  sex: number;
  phone: string;
  /** Referral code; the invite link is `/?code=<code>`. */
  code: string;
  create_time: string;
  role: MemberRole;
  isZeng: 0 | 1;
  /** Wallet balance in fen. */
  blance: number;
  openid: string;
  vip_price: number;
  san_zhekou: number;
  liu_zhekou: number;
  daili_zhekou: number;
  is_sheng: number;
  isFen: number;
  vip_expire_time: string | null;
  /** True once the user has set a password (first SMS login creates none). */
  has_password: boolean;
  /** Saved application profile (the user's plan), or null. */
  zhiyuan: { province: string; score: number; batch: string; group_d: string; subject: string } | null;
}

export interface LoginData {
  token: string;
  userinfo: UserInfo;
}

export interface Volunteer {
  volunteer_id: number;
  name: string;
  title: string;
  sex: number;
  province: string;
  batch: string;
  score: number;
  paiming: number;
  zpaiming: number;
  xiangtong: number;
  subject: string;
  group_d: string;
  seniorHighSchool: string;
  isgao: number;
}

/** A wish-list row: the season row (part 1 §3 VolunteerResult) plus identity and state. */
export interface VolunteerResultRow {
  volunteer_result_id: number;
  volunteer_id: number;
  sort_id: number;
  code: string;
  specialty_code: string;
  collegeName: string;
  specialty_title: string;
  is_result: 1;
  [field: string]: unknown;
}

export interface Paged<T> {
  total: number;
  data: T[];
  /** What a season list's rows are: the 演示数据 notice shows for `demo`. */
  dataset?: Dataset;
}

/**
 * A page of a 一分一段 table (additive beside the spec's `{total, data}`): `year` the table's year (the latest where the
 * request names none) and `groups` the groups the province examined that year, in column order — `wuliNum`/`wuliSum`
 * hold `groups[0]`, `lishiNum`/`lishiSum` `groups[1]` (理科, 文科 in an old-system year; 物理类, 历史类; 综合 alone).
 */
export interface RankTablePage extends Paged<RankRow> {
  year?: number | null;
  groups?: string[];
}


/** A page of money records. All amounts (`price`) are integer fen. */
export interface MoneyPage<T> {
  total: number;
  data: T[];
}

/** A card order (purchase record). pay_type 1 WeChat, 2 Alipay; pay_status 1 awaiting payment, 2 paid. */
export interface CardOrder {
  vippay_id: number;
  num: number;
  price: number;
  pay_type: 1 | 2;
  pay_status: 1 | 2;
  pay_time: string | null;
  create_time: string;
}

/**
 * An open unpaid card order (additive, `unpaidList`): awaiting payment, neither cancelled nor superseded, created within
 * gaokao-domain's `ORDER_LIMITS.unpaidWindowHours`. `price` in fen; pay_type 1 WeChat, 2 Alipay.
 */
export interface UnpaidOrder {
  vippay_id: number;
  num: number;
  price: number;
  pay_type: 1 | 2;
  create_time: string;
}

/** A VIP card of a paid order; active_status 1 not activated, 2 activated. */
export interface VipCard {
  card_no: string;
  card_password: string;
  active_status: 1 | 2;
  create_time: string;
}

export interface ReplyData {
  /** A refusal (status 429) may carry `{challenge: SmsChallenge}` instead (sms-challenge.ts). */
  sendSms: { key: string };
  loginCode: LoginData;
  login: LoginData;
  updatePassword: null;
  detail: UserInfo;
  logout: null;
  updateMember: UserInfo;
  resetPwd: null;
  getXiajiList: Paged<{ memberuser_id: number; phone: string; create_time: string; role: number }>;
  getProvince: string[];
  batchFind: { batch_arr: string[] };
  friendUrl: Paged<{ friend_url_id: number; title: string; url: string }>;
  contantUser: { contant_user_id: number; ercode: string; status: number; type: number }[];
  newsList: Paged<{ infomation_id: number; title: string; time: string; imgurl: string; source: string }>;
  newsDetail: { infomation_id: number; title: string; time: string; source: string; content: string; imgurl: string };
  videoList: Paged<{ videoseet_id: number; title: string; imgurl: string; video_url: string }>;
  videoDetail: { videoseet_id: number; title: string; imgurl: string; video_url: string };
  aboutInfo: { title: string; content: string };
  isYouxiao: { isT: boolean };
  volunteerAdd: Volunteer;
  volunteerUpdate: Volunteer;
  getUserVooluteer: Volunteer | null;
  resultAdd: VolunteerResultRow;
  resultDelete: null;
  resultUpdateAll: null;
  resultUpdateExt: null;
  resultCodeDelete: null;
  groupFucong: { updated: number };
  currentCount: { count: number };
  addAll: { added: number };
  deleteAll: null;
  clearResultData: null;
  exportResultData: { file: string; filename: string };
  /** `skipped`: rows on the list already. `staged`: rows of the file kept so far, on a part that does not complete it. */
  importResultData: { imported: number; skipped?: number; staged?: number };
  /** The wish list: its rows, with how many there are and are filled (tianbaocount). */
  collegeResultScreen: ScreenPage & { count: number; tianbaocount: number };
  screenFind: { major_screen: string; major_teshu_screen: string; college_screen: string; other_screen: string; batch: string };
  screenFindSave: null;
  isVipLogin: { is_vip: 0 | 1; role: MemberRole; vip_expire_time: string | null };
  /**
   * The binding QR code's address (valid `expires_in` seconds, one use). `sandbox`: the development sandbox, whose page
   * on this server completes the binding (the site links to it).
   */
  wxBindTicket: { url: string; expires_in: number; sandbox: boolean };
  /** A new card order: code_url is what the QR code encodes (a provider URL, or the sandbox page in development). */
  wxCreateOrder: { vippay_id: number; code_url: string; price: number; num: number; discount: number; pay_type: 1 | 2 };
  aliCreateOrder: { vippay_id: number; code_url: string; price: number; num: number; discount: number; pay_type: 1 | 2 };
  /** Polled every second; answered from our own database only. */
  wxPollOrder: { vippay_id: number; pay_status: 1 | 2; pay_time: string | null };
  activeListNo: MoneyPage<VipCard>;
  vippayIndex: MoneyPage<CardOrder>;
  activeRecord: MoneyPage<{ card_no: string; active_status: 2; active_time: string; create_time: string }>;
  /** Income: referral commissions; `code` is the paying member's referral code, `phone` masked (138****1234). */
  ruzhangList: MoneyPage<{ id: number; code: string; phone: string; price: number; remark: string; create_time: string }>;
  /** Spending: the member's paid card orders. */
  zhichuRecord: MoneyPage<{ vippay_id: number; num: number; price: number; pay_type: 1 | 2; create_time: string }>;
  /** The member's open unpaid orders, newest first (additive). */
  unpaidList: MoneyPage<UnpaidOrder>;
  /** The cancelled order (additive); msg 订单已取消. */
  cancelOrder: { vippay_id: number };
  /** Withdrawals; status 1 待处理 (paid out by an operator), 2 已打款, 3 已驳回. */
  withdrawList: MoneyPage<{ withdraw_id: number; price: number; type: 1 | 2; status: 1 | 2 | 3; remark: string; create_time: string }>;
  wxWithdraw: { withdraw_id: number; price: number; status: 1 };
  aliWithdraw: { withdraw_id: number; price: number; status: 1 };
  cardActive: { role: Exclude<MemberRole, typeof ROLE.free>; vip_expire_time: string };
  /** The MBTI bank in `sort` order: option A scores the letter `select_a`, option B `select_b`. */
  mbtiQuestions: { title: string; A: string; B: string; select_a: string; select_b: string; sort: number }[];
  /** The Holland bank in `sort` order: answering 是 adds 1 to the type `yes` (R I A S E C). */
  hollandQuestions: { title: string; yes: string; sort: number }[];
  mbtiAdd: { iden: string };
  /** The latest MBTI result with its type texts (iden, TITLE, gexing, mangdian …), or null. */
  mbtiResult: ({ iden: string; scores: Record<string, number>; create_time: string } & Record<string, unknown>) | null;
  hollandAdd: { typeName: string };
  // ───────────── season (screens, libraries, queries: season-replies.ts)
  /** The WeChat binding page a phone opens (HTML, not an envelope). */
  jiutianLogin: null;
  batchGetgroup: string[];
  dictionary: Dictionary;
  getOnequarter: QuarterReply;
  collegeIntellScreen: ScreenPage & { flags_apart?: true };
  /**
   * The plan's flags of tab 1's rows (issue 31): `on_list` holds [code, specialty_code, volunteer_result_id, sort_id]
   * of each row of the wish list; a row of a flag-free screen is on the list when its codes are there.
   */
  collegeIntellFlags: { volunteer_id: number; tianbaocount: number; on_list: [string, string, number, number][] };
  collegeScreen: ScreenPage;
  collegeGaoxiaoScreen: ScreenPage;
  volunteerScreenFind: ReplyData['screenFind'];
  updateIsgao: { isgao: 0 | 1 };
  teshuList: { id: number; name: string }[];
  selectMajorForm: { subject: string }[];
  selectGzMajorForm: { subject: string }[];
  selectOneMajor: { majors: string; subject?: string }[];
  selectGzOneMajor: { majors: string; subject?: string }[];
  selectMajorList: MajorRow[];
  selectGaozhiList: MajorRow[];
  recodeList: Paged<Record<string, unknown>>;
  majorDetail: MajorDetail;
  majorAdminDetail: MajorDetail;
  majorSearch: Paged<MajorRow>;
  majorColleges: Paged<OfferingCollege>;
  collegeList: CollegePage;
  collegeDetail: CollegeDetail;
  collegeDetails: CollegeDetail;
  paiListColl: CollegeRank[];
  zhuangyePai: Paged<MajorRankRow>;
  oneQuarterList: RankTablePage;
  oneQuarterSeat: RankSeat;
  /** `sources` (additive): the publications behind the real rows shown (a plan's, or the lines' carried over). */
  recruitDataList: Paged<RecruitRow> & { sources?: Publication[] };
  recruitDataDetail: RecruitDetail;
  recruitDataMajors: PlanMajor[];
  omitDataList: Paged<BatchLine>;
  omitDataLine: BatchLine[];
  dataSourceOf: Publication[];
  dataSourceList: ProvinceSources[];
  collectionPlanList: Paged<SupplementaryRow> & { current_year?: number | null; qunian_year?: number | null; qian_year?: number | null };
  collegeCodeList: Paged<CollegeCode>;
  militaryList: Paged<MilitarySchool>;
  worldList: Paged<WorldRow> & { countries?: string[] };
  subjectAssessment: Paged<SubjectAssessmentRow>;
  yearList: number[];
  timeList: TimeRow[];
  zhengjiList: Paged<SupplementaryRow>;
  hollandResult: {
    /** Six scores in the radar order I A E S R C, each 0–25. */
    score: number[];
    axes: { type: string; name: string }[];
    scores: Record<string, number>;
    typeName: string;
    letters: { type: string; name: string }[];
    types: Record<string, unknown>[];
    zhiye: string;
    cankao: string;
    create_time: string;
  } | null;
  // ───────────── operator console
  opsLogin: { token: string; operator: OpsOperator; expire_time: OpsTime };
  opsLogout: null;
  opsMe: { operator: OpsOperator };
  opsWithdrawals: { total: number; data: OpsWithdrawal[] };
  /** A CSV file (text/csv, UTF-8 with BOM), not an envelope. */
  opsWithdrawalsCsv: null;
  opsWithdrawalPaid: OpsWithdrawal;
  opsWithdrawalReject: OpsWithdrawal;
  opsAudit: { total: number; data: OpsAuditRow[] };
  opsMembers: { total: number; data: OpsMember[] };
  opsMember: OpsMemberDetail;
  opsMemberRole: OpsMember;
  opsCardBatches: { total: number; data: OpsCardBatch[] };
  opsCardIssue: OpsCardBatch;
  opsCards: { total: number; data: OpsCard[] };
  opsCardVoid: OpsCard;
  /** A CSV file (text/csv, UTF-8 with BOM), not an envelope. */
  opsCardsCsv: null;
  opsNews: { total: number; data: OpsNewsItem[] };
  opsNewsItem: OpsNewsItem & { content: string };
  opsNewsSave: OpsNewsItem & { content: string };
  opsNewsPreview: { content: string };
  opsNewsPublish: OpsNewsItem;
  opsSeasons: OpsSeasonState;
  opsSeasonDiff: OpsSeasonDiff;
  opsSeasonPublish: { stage: OpsSeasonStage; before_version: string; after_version: string };
  opsSeasonRollback: { before_version: string; after_version: string; restored_version: string };
  opsLinks: { total: number; data: OpsLink[] };
  opsLinkSave: OpsLink;
  opsLinkDelete: null;
  opsContacts: { data: OpsContactSlot[] };
  opsVideos: { total: number; data: OpsVideo[] };
  opsVideoSave: OpsVideo;
  opsVideoDelete: null;
}

/** A friendship link of the footer (the spec's title, url), with its order and whether it is shown. */
export interface OpsLink {
  friend_url_id: number;
  title: string;
  url: string;
  /** Higher first. */
  sort: number;
  /** 1 shown in the footer, 0 hidden. */
  status: 0 | 1;
}

/** A contact QR record (the spec's ercode, status, type). */
export interface OpsContact {
  contant_user_id: number;
  /** The image's address (`/media/uploads/…` once replaced in the console). */
  ercode: string;
  type: 1 | 2;
}

/** The QR the footer shows for one type (1: even China-time days, 2: odd ones); null: none, the footer shows no QR. */
export interface OpsContactSlot {
  type: 1 | 2;
  contact: OpsContact | null;
}

/** A video of the home page's block and dialog (the spec's videoseet_id, title, imgurl, video_url). */
export interface OpsVideo {
  videoseet_id: number;
  title: string;
  imgurl: string;
  video_url: string;
  /** 1 listed on the home page, 0 hidden. */
  status: 0 | 1;
  /** The home page's order: higher first (an upload gets the highest, so it leads the list). */
  sort: number;
  create_time: OpsTime;
}

/** A news item in the console (the spec's 资讯 row, with its status). */
export interface OpsNewsItem {
  infomation_id: number;
  title: string;
  source: string;
  imgurl: string;
  /** 0 草稿, 1 已发布 */
  status: 0 | 1;
  /** The publication time (the date /zixun shows). */
  time: OpsTime;
}

export type { OpsTime } from './ops-time';

export interface OpsOperator {
  operator_id: number;
  name: string;
}

/** A withdrawal in the console: the member, the amount (fen), the channel and the account to pay. */
export interface OpsWithdrawal {
  withdraw_id: number;
  memberuser_id: number;
  /** The member's phone in full (the finance team pays and calls back). */
  phone: string;
  price: number;
  /** 1 微信, 2 支付宝 */
  type: 1 | 2;
  /** The payee: the bound WeChat openid (type 1) or the Alipay account (type 2); '' when a WeChat account is unbound. */
  account: string;
  /** The Alipay account holder's name (type 2). */
  name: string;
  status: 1 | 2 | 3;
  remark: string;
  payout_ref: string;
  create_time: OpsTime;
  settle_time: OpsTime | null;
}

/** A member as the console shows it. */
export interface OpsMember {
  memberuser_id: number;
  phone: string;
  username: string;
  nickname: string;
  /** 1 普通会员, 2 VIP会员, 3 代理商 */
  role: number;
  vip_expire_time: OpsTime | null;
  /** Wallet balance, fen. */
  blance: number;
  /** The member's referral code. */
  code: string;
  /** The inviter's memberuser_id. */
  pid: number | null;
  create_time: OpsTime;
}

/** A card order of the member (the spec's card purchase, with our order number). */
export interface OpsMemberOrder {
  vippay_id: number;
  num: number;
  /** fen */
  price: number;
  discount: string;
  /** 1 微信, 2 支付宝 */
  pay_type: number;
  /** 1 待支付, 2 已支付 */
  pay_status: number;
  out_trade_no: string;
  create_time: OpsTime;
  pay_time: OpsTime | null;
}

/** A card the member bought (`owned`) or activated (`activated`); no password. */
export interface OpsMemberCard {
  card_no: string;
  relation: 'owned' | 'activated';
  state: OpsCardState;
  vippay_id: number | null;
  batch_id: number | null;
  create_time: OpsTime;
  active_time: OpsTime | null;
}

/** A wallet ledger row: `income` (commission, refund) positive, `withdraw` negative; fen. */
export interface OpsLedgerRow {
  ledger_id: number;
  kind: 'income' | 'withdraw';
  amount: number;
  from_user_id: number | null;
  vippay_id: number | null;
  withdraw_id: number | null;
  remark: string;
  create_time: OpsTime;
}

/** A member invited by this one. */
export interface OpsReferral {
  memberuser_id: number;
  phone: string;
  role: number;
  create_time: OpsTime;
}

/** One member's page: the newest 200 of each list, with each list's full count. */
export interface OpsMemberDetail {
  member: OpsMember;
  orders: OpsMemberOrder[];
  cards: OpsMemberCard[];
  ledger: OpsLedgerRow[];
  referrals: OpsReferral[];
  counts: { orders: number; cards: number; ledger: number; referrals: number };
}

/** gaokao-domain CardState: 未激活, 已激活, 已作废, 已过期. */
export type OpsCardState = 'inactive' | 'active' | 'void' | 'expired';

/** A batch of cards the console issued for an offline sale. */
export interface OpsCardBatch {
  batch_id: number;
  count: number;
  /** Days its cards may be activated in, from the issue. */
  valid_days: number;
  /** The last instant a card of the batch may be activated. */
  expire_time: OpsTime;
  note: string;
  operator_name: string;
  create_time: OpsTime;
  /** Cards by state now. */
  states: Record<OpsCardState, number>;
}

/** A card of a batch, without its password (the batch's CSV carries them). */
export interface OpsCard {
  card_id: number;
  card_no: string;
  batch_id: number | null;
  state: OpsCardState;
  active_user_id: number | null;
  active_time: OpsTime | null;
  void_time: OpsTime | null;
  expire_time: OpsTime | null;
  create_time: OpsTime;
}

export interface OpsAuditRow {
  audit_id: number;
  operator_id: number | null;
  /** The operator's name, or `cli` for the command line. */
  operator_name: string;
  at: OpsTime;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export type Reply<N extends CallName> = Envelope<ReplyData[N]>;

/** Every call has its reply type: a call added to the route table without one fails here. */
export type MissingReplies = Exclude<CallName, keyof ReplyData>;
type Never<T extends never> = T;
export type EveryCallHasAReply = Never<MissingReplies>;
