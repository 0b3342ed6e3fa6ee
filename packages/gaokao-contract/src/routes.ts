/**
 * The route table: every call of the product (spec part 1 §7 and part 2 §7) by name → its path, one constant each and
 * nothing else, so it carries no zod and a bundler keeps (or inlines) only the constants a page uses. `calls.ts` adds
 * each call's method, auth level and request schema (its keys and paths must equal these, checked by its type); the
 * site calls the server through these names (`routes.dictionary`), typed by `Reply` and `RequestInput`. Paths the spec
 * does not give are listed in README.md. Every call is a POST but `jiutianLogin` (a GET: the page a phone opens).
 */


// ───────────── accounts (paths not shown by the spec: MemberUser controller)
export const sendSms = '/api/MemberUser/sendSms';
export const loginCode = '/api/MemberUser/loginCode';
export const login = '/api/MemberUser/login';
export const updatePassword = '/api/MemberUser/updatePassword';
export const detail = '/api/MemberUser/detail';
export const logout = '/api/MemberUser/logout';
export const updateMember = '/api/MemberUser/update';
export const resetPwd = '/api/MemberUser/resetPwd';
export const getXiajiList = '/api/MemberUser/getXiajiList';
export const isVipLogin = '/api/MemberUser/is_vip_login';
export const jiutianLogin = '/api/MemberUser/jiutian_login';
export const wxBindTicket = '/api/MemberUser/wxBindTicket';

// ───────────── shell
export const getProvince = '/api/Colleges/getProvince';
export const batchFind = '/api/Admin.Config/groupFind';
export const batchGetgroup = '/api/Admin.Config/batchGetgroup';
export const dictionary = '/api/Admin.Config/dictionary';
export const friendUrl = '/api/FriendUrl/index';
export const contantUser = '/api/ContantUser/index';
export const newsList = '/api/InfoMation/index';
export const newsDetail = '/api/InfoMation/detail';
export const videoList = '/api/VideoSeet/index';
export const videoDetail = '/api/VideoSeet/detail';
export const aboutInfo = '/api/AdbotDetail/getInfo';

// ───────────── plan (Volunteer)
export const isYouxiao = '/api/Volunteer/isYouxiao';
export const volunteerAdd = '/api/Volunteer/add';
export const volunteerUpdate = '/api/Volunteer/update';
export const getUserVooluteer = '/api/Volunteer/getUserVooluteer';
export const getOnequarter = '/api/Volunteer/getOnequarter';
export const collegeIntellScreen = '/api/Volunteer/college_intell_screen';
/** Additive (issue 31): the plan's own flags of tab 1's rows, for a screen asked with `flags: 'apart'` (README). */
export const collegeIntellFlags = '/api/Volunteer/college_intell_flags';
export const collegeScreen = '/api/Volunteer/college_screen';
export const collegeGaoxiaoScreen = '/api/Volunteer/college_gaoxiao_screen';
export const collegeResultScreen = '/api/Volunteer/college_result_screen';
export const volunteerScreenFind = '/api/Volunteer/screenFind';
export const updateIsgao = '/api/Volunteer/updateIsgao';

// ───────────── wish list (VolunteerResult). Part 2 writes the batch calls under /api/Volunteer/…; the
export const resultAdd = '/api/VolunteerResult/add';
export const resultDelete = '/api/VolunteerResult/delete';
export const resultUpdateAll = '/api/VolunteerResult/updateAll';
export const resultUpdateExt = '/api/VolunteerResult/updateExt';
export const resultCodeDelete = '/api/VolunteerResult/codeDelete';
/** Additive (issue 32): 服从调剂 of one 院校专业组 on the list, on every row of it. */
export const groupFucong = '/api/VolunteerResult/groupFucong';
export const currentCount = '/api/Volunteer/currentCount';
export const addAll = '/api/Volunteer/addAll';
export const deleteAll = '/api/Volunteer/deleteAll';
export const clearResultData = '/api/Volunteer/clearResultData';
export const exportResultData = '/api/Volunteer/exportResultData';
export const importResultData = '/api/Volunteer/importResultData';

// ───────────── filters (Mojor)
export const screenFind = '/api/Mojor/screenFind';
export const screenFindSave = '/api/Mojor/screenFindSave';
export const teshuList = '/api/Mojor/teshuList';
export const selectMajorForm = '/api/Mojor/selectMajorForm';
export const selectGzMajorForm = '/api/Mojor/selectGzMajorForm';
export const selectOneMajor = '/api/Mojor/selectOneMajor';
export const selectGzOneMajor = '/api/Mojor/selectGzOneMajor';
export const selectMajorList = '/api/Mojor/selectMajorList';
export const selectGaozhiList = '/api/Mojor/selectGaozhiList';
export const recodeList = '/api/Mojor/recodeList';
export const majorDetail = '/api/Mojor/detail';
export const majorAdminDetail = '/api/Mojor/adminDetail';
export const majorSearch = '/api/Mojor/search';
export const majorColleges = '/api/Mojor/collegeList';

