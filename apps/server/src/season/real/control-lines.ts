import fs from 'node:fs';
import path from 'node:path';
import type { BatchLineRow, PublicationKind, PublicationRow } from '../dataset';
import { parseCsv } from '../import/read';

/**
 * The publications behind the real data (../shared/data/real-national/sources.csv, one row per province, year, group
 * and kind) and the 批次线 of 29 provinces (control-lines.csv), read into the default data set.
 */

/** One ordinary 批次线 as published: its name as written, the column it fills and its score(s), in the file's order. */
export interface PublishedBatchLine {
  batch: string;
  column: 'strong_basi' | 'undergraduate_line' | 'specialist_line' | 'undergraduate_first';
  scores: number[];
}

/**
 * A real 批次线 row and the publication it comes from; `batches` every ordinary line published for the slice (本科一批
 * beside 本科二批 in an old-system year; several scores where the province publishes per candidate category, 新疆 and
 * 西藏, which the file does not name: a column with several scores is null, the scores stay in `batches`).
 */
export interface RealBatchLine extends BatchLineRow {
  source_id: string;
  batches: PublishedBatchLine[];
}

function records(file: string): Record<string, string>[] {
  const rows = parseCsv(fs.readFileSync(file, 'utf8'));
  const head = rows[0]?.cells ?? [];
  return rows.slice(1).map(({ cells }) => Object.fromEntries(head.map((h, i) => [h, (cells[i] ?? '').trim()])));
}

/** yyyy-mm-dd from an address that carries the date (…/20260623/…, …/202606/t20260624_…), else ''. */
export function dateOfUrl(url: string): string {
  const m = /(?:^|[^\d])(20\d{2})(0[1-9]|1[0-2])([0-2]\d|3[01])(?:[^\d]|$)/.exec(url);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : '';
}

const KINDS: readonly PublicationKind[] = ['rank-table', 'lines', 'control-line'];

/** sources.csv → publications (rows of another kind are refused: the file is the project's contract with the data). */
export function readPublications(file: string): PublicationRow[] {
  return records(file).map((r, i) => {
    const kind = r.kind as PublicationKind;
    if (!KINDS.includes(kind)) throw new Error(`${path.basename(file)} 第 ${i + 2} 行：未知的 kind「${r.kind}」`);
    const year = Number(r.year);
    if (!Number.isInteger(year)) throw new Error(`${path.basename(file)} 第 ${i + 2} 行：年份「${r.year}」无效`);
    const url = r.url ?? '';
    return { source_id: r.source_id ?? '', province: r.province ?? '', year, group_d: r.group_d ?? '', kind, title: r.title ?? '', publisher: r.publisher ?? '', url, date: dateOfUrl(url) };
  });
}

/** The groups of ordinary (普通类) candidates whose 批次线 the /OmitData table shows. */
const ORDINARY_GROUPS = new Set(['物理类', '历史类', '综合', '文科', '理科']);

/** Lines of other candidates or batches: arts, sport, special plans, 提前批 eligibility lines, vocational tracks. */
const NOT_ORDINARY = /体育|艺术|艺考|书法|戏曲|舞蹈|播音|美术|音乐|表（导）|服装|戏剧|专项|少数民族|民族|定向|军队|军士|消防|预科|公安|司法|北京电子|提前|单招|单考|校考|限定院校|技能/;

/** Which column of the batch-line row a published 批次线 fills, or undefined for a line the table does not show. */
export function columnOfBatch(batch: string): 'strong_basi' | 'undergraduate_line' | 'specialist_line' | 'undergraduate_first' | undefined {
  if (NOT_ORDINARY.test(batch)) return undefined;
  if (/特殊|特控/.test(batch)) return 'strong_basi';
  if (/专科|高职/.test(batch)) return 'specialist_line';
  if (/本科一批/.test(batch)) return 'undergraduate_first';
  if (/本科/.test(batch)) return 'undergraduate_line';
  return undefined;
}

export interface ControlLineRead {
  lines: RealBatchLine[];
  /** province|year|group slices left out, with why (a line published for several candidate categories the file does not name). */
  skipped: { key: string; why: string }[];
}

/**
 * control-lines.csv → one batch-line row per province, year and ordinary group: 本科 the ordinary 本科 line (the old
 * system's lowest, 本科二批, where 一批 and 二批 are both published; 一批 is kept in `batches`), 专科 the ordinary
 * 高职（专科） line, 强基线 the 特殊类型招生控制线 (the line 强基计划 and the other special-type admissions require). A
 * column published with several scores in one slice (新疆 and 西藏 publish per candidate category, which the file does
 * not name) is null and its scores are in `batches`, in the file's order, never one of them picked; a slice with no
 * 本科 line is left out. Each row names the publication: the province-year's control-line source for the group (the
 * general 控制分数线 notice where there are several).
 */
