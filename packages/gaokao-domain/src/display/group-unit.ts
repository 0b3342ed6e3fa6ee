/**
 * 院校专业组 as the unit (江苏, 湖北, 湖南, 上海, 北京 …): a row whose unit is a whole major group carries the group code
 * as its unit code and the title `NN专业组`. Such rows are named 专业组 wherever the list speaks of its units (the
 * exported spreadsheet, the printed report).
 */
export interface UnitNames {
  group_code?: string | null;
  specialty_code?: string | null;
  specialty_title?: string | null;
}

/** The title of a 专业组 unit: `06专业组`. */
export function groupUnitTitle(groupCode: string): string {
  return `${groupCode}专业组`;
}

/** Whether a row's unit is a whole 专业组 (its code is the group code and its title `NN专业组`). */
export function isGroupUnit(row: UnitNames): boolean {
  const g = (row.group_code ?? '').trim();
  return g !== '' && row.specialty_code === g && row.specialty_title === groupUnitTitle(g);
}

/**
 * A 专业组 unit's remark as the row shows it, beside its title `NN专业组`: the group's published name without the part
 * that only restates which group it is. Provinces write the name with the college and the group's number in it (湖北
 * `北京大学第06组`, 海南 `北京大学(02)`, 天津 `院校专业组 000201`, 北京 2025 `01 物理＋化学`, 湖南 `305 第305组(国家专项)`,
 * 黑龙江 `北京大学历史类第005组(不限)`, 江苏 `陆军工程大学04专业组(不限)`), so the row read `06专业组 北京大学第06组`. The
 * name is cut after its last mention of the group's code (the whole code or a tail of it of two characters or more, as
 * `第X组`, `X专业组`, `(X)`, `院校专业组 X` or on its own), and what follows is kept: the requirement, 国家专项, 中外合作….
 * A name that does not mention the code is kept whole (北京 2024 `不限(中外合办)`); so is a remark of a row that is not a
 * group unit. A remainder that is one bracketed part is shown without its brackets.
 */
export function groupRemarkShown(remark: string, groupCode: string | null | undefined): string {
  const code = (groupCode ?? '').trim();
  const text = remark.trim();
  if (code.length < 2 || text === '') return text;
  let end = -1;
  for (let i = 0; i + 2 <= code.length; i++) {
    if (!text.includes(code.slice(i))) continue;
    for (const m of text.matchAll(mentionOf(code.slice(i)))) end = Math.max(end, (m.index ?? 0) + m[0].length);
  }
  if (end < 0) return text;
  return leftOver(text.slice(end));
}

/** `text` as a pattern that matches it literally. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways a name mentions a group's code `x` (`第x组`, `x专业组`, `(x)`, `院校专业组 x`, x on its own), compiled once each. */
const mentions = new Map<string, RegExp>();
function mentionOf(x: string): RegExp {
  let re = mentions.get(x);
  if (re === undefined) {
    re = new RegExp(`(?<![0-9A-Za-z])(?:院校专业组\\s*|第)?[(（]?${literal(x)}[)）]?(?:专业组|组)?(?![0-9A-Za-z])`, 'g');
    mentions.set(x, re);
  }
  return re;
}

/**
 * What is left of a name after a part of it: separators in front dropped, a last word written twice once (宁夏, 黑龙江
 * `国家专项计划 国家专项计划`: the name and the remark joined), one bracketed part unwrapped.
 */
function leftOver(rest: string): string {
  const t = rest
    .replace(/^[\s·,，、:：;；\-—]+/, '')
    .trim()
    .replace(/(\S+)\s+\1$/u, '$1');
  const one = /^[(（]([^()（）]*)[)）]$/.exec(t);
  return one ? (one[1] as string).trim() : t;
}

/**
 * What a 院校专业组 志愿 says of its group beside its code, on the wish list: the requirement (`选科 物理＋化学`) and, for a
 * whole-group unit, its published name as the row shows it ({@link groupRemarkShown}: 中外合办, 国家专项 …) without the
 * requirement it may start with; '' when there is neither. The rows are the group's rows on the list (one group unit, or
 * its majors, which share the group's requirement: the first that names one is read).
 */
export function groupDetail(rows: ReadonlyArray<UnitNames & { the_second?: string | null; major_remark?: string | null }>): string {
  const requirement = rows.map((r) => (r.the_second ?? '').trim()).find((t) => t !== '') ?? '';
  const unit = rows.find(isGroupUnit);
  const shown = unit ? groupRemarkShown(unit.major_remark ?? '', unit.group_code) : '';
  // A name that starts with the requirement (北京 2025 `01 物理＋化学(中外合办)`, 黑龙江 `…第010组(化学)国家专项计划`, 宁夏
  // `(选考科目化学)预科`) adds only what follows it.
  const said = requirement === '' ? null : new RegExp(`^[(（]?(?:选考科目)?${literal(requirement)}\\s*[)）]?`).exec(shown);
  const remark = said ? leftOver(shown.slice(said[0].length)) : shown;
  const parts = [requirement ? `选科 ${requirement}` : '', remark];
  return parts.filter((t) => t !== '').join(' · ');
}

/** How a list names its units: 专业 (every row a major), 专业组 (every row a group), 专业（组） (both kinds). */
export type UnitWord = '专业' | '专业组' | '专业（组）';

export function unitWordOf(rows: readonly UnitNames[]): UnitWord {
  const groups = rows.filter(isGroupUnit).length;
  if (groups === 0) return '专业';
  return groups === rows.length ? '专业组' : '专业（组）';
}

/**
 * Said beside an earlier year's line of a 专业组 met by its code alone in a college whose list of codes changed, where
 * no requirement tells its groups apart (predict/group-match.ts `metByCodeAlone`): the line is the code's, which may
 * have named another group that year.
 */
export const CODE_ONLY_NOTE = '专业组编号有变动，此为同编号组的分数';
