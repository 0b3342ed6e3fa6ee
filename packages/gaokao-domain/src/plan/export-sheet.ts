import { isGroupUnit } from '../display/group-unit';
import { tuitionLabel } from '../display/tuition-label';
import { pickLabel, picksFromCatalogue, picksOf } from './catalogue-picks';
import { groupFormLimits, groupKeyOf, groupsOfList, type GroupMajorRow } from './group-form';
import { groupBandOf, groupLineOf, groupProbabilityOf } from './group-summary';
import { predictedScore } from './predicted-score';
import { bandOfRow } from './row-band';

/**
 * The exported wish list (xlsx), in the official form's order and columns: 志愿序号, 院校代码, 院校名称, 院校专业组代码,
 * 专业序号, 专业代码, 专业名称, 服从调剂, then for the family 冲/稳/保, 预估线 and 录取概率, then the row's facts. The import
 * (`sheetToItems`) reads it back to the same list.
 */
export const EXPORT_HEADERS = [
  '志愿序号',
  '院校代码',
  '院校名称',
  '院校专业组代码',
  '专业序号',
  '专业代码',
  '专业名称',
  '服从调剂',
  '冲/稳/保',
  '预估线',
  '录取概率',
  '预估位次',
  '院校省份',
  '院校城市',
  '办学性质',
  '选科要求',
  '学制',
  '学费',
  '计划人数',
] as const;

/**
 * The headers in a 院校专业组 province: a 志愿 there is the group, so 冲/稳/保 and 录取概率 are the group's, as the wish
 * list's cards and the report show them (`groupBandOf`, `groupProbabilityOf`: from the group's line, `groupLineOf`,
 * written beside them as 组预估线), on each of the group's rows; the major's own line is 专业预估线.
 */
export const GROUP_EXPORT_HEADERS = [
  ...EXPORT_HEADERS.slice(0, 8),
  '冲/稳/保（院校专业组）',
  '组预估线',
  '录取概率（院校专业组）',
  '专业预估线',
  ...EXPORT_HEADERS.slice(11),
] as const;

/**
 * The extra column of a list holding whole-group units (江苏 `NN专业组`): the group's majors as the plan names them, else
 * the majors the family picked from the college's catalogue, each marked 以招生计划为准 (`pickLabel`).
 */
export const GROUP_MAJORS_HEADER = '组内专业';

/** A wish-list row as the export reads it (wire names). */
export interface ExportRow extends GroupMajorRow {
  specialty_title?: string | null;
  yugu_score?: number | string | null;
  /** The 院校专业组's line, sent on each of its majors (`groupLineOf`). */
  group_yugu_score?: number | string | null;
  yugu_line99?: number | string | null;
  yugu_seat?: number | string | null;
  luqu_gailv?: number | string | null;
  collegeProvince?: string | null;
  collegeCity?: string | null;
  collegeNature?: string | null;
  the_second?: string | null;
  schooling_length?: number | string | null;
  tuition_fee?: number | string | null;
  planned_number?: number | string | null;
  group_majors?: readonly unknown[] | null;
  /** 服从调剂 of the row's group, as stored: '0' (or 否) for 不服从; anything else is 服从. */
  fucong?: string | number | null;
  /** Majors picked from the college's catalogue for a 专业组 whose majors are unpublished (`picksOf`). */
  group_picks?: unknown;
}

export type SheetCell = string | number;

/** Whether a stored 服从调剂 value says no. */
export function saysNoToAdjustment(v: unknown): boolean {
  const s = v == null ? '' : String(v).trim();
  return s === '0' || s === '否' || s === 'false';
}

/** A group's 服从调剂 from its rows: no when any of its rows says no, else yes. */
export function obeyOfRows(rows: readonly ExportRow[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const r of rows) {
    const key = groupKeyOf(r);
    out.set(key, (out.get(key) ?? true) && !saysNoToAdjustment(r.fucong));
  }
  return out;
}