// ───────────── colleges
export const collegeList = '/api/Colleges/index';
export const collegeDetail = '/api/Colleges/getCollegeDetail';
export const collegeDetails = '/api/Colleges/getCollegeDetails';
export const paiListColl = '/api/Collegiate/paiListColl';
export const zhuangyePai = '/api/Colleges/zhuangyePai';

// ───────────── queries
export const oneQuarterList = '/api/OneQuarter/index';
export const oneQuarterSeat = '/api/OneQuarter/seat';
export const recruitDataList = '/api/RecruitData/index';
export const recruitDataDetail = '/api/RecruitData/detail';
export const recruitDataMajors = '/api/RecruitData/majorList';
export const omitDataList = '/api/OmitData/index';
export const omitDataLine = '/api/OmitData/line';
export const dataSourceOf = '/api/DataSource/of';
export const dataSourceList = '/api/DataSource/index';
export const collectionPlanList = '/api/Collectionplan/index';
export const collegeCodeList = '/api/Zonghe/collegeCode';
export const militaryList = '/api/Zonghe/junshi';
export const worldList = '/api/Zonghe/worldList';
export const subjectAssessment = '/api/Zonghe/xuekePinggu';
export const yearList = '/api/Zonghe/yearList';
export const timeList = '/api/Zonghe/timeList';
export const zhengjiList = '/api/Zonghe/zhengjiList';

// ───────────── money (amounts in fen on the wire, except `price` of a withdrawal request: yuan as typed)
export const cardActive = '/api/Financial.Vippay/cardActive';
export const activeListNo = '/api/Financial.Vippay/activeListNo';
export const vippayIndex = '/api/Financial.Vippay/index';
export const activeRecord = '/api/Financial.Vippay/activeRecord';
export const ruzhangList = '/api/Financial.Vippay/ruzhangList';
export const zhichuRecord = '/api/Financial.Vippay/zhichuRecord';
export const unpaidList = '/api/Financial.Vippay/unpaidList';
export const cancelOrder = '/api/Financial.Vippay/cancelOrder';
export const withdrawList = '/api/Financial.Withdraw/index';
export const wxCreateOrder = '/api/WxPay/pc_create_order';
export const wxPollOrder = '/api/WxPay/lunWxPayorder';
export const wxWithdraw = '/api/WxPay/wxTixian';
export const aliCreateOrder = '/api/Alipay/aliPay_create_order';
export const aliWithdraw = '/api/Alipay/withdraw_deposit';

// ───────────── assessments (not yet available: answered 501)
export const mbtiResult = '/api/Evaluation.MebiMember/lookDetailCengping';
export const mbtiAdd = '/api/Evaluation.MebiMember/add';
export const hollandResult = '/api/Evaluation.HuoMember/lookHuolan';
export const hollandAdd = '/api/Evaluation.HuoMember/add';
export const mbtiQuestions = '/api/Evaluation.MBTI/index';
export const hollandQuestions = '/api/Evaluation.Huolan/index';

// ───────────── operator console (operators only, not members: `auth: 'ops'` in calls.ts; paths chosen here, README)
export const opsLogin = '/api/ops/login';
export const opsLogout = '/api/ops/logout';
export const opsMe = '/api/ops/me';
export const opsWithdrawals = '/api/ops/withdrawals';
export const opsWithdrawalsCsv = '/api/ops/withdrawals/export';
export const opsWithdrawalPaid = '/api/ops/withdrawals/paid';
export const opsWithdrawalReject = '/api/ops/withdrawals/reject';
export const opsAudit = '/api/ops/audit';
export const opsMembers = '/api/ops/members';
export const opsMember = '/api/ops/members/detail';
export const opsMemberRole = '/api/ops/members/role';
export const opsCardBatches = '/api/ops/cards/batches';
export const opsCardIssue = '/api/ops/cards/issue';
export const opsCards = '/api/ops/cards';
export const opsCardVoid = '/api/ops/cards/void';
export const opsCardsCsv = '/api/ops/cards/export';
export const opsNews = '/api/ops/news';
export const opsNewsItem = '/api/ops/news/detail';
export const opsNewsSave = '/api/ops/news/save';
export const opsNewsPreview = '/api/ops/news/preview';
export const opsNewsPublish = '/api/ops/news/publish';
// Data seasons (the upload itself is a raw file body: OPS_SEASON_UPLOAD_PATH in ops-seasons.ts)
export const opsSeasons = '/api/ops/seasons';
export const opsSeasonDiff = '/api/ops/seasons/diff';
export const opsSeasonPublish = '/api/ops/seasons/publish';
export const opsSeasonRollback = '/api/ops/seasons/rollback';
// Friendship links, the contact QR and videos (the uploads are raw file bodies: ops-media.ts)
export const opsLinks = '/api/ops/links';
export const opsLinkSave = '/api/ops/links/save';
export const opsLinkDelete = '/api/ops/links/delete';
export const opsContacts = '/api/ops/contact';
export const opsVideos = '/api/ops/videos';
export const opsVideoSave = '/api/ops/videos/save';
export const opsVideoDelete = '/api/ops/videos/delete';
