import { canonicalBatch, datasetOfShown } from 'gaokao-domain';
import { SERVER_MSG, STATUS_NOT_FOUND, type Publication } from 'gaokao-contract';
import type { Handlers } from '../../http/register';
import { ApiError, ok } from '../../http/reply';
import type { Unit } from '../model';
import type { SeasonStore } from '../store';
import { normalizeGroup } from '../subjects';
import { contains, GENERATED_ONLY, page, ratingsDatasetOf, type SeasonCallDeps } from './shared';

/** The query pages over every year's units: enrolment plans by college group and supplementary (征集) rounds. */
export function enrolmentCalls({ need }: SeasonCallDeps): Handlers {
  type Opt = string | undefined;
  /**
   * The enrolment plan's rows (one per college group), each with whether its numbers are real (its slice's), and the
   * realness of every slice the filters read (to label an answer that shows no row).
   */
  const recruitRows = (s: SeasonStore, f: { province?: Opt; group_d?: Opt; batch?: Opt; collegeProvince?: Opt; collegeCity?: Opt; collegeName?: Opt; specialty_title?: Opt; year?: number | undefined }) => {
    const province = f.province || '河北';
    const out: { row: Record<string, unknown>; real: boolean }[] = [];
    const read: boolean[] = [];
    for (const sl of s.slices.values()) {
      if (sl.province !== province || (f.batch && sl.batch !== canonicalBatch(f.batch)) || (f.group_d && sl.group_d !== normalizeGroup(f.group_d))) continue;
      if (f.year != null && sl.years.ming_year !== f.year && sl.rows[0]?.year !== f.year) continue;
      read.push(sl.real);
      const byCollege = new Map<string, Unit[]>();
      for (const u of sl.rows) {
        const k = `${u.code}|${u.group_code}`;
        const l = byCollege.get(k);
        if (l) l.push(u);
        else byCollege.set(k, [u]);
      }
      for (const units of byCollege.values()) {
        const u = units[0] as Unit;
        const c = u.college;
        if (!contains(u.collegeName, f.collegeName) || !contains(c?.collegeProvince, f.collegeProvince) || !contains(c?.collegeCity, f.collegeCity)) continue;
        const st = f.specialty_title;
        if (st && !units.some((x) => x.specialty_title.includes(st))) continue;
        const preds = units.map((x) => x.yugu_score).filter((x): x is number => x != null);
        const row = {
          recruitdata_id: u.unit_id,
          code: u.code,
          group_code: u.group_code,
          collegeName: u.collegeName,
          collegiate_id: c?.collegiate_id ?? 0,
          province: sl.province,
          collegeProvince: c?.collegeProvince ?? '',
          collegeCity: c?.collegeCity ?? '',
          batch: sl.batch,
          group_d: sl.group_d,
          nature: c?.collegeNature ?? '',
          planned_number: units.some((x) => x.planned_number != null) ? units.reduce((a, x) => a + (x.planned_number ?? 0), 0) : null,
          current_year: sl.years.ming_year,
          // The year of the data the row was read from (a published plan's year, or the latest admissions carried over).
          data_year: u.year,
          // What the row is (additive): a published 招生计划, or a year's 投档/录取 results carried over (no planned number).
          data_kind: sl.planPublished ? 'plan' : 'lines',
          score: preds.length ? Math.min(...preds) : null,
        };
        out.push({ row, real: sl.real });
      }
    }
    return { rows: out, read };
  };
  const unitGroupOf = (s: SeasonStore, id: number) => {
    const u = s.unitById.get(id);
    if (!u) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    const sl = s.slice(u.province, u.batch, u.group_d)!;
    return { u, sl, units: sl.rows.filter((x) => x.code === u.code && x.group_code === u.group_code) };
  };
  const supplementary = (s: SeasonStore, f: { province?: Opt; collegeName?: Opt; specialty_title?: Opt; group_d?: Opt; year?: number | undefined; batch?: Opt }) => {
    const province = f.province || '河北';
    const g = normalizeGroup(f.group_d);
    const all = s.allUnits.filter(
      (u) =>
        u.province === province &&
        (u.zhengji1 != null || u.zhengji2 != null) &&
        (f.year == null || u.year === f.year) &&
        (!f.batch || u.batch === canonicalBatch(f.batch)) &&
        (!g || u.group_d === g) &&
        contains(u.collegeName, f.collegeName) &&
        contains(u.specialty_title, f.specialty_title),
    );
    return all.map((u) => ({
      collegeName: u.collegeName,
      collegeNameRemark: u.group_code ? `专业组${u.group_code}` : '',
      specialty_title: u.specialty_title,
      major_field: '',
      group_d: u.group_d,
      the_second: u.the_second,
      one_zhengji: u.zhengji1,
      two_zhengji: u.zhengji2,
      year: u.year,
      bacth: u.batch,
    }));
  };
  return {
    recruitDataList: async (i) => {
      const s = need();
      const { rows, read } = recruitRows(s, i);
      const shown = page(rows, i.page, i.limit);
      // 演示数据 when a row shown is generated; a page of real rows only (广东, 江苏 … in the default set) is real. A page
      // without rows says what the slices it read are, and the set's own label when it read none.
      const dataset = datasetOfShown(
        shown.map((r) => r.real),
        datasetOfShown(read, s.dataset),
      );
      // The publications behind the real rows shown (出处): a plan's, or the lines' of the year carried over.
      const sources = new Map<string, Publication>();
      for (const { row, real } of shown) {
        if (!real) continue;
        const kind = row.data_kind === 'plan' ? 'plan' : 'lines';
        for (const p of s.provenance.of(kind, String(row.province), Number(row.data_year), String(row.group_d))) sources.set(`${p.source_id}|${p.year}|${p.group_d}`, p);
      }
      return ok({ total: rows.length, data: shown.map((r) => r.row), dataset, sources: [...sources.values()] });
    },
    recruitDataDetail: async (i) => {
      const s = need();
      const { u, sl, units } = unitGroupOf(s, i.recruitdata_id);
      const c = u.college;
      const history = [0, 1, 2].map((k) => {
        const year = [sl.years.current_year, sl.years.qu_year, sl.years.qian_year][k] as number;
        const hs = units.map((x) => x.hist[k]).filter((h): h is NonNullable<typeof h> => h != null);
        const scores = hs.map((h) => h.min_score).filter((x): x is number => x != null);
        const seats = hs.map((h) => h.min_rank).filter((x): x is number => x != null);
        // Unknown (null, shown as —) when no unit of the group names a planned number that year, not 0.
        const planned = hs.map((h) => h.planned).filter((x): x is number => x != null);
        return { year, collegeName: u.collegeName, planned_number: planned.length ? planned.reduce((a, x) => a + x, 0) : null, batch: sl.batch, group_d: sl.group_d, score: scores.length ? Math.min(...scores) : null, seat: seats.length ? Math.max(...seats) : null };
      });
      return ok({
        recruitdata_id: u.unit_id,
        code: u.code,
        collegeName: u.collegeName,
        detail: c
          ? { collegeProperty: c.collegeNature, collegeAdmin: c.collegeAdmin, collegeProvince: c.collegeProvince, collegeCity: c.collegeCity, collegeArea: '', college_info: c.info.college_info ?? '', collegeLevel: c.collegeLevel, ruan_pai: c.info.ruan_pai ?? null, collegeType: c.collegeType, zhaosheng: c.info.zhaosheng ?? '', zhandi: c.info.zhandi ?? '', address_detail: c.info.address_detail ?? '', phone: c.info.phone ?? '' }
          : null,
        history,
        // 软科排名 of the detail is a generated rating beside real lines: the site labels it by this.
        ratings_dataset: ratingsDatasetOf(s),
      });
    },
    recruitDataMajors: async (i) => {
      const s = need();
      const { units } = unitGroupOf(s, i.recruitdata_id);
      return ok(
        units.map((x) => ({
          specialty_title: x.specialty_title,
          specialty_code: x.specialty_code,
          batch: x.batch,
          group_d: x.group_d,
          the_second: x.the_second,
          major_field: x.major?.majors ?? '',
          major_remark: x.major_remark,
          planned_number: x.planned_number,
          schooling_length: x.schooling_length,
          tuition_fee: x.tuition_fee ?? -1,
          yugu_score: x.yugu_score,
        })),
      );
    },
    collectionPlanList: async (i) => {
      const s = need();
      const all = supplementary(s, i);
      const years = [...new Set(s.allUnits.filter((u) => u.province === (i.province || '河北') && u.min_score != null).map((u) => u.year))].sort((a, b) => b - a);
      return ok({ total: all.length, data: page(all, i.page, i.limit), current_year: years[0] ?? null, qunian_year: years[1] ?? null, qian_year: years[2] ?? null, dataset: GENERATED_ONLY });
    },
    zhengjiList: async (i) => {
      const all = supplementary(need(), { ...i, collegeName: '', specialty_title: '', group_d: '', batch: '' });
      return ok({ total: all.length, data: page(all, i.page, i.limit), dataset: GENERATED_ONLY });
    },
  };
}
