/** Messages: labels. Read through `MSG` (messages.ts). */
export const tuitionPending = '待定';
export const tuitionFree = '免费';
export const vocationalEducation = '职业教育';
export const newMajor = '新专业';
export const gradeNone = '无';
export const memberCentre = '会员中心';
export const agentCentre = '代理中心';
export const physicsGroup = '物理科目组合';
export const historyGroup = '历史科目组合';
export const unlimited = '不限';
export const buyVip = '购买VIP';
export const roleFree = '普通会员';
export const roleTemporary = '临时会员';
export const roleVip = 'VIP会员';
export const roleAgent = '代理商';
export const serverError = '服务器繁忙，请稍后重试';
export const confirmButton = '确定';
export const cancelButton = '取消';
export const hintTitle = '提示';
export const systemHintTitle = '系统提示';

/** A publication the data credits without title, publisher or address (湖北 2025 投档线 in real-national/sources.csv). */
export const sourceUntitled = '出处未注明：数据只记录了编号，未记录标题、发布者与网址';

/** 录取概率 absent: nothing before the plan year backtests it (demo data, one year of results, a model not the slice's own). */
export const probabilityNoBacktest = '往年数据不足以回测，不显示录取概率';
/** 录取概率 absent: the score lies below the last line of the plan year's 一分一段 table (no rank there). */
export const probabilityBelowTable = '分数低于一分一段表末行，无法估算录取概率';
