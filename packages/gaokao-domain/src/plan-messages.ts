/**
 * The messages with parameters of the wish list's tools (一键填报, the group form, 志愿表体检, predicted lines),
 * exactly as the specification words them. Apart from ./messages.ts: only the pages holding a wish list show them,
 * and the home page, which reads ./messages.ts, does not download them.
 */

/**
 * One-key fill's hint: how many units may be filled and how much room the wish list has left. `unit` names the units
 * as the list does (专业, or 专业组 where the groups are the units: 江苏 …; see display/group-unit's `unitWordOf`), and
 * `mode` how the rows are picked (按分数均匀选取; 按冲稳保比例: the spread within each band; or the default, 推荐:
 * the mix within the default fill's rule, `defaultFillRuleText`).
 */
export function oneKeyFillHint(fillable: number, room: number, unit: string = '专业', mode: 'spread' | 'mix' | 'default' = 'spread'): string {
  const how =
    mode === 'default'
      ? '系统将按所填的冲、稳、保个数，只选不浪费志愿位置的（规则见下）。'
      : mode === 'mix'
        ? '系统将按所填的冲、稳、保个数，在每一类中按预估分数从高到低均匀选取。'
        : '系统将按预估分数从高到低均匀选取。';
  return `可填报 ${fillable} 个${unit}，志愿单还可填 ${room} 个。${how}`;
}

/**
 * One-key fill read only part of a very wide recommendation (its page limit): how many rows there are and how many,
 * from the highest line down, it picks from. Null when it read them all.
 */
export function oneKeyFillCutHint(read: number, total: number, unit: string = '专业'): string | null {
  return total > read ? `推荐共 ${total} 个${unit}，一键填报只从预估线最高的 ${read} 个中选取；缩小填报范围可覆盖全部。` : null;
}

/**
 * One-key fill's default (推荐), in the family's words: where a row shows 录取概率 none below `minPercent` % and 保 the
 * rows closest to the score among those of at least `baoPercent` %; elsewhere 冲 at most `chongAbove` points above the
 * score and 保 at most `baoBelow` below.
 */
export function oneKeyFillDefaultRule(minPercent: number, baoPercent: number, chongAbove: number, baoBelow: number): string {
  return `推荐：有录取概率的专业，只选录取概率不低于${minPercent}%的，“保”选录取概率不低于${baoPercent}%中预估线最接近你分数的；没有录取概率的，“冲”的预估线最多比你的分数高${chongAbove}分，“保”最多比你的分数低${baoBelow}分。`;
}

/**
 * One-key fill, before filling: the picks of the range and way chosen include rows that would waste a slot — `lowChance`
 * rows under `percent` % 录取概率, `lowBao` 保 rows more than `points` below the score. The fill is still allowed.
 */
export function oneKeyFillWasteWarning(lowChance: number, percent: number, lowBao: number, points: number): string {
  const parts = [
    ...(lowChance > 0 ? [`${lowChance}个录取概率低于${percent}%的志愿（几乎录取不上）`] : []),
    ...(lowBao > 0 ? [`${lowBao}个预估线比你的分数低${points}分以上的“保”（保得过低，浪费分数）`] : []),
  ];
  return `注意：按此范围将填入${parts.join('和')}。仍可填报；选“推荐”或缩小填报范围可避免。`;
}

/** 仅有N年数据，权重按比例调整 — the note on a predicted line made from fewer than three years of history. */
export function weightsReweighted(years: number): string {
  return `仅有${years}年数据，权重按比例调整`;
}

/** The group form: a 院校专业组 already lists as many majors as the province allows (6; 上海 4). */
export function groupMajorsFull(majorsPerGroup: number): string {
  return `每个院校专业组最多填报${majorsPerGroup}个专业，请先移除一个再添加。`;
}

/** The group form: the list already holds as many 院校专业组 as the province's form (广东 45). */
export function groupsFull(groups: number): string {
  return `志愿单最多填报${groups}个院校专业组，请先移除一个再添加。`;
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

/** 志愿表体检 (group provinces): how a 院校专业组 志愿 is named — 第3个志愿（中山大学 201专业组）. */
function groupWish(position: number, college: string, groupCode: string): string {
  return `第${position}个志愿（${college}${groupCode ? ` ${groupCode}专业组` : ''}）`;
}

/** 志愿表体检: the chosen majors sit well above the group's line — admitted to the group, the student may be 调剂'd. */
export function healthTiaoji(position: number, college: string, groupCode: string, points: number): string {
  return `${groupWish(position, college, groupCode)}所选专业的预估线比专业组高${Math.round(points)}分以上：分数够投档到该专业组却够不上所选专业时，将被调剂到组内其他专业。`;
}

/** 志愿表体检: the same group with 不服从调剂 — the student may be 退档 and lose the round. */
export function healthTuidang(position: number, college: string, groupCode: string, points: number): string {
  return `${groupWish(position, college, groupCode)}不服从调剂，而所选专业的预估线比专业组高${Math.round(points)}分以上：投档后所选专业都录取不上时将被退档，本批次后面的志愿也不再投档。`;
}

/** 志愿表体检 (group provinces): one college on many 院校专业组 志愿. */
export function healthSameCollegeGroups(college: string, groups: number): string {
  return `${college}出现${groups}个专业组，志愿过于集中在同一所院校。`;
}

/** 志愿表体检: rows whose 录取概率 is under `percent` % — a 冲 so high it wastes the slot. */
export function healthWastedChong(rows: number, percent: number): string {
  return `${rows}个志愿的录取概率低于${percent}%，几乎录取不上，白占志愿位置（冲得过高）。`;
}

/** 志愿表体检: 保 rows more than `points` below the score — safe, but the score could have bought a better 保. */
export function healthWastedBao(rows: number, points: number): string {
  return `${rows}个“保”志愿的预估线比你的分数低${points}分以上，保得过低，浪费分数；换成预估线离你的分数更近的“保”更划算。`;
}

/** 志愿表体检: the estimated chance of being admitted nowhere, and its assumption. */
export function healthNowhere(percent: string): string {
  return `按各志愿的录取概率估计，全部未录取的可能约为${percent}（假设各志愿录取与否相互独立；同一专业组、同一年份的志愿往往同涨同落，实际可能更高）。`;
}

/** 录取概率 absent: the slice's leave-one-year-out backtest was not calibrated (its ECE, a share, above the limit). */
export function probabilityUncalibrated(ece: number): string {
  return `回测校准误差${(ece * 100).toFixed(1)}%，高于3%，不显示录取概率`;
}
