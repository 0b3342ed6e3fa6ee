/**
 * Every user-facing message of the product, in one place, exactly as the specification words them.
 * Rules return these constants; the UI and the server show them unchanged.
 */
export const MSG = {
  // part 1 — login, SMS, password reset
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
  mobileRequired: '请输入手机号',
  smsCodeRequired: '请输入短信验证码',
  passwordsDiffer: '两次密码不一致',
  // part 1 — smart fill
  provinceRequired: '请选择您的省份',
  scoreRequired: '请输入您的分数',
  threeSubjectsRequired: '请选择三项科目',
  // part 1 — filters
  majorRequired: '请选择专业',
  majorToRemoveRequired: '请选择要移除的专业',
  confirmRemoveMajor: '确认从过滤条件中移除当前专业吗?',
  confirmRemoveSelectedMajors: '确认要移除选中的专业吗?',
  confirmRemoveAllMajors: '确认移除所有专业吗?',
  // part 1 — edit volunteer and roles
  upgradeVipToEdit: '升级VIP可修改',
  physicsXorHistory: '所选科目物理和历史必选，且二选一',
  nameRequired: '姓名不能为空',
  sexRequired: '性别不能为空',
  batchRequired: '批次不能为空',
  scoreEmpty: '成绩不能为空',
  subjectsRequired: '所选科目不能为空',
  provinceEmpty: '省份不能为空',
  removeFailed: '移除失败',
  // part 1 — network
  vipOnlyConfirm: '该功能为VIP专享，是否开通VIP使用？',
  unknownError: '未知错误，请联系系统管理员',
  tokenMissing: 'token不能为空',
  logoutConfirm: '确认退出登录吗?',
  // part 2 — wish list
  noPlan: '您当前没有志愿单，请返回首页创建',
  noFillableMajors: '暂无可填报的专业',
  fillCountRequired: '请输入填报记录数',
  selectAtLeastOne: '请确保至少选中一个专业',
  moveTargetRequired: '请输入移动到哪个序号之前',
  selectionCancelled: '已取消对所有专业的选择',
  deleteAllConfirm: '您真的要将所有选好的志愿全部删除吗?',
  wrongFileType: '文件类型不正确',
  // part 2 — money
  cardFieldsRequired: '卡码和卡密不能为空',
  insufficientBalance: '余额不足',
  withdrawMaxPerTime: '单次最多提现2000元',
  withdrawAmountRequired: '请输入提现金额',
  alipayAccountRequired: '请输入支付宝账号',
  alipayNameRequired: '请输入支付宝姓名',
  paymentNotCompleted: '您还未完成支付',
  copyFailed: '复制失败，请切换浏览器重试。',
  // part 2 — libraries and queries
  collegeNotFound: '院校不存在',
  majorNotFound: '专业不存在',
  articleNotFound: '该文章不存在',
  rankScoreRequired: '请输入分数',
  /** 一分一段 lookup (OneQuarter/seat) for a province, group or year without a table. */
  noRankTable: '暂无该省份的一分一段数据',
  answerThisQuestion: '请回答此题',
  // validation, filters, display, permissions, network — wording the spec leaves open
  mobileInvalid: '请输入正确的手机号',
  /** Changing a password that is set (not in the spec: OWASP ASVS asks for the current one; see server README). */
  currentPasswordRequired: '请输入原密码',
  passwordTooShort: '密码长度不能少于8位',
  passwordTooLong: '密码长度不能超过128位',
  scoreInvalid: '请输入正确的成绩',
  groupInvalid: '科类不正确，请重新选择',
  provinceUnknown: '暂不支持该省份，请重新选择',
  rankScoreInvalid: '请输入正确的分数',
  withdrawAmountInvalid: '请输入正确的提现金额',
  cardQuantityRange: '购买数量须在1到9999之间',
  majorSearchCapped: '仅显示前200条匹配结果，请输入更精确的专业名称',
  rangeNotNumeric: '请输入数字',
  rangeReversed: '最小值不能大于最大值',
  requestTimeout: '请求超时，请稍后重试',
  networkError: '网络异常，请稍后重试',
  nonVipPartialData: '非VIP会员仅展示部分数据',
  upgradeBanner: '升级VIP即可享受全部服务',
  // labels
  tuitionPending: '待定',
  tuitionFree: '免费',
  vocationalEducation: '职业教育',
  newMajor: '新专业',
  gradeNone: '无',
  memberCentre: '会员中心',
  agentCentre: '代理中心',
  physicsGroup: '物理科目组合',
  historyGroup: '历史科目组合',
  unlimited: '不限',
  buyVip: '购买VIP',
  roleFree: '普通会员',
  roleTemporary: '临时会员',
  roleVip: 'VIP会员',
  roleAgent: '代理商',
  serverError: '服务器繁忙，请稍后重试',
  confirmButton: '确定',
  cancelButton: '取消',
  hintTitle: '提示',
  systemHintTitle: '系统提示',
  // success messages
  resetDone: '重置成功',
  operationDone: '操作成功',
  updateDone: '修改成功',
  success: '成功',
  removeDone: '移除成功',
  addedToList: '已成功将指定专业添加到志愿列表。',
  removedFromList: '已成功移除指定专业',
  collegeFilterSaved: '保存院校筛选条件成功',
  otherFilterSaved: '保存其他筛选条件成功',
  saved: '保存成功',
  sortDone: '已完成对所有专业的排序',
  oneKeyFillDone: '一键填报成功',
  importDone: '导入完成',
  deleteDone: '删除成功',
  withdrawDone: '提现成功',
  activateDone: '激活成功',
  passwordChanged: '修改密码成功',
  copyDone: '复制成功！',
  bindDone: '绑定成功',
  submitDone: '提交成功',
  // site — loading, empty and failure states, notices (wording the spec leaves open)
  loading: '加载中…',
  noData: '暂无数据',
  noMoreData: '没有更多数据了',
  choose: '请选择',
  loadingPlan: '正在加载志愿方案…',
  loginToSeePlan: '请先登录后查看您的志愿方案。',
  planLoadFailed: '志愿方案加载失败，请稍后重试。',
  readingRecommendations: '正在读取推荐专业…',
  generatingReport: '正在生成报告…',
  contentLoadFailed: '内容加载失败，请稍后重试。',
  noContent: '暂无内容',
  noNews: '暂无资讯',
  noVideos: '暂无视频',
  noFriendLinks: '暂无友情链接',
  loadingProvinces: '正在加载省份…',
  loginToFillForm: '登录后即可填写模拟志愿。',
  loginToSeeRecruitPlan: '登录后即可查看招生计划。',
  formLocked: '当前账号暂不可填写，请联系客服或开通VIP。',
  noProfileYet: '您还没有保存志愿档案，填写左侧表单即可生成。',
  demoDataNotice: '演示数据：当前展示的院校、分数与位次为演示数据，不可用于实际填报。',
  pageUnderConstruction: '该页面正在建设中',
  pageNotFound: '您访问的页面不存在或已被移除。',
  pageLoadFailed: '抱歉，页面出现了问题，请刷新重试。',
} as const;