const blank = (v: unknown): SheetCell => (v == null ? '' : typeof v === 'number' ? (Number.isFinite(v) ? v : '') : String(v));

function percent(v: unknown): SheetCell {
  if (v == null || v === '') return '';
  const p = Number(v);
  return Number.isFinite(p) ? `${Math.round(Math.min(1, Math.max(0, p)) * 100)}%` : '';
}

/**
 * The sheet of a wish list: the header row, then one row per major. In a group province (`groupFormLimits`) the rows
 * go group by group (each group where its first major stands on the list, its majors in list order): 志愿序号 is the
 * group's place, 专业序号 the major's place in it, 服从调剂 是/否. Elsewhere (河北 …: one college and major per 志愿)
 * 志愿序号 is the row's place and 专业序号 and 服从调剂 stay empty. 冲/稳/保 is at the plan's score (`bandOfRow`); in a
 * group province it is the group's, with the group's line and 录取概率 (`GROUP_EXPORT_HEADERS`), so the same 志愿 reads
 * the same in the file as on the screen and in the report. 学费 reads 待定 for an unknown fee (−1), never the number.
 */
export function wishListSheet(rows: readonly ExportRow[], plan: { province: string | null | undefined; score: number | null | undefined }): SheetCell[][] {
  const grouped = groupFormLimits(plan.province) !== null;
  const withGroupMajors = rows.some((r) => isGroupUnit({ group_code: r.group_code == null ? null : String(r.group_code), specialty_code: String(r.specialty_code), specialty_title: r.specialty_title ?? null }));
  const header: SheetCell[] = [...(grouped ? GROUP_EXPORT_HEADERS : EXPORT_HEADERS), ...(withGroupMajors ? [GROUP_MAJORS_HEADER] : [])];
  const groups = grouped ? groupsOfList(rows, obeyOfRows(rows)) : [];
  const lines: SheetCell[][] = [header];
  const line = (r: ExportRow, wish: number, majorNo: SheetCell, obey: SheetCell, group?: { band: SheetCell; line: SheetCell; probability: SheetCell }): SheetCell[] => {
    const yugu = predictedScore(r.yugu_score);
    const band = bandOfRow(r, plan.score);
    const cells: SheetCell[] = [
      wish,
      blank(r.code),
      blank(r.collegeName),
      blank(r.group_code),
      majorNo,
      blank(r.specialty_code),
      blank(r.specialty_title),
      obey,
      ...(group ? [group.band, group.line, group.probability, yugu ?? ''] : [band ?? '', yugu ?? '', percent(r.luqu_gailv)]),
      blank(r.yugu_seat),
      blank(r.collegeProvince),
      blank(r.collegeCity),
      blank(r.collegeNature),
      blank(r.the_second),
      blank(r.schooling_length),
      tuitionLabel(r.tuition_fee ?? null),
      blank(r.planned_number),
    ];
    if (withGroupMajors) {
      const row = { ...r, group_code: r.group_code == null ? null : String(r.group_code), specialty_code: String(r.specialty_code) };
      const named = Array.isArray(r.group_majors) ? r.group_majors.map(String) : [];
      cells.push(named.length > 0 ? named.join('、') : picksFromCatalogue(row) ? picksOf(row).map(pickLabel).join('、') : '');
    }
    return cells;
  };
  if (grouped)
    groups.forEach((g, gi) => {
      const group = { band: groupBandOf(g.majors, plan.score) ?? '', line: groupLineOf(g.majors) ?? '', probability: percent(groupProbabilityOf(g.majors)) };
      g.majors.forEach((r, mi) => lines.push(line(r, gi + 1, mi + 1, g.obey ? '是' : '否', group)));
    });
  else
    rows
      .map((r, i) => ({ r, i }))
      .sort((a, b) => (a.r.sort_id ?? Number.POSITIVE_INFINITY) - (b.r.sort_id ?? Number.POSITIVE_INFINITY) || a.i - b.i)
      .forEach(({ r }, i) => lines.push(line(r, i + 1, '', '')));
  return lines;
}