export function readControlLines(file: string, publications: readonly PublicationRow[]): ControlLineRead {
  type Slice = { province: string; year: number; group_d: string; cols: Map<string, number[]>; batches: Map<string, PublishedBatchLine> };
  const slices = new Map<string, Slice>();
  for (const r of records(file)) {
    if (!ORDINARY_GROUPS.has(r.group_d ?? '')) continue;
    const batch = r.batch ?? '';
    const col = columnOfBatch(batch);
    const score = Number(r.score);
    if (!col || !Number.isFinite(score) || score <= 0) continue;
    const key = `${r.province}|${r.year}|${r.group_d}`;
    const s = slices.get(key) ?? { province: r.province ?? '', year: Number(r.year), group_d: r.group_d ?? '', cols: new Map<string, number[]>(), batches: new Map<string, PublishedBatchLine>() };
    const scores = s.cols.get(col) ?? [];
    if (!scores.includes(score)) scores.push(score);
    s.cols.set(col, scores);
    const published = s.batches.get(batch) ?? { batch, column: col, scores: [] };
    if (!published.scores.includes(score)) published.scores.push(score);
    s.batches.set(batch, published);
    slices.set(key, s);
  }
  const lines: RealBatchLine[] = [];
  const skipped: ControlLineRead['skipped'] = [];
  for (const [key, s] of [...slices].sort(([a], [b]) => a.localeCompare(b))) {
    // The column's one score; null when none or several were published (the scores stay in `batches`).
    const one = (col: string): number | null => {
      const v = s.cols.get(col);
      return v?.length === 1 ? v[0]! : null;
    };
    if (!s.cols.has('undergraduate_line') && !s.cols.has('undergraduate_first')) {
      skipped.push({ key, why: '无普通类本科线' });
      continue;
    }
    const source = sourceOfControlLine(publications, s.province, s.year, s.group_d);
    if (!source) {
      skipped.push({ key, why: 'sources.csv 中无对应出处' });
      continue;
    }
    lines.push({
      province: s.province,
      year: s.year,
      group_d: s.group_d,
      strong_basi: one('strong_basi'),
      undergraduate_line: one('undergraduate_line'),
      specialist_line: one('specialist_line'),
      source_id: source.source_id,
      batches: [...s.batches.values()],
    });
  }
  return { lines, skipped };
}

/** The control-line publication of a province, year and group: the general 控制分数线 notice before eligibility notices. */
export function sourceOfControlLine(publications: readonly PublicationRow[], province: string, year: number, group: string): PublicationRow | undefined {
  const all = publications.filter((p) => p.kind === 'control-line' && p.province === province && p.year === year);
  const mine = all.filter((p) => p.group_d === group);
  const pool = mine.length ? mine : all;
  return pool.find((p) => /control-lines/.test(p.source_id)) ?? pool.find((p) => /控制/.test(p.title) && !/体检|面试|政审/.test(p.title)) ?? pool[0];
}

/** What the default data set carries beside its rows: the publications and the real 批次线 with theirs. */
export interface Provenance {
  publications: PublicationRow[];
  controlLines: RealBatchLine[];
}

/** The authorities of the provinces the national folder does not name. */
const AUTHORITIES: Record<string, string> = { 浙江: '浙江省教育考试院', 山东: '山东省教育招生考试院' };

/** The compilations the older folders (../shared/data/real, real-provinces) were transcribed from. */
const COMPILATIONS: Record<string, { repo: string; what: string }[]> = {
  'real/rank-tables.csv': [
    { repo: 'liuxusummer/gaokao-advisor', what: '一分一段表' },
    { repo: 'insensible104/GaokaoAgent', what: '一分一段表' },
  ],
  'real/admissions.csv': [{ repo: 'insensible104/GaokaoAgent', what: '本科批投档/录取线' }],
  'real/plans.csv': [{ repo: 'insensible104/GaokaoAgent', what: '招生计划' }],
  'real-provinces/rank-tables.csv': [{ repo: 'liuxusummer/gaokao-advisor', what: '一分一段表' }],
  'real-provinces/admissions.csv': [{ repo: 'liuxusummer/gaokao-advisor', what: '本科批专业组投档线' }],
};

/**
 * The publications of the older real folders: their rows carry no publication of their own, only the compilation they
 * were transcribed from (the provincial authorities' tables, compiled in a public repository). One row per province,
 * year and group they hold, naming the compilation honestly (publisher: the authority, via the repository).
 */
export function compiledPublications(dirs: { dir: string; label: string }[], national: readonly PublicationRow[] = []): PublicationRow[] {
  const authority = new Map<string, string>(Object.entries(AUTHORITIES));
  for (const p of national) if (!authority.has(p.province)) authority.set(p.province, p.publisher.split(' / ')[0]!);
  const out: PublicationRow[] = [];
  for (const { dir, label } of dirs) {
    for (const name of ['rank-tables.csv', 'admissions.csv', 'plans.csv']) {
      const file = path.join(dir, name);
      const comps = COMPILATIONS[`${label}/${name}`];
      if (!comps || !fs.existsSync(file)) continue;
      const keys = new Set(records(file).map((r) => `${r.province}|${r.year}|${r.group_d}`));
      const kind: PublicationKind = name === 'rank-tables.csv' ? 'rank-table' : name === 'plans.csv' ? 'plan' : 'lines';
      for (const key of [...keys].sort()) {
        const [province = '', year = '', group = ''] = key.split('|');
        for (const c of comps) {
          out.push({
            source_id: `compiled-${c.repo.split('/')[1]!.toLowerCase()}-${label}-${name.replace('.csv', '')}`,
            province,
            year: Number(year),
            group_d: group,
            kind,
            title: `${province}${year}年${group}${c.what}（汇编）`,
            publisher: `${authority.get(province) ?? `${province}招生考试机构`}（${c.repo} 汇编）`,
            url: `https://github.com/${c.repo}`,
            date: '',
          });
        }
      }
    }
  }
  return out;
}

/**
 * The provenance of the default data set: sources.csv and control-lines.csv of the national folder (where present),
 * and the compilations of the older folders. Called by build:dataset.
 */
export function readProvenance(nationalDir: string, older: { dir: string; label: string }[]): Provenance & { skipped: ControlLineRead['skipped'] } {
  const sources = path.join(nationalDir, 'sources.csv');
  const national = fs.existsSync(sources) ? readPublications(sources) : [];
  const lines = path.join(nationalDir, 'control-lines.csv');
  const read = fs.existsSync(lines) ? readControlLines(lines, national) : { lines: [], skipped: [] };
  return { publications: [...national, ...compiledPublications(older, national)], controlLines: read.lines, skipped: read.skipped };
}