/** A message key of {@link MSG}. */
export type MessageKey = keyof typeof MSG;

/** 第N题必做 — the message for an unanswered assessment question (1-based). */
export function questionRequired(n: number): string {
  return `第${n}题必做`;
}

/** 成绩应在0到N分之间 — a total score above the province's full mark (750; 上海 660; 海南 900). */
export function scoreOutOfRange(fullMark: number): string {
  return `成绩应在0到${fullMark}分之间`;
}

/** The confirmation before a profile change that empties the wish list (another province, batch or group). */
export function clearListConfirm(rows: number): string {
  return `更换省份、批次或科类后，志愿单中的${rows}条志愿将被清空。确定继续吗？`;
}

/**
 * One-key fill's hint: how many units may be filled and how much room the wish list has left. `unit` names the units
 * as the list does (专业, or 专业组 where the groups are the units: 江苏 …; see display/group-unit's `unitWordOf`), and
 * `mode` how the rows are picked (按分数均匀选取, or 按冲稳保比例: the spread within each band).
 */
export function oneKeyFillHint(fillable: number, room: number, unit: string = '专业', mode: 'spread' | 'mix' = 'spread'): string {
  const how = mode === 'mix' ? '系统将按所填的冲、稳、保个数，在每一类中按预估分数从高到低均匀选取。' : '系统将按预估分数从高到低均匀选取。';
  return `可填报 ${fillable} 个${unit}，志愿单还可填 ${room} 个。${how}`;
}

/**
 * One-key fill read only part of a very wide recommendation (its page limit): how many rows there are and how many,
 * from the highest line down, it picks from. Null when it read them all.
 */
export function oneKeyFillCutHint(read: number, total: number, unit: string = '专业'): string | null {
  return total > read ? `推荐共 ${total} 个${unit}，一键填报只从预估线最高的 ${read} 个中选取；缩小填报范围可覆盖全部。` : null;
}

/** 仅有N年数据，权重按比例调整 — the note on a predicted line made from fewer than three years of history. */
export function weightsReweighted(years: number): string {
  return `仅有${years}年数据，权重按比例调整`;
}

/** 志愿表体检: the last rows of the list hold no 保. */
export function healthNoBaoAtEnd(rows: number): string {
  return `最后${rows}个志愿中没有“保”，一旦前面都未录取，可能无校可上。`;
}

/** 志愿表体检: every row with a band is 冲. */
export const HEALTH_ALL_CHONG = '志愿表全部是“冲”，请加入“稳”和“保”的志愿。';

/** 志愿表体检: a large gap between neighbouring predicted lines. */
export function healthGap(from: number, to: number, points: number): string {
  return `第${from}与第${to}个志愿的预估线相差${points}分，中间分数段没有志愿。`;
}

/** 志愿表体检: the same college fills many rows. */
export function healthSameCollege(college: string, rows: number): string {
  return `${college}出现${rows}次，志愿过于集中在同一所院校。`;
}

/** 志愿表体检: the estimated chance of being admitted nowhere, and its assumption. */
export function healthNowhere(percent: string): string {
  return `按各志愿的录取概率估计，全部未录取的可能约为${percent}（假设各志愿录取与否相互独立；同一专业组、同一年份的志愿往往同涨同落，实际可能更高）。`;
}
