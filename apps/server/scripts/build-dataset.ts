/**
 * pnpm --filter server run build:dataset [--real DIR] [--provinces DIR] [--national DIR]
 *
 * Builds the default data set the server seeds on a fresh database (apps/server/data/default-dataset.json.br) from
 * ../shared/data/real, ../shared/data/real-provinces and ../shared/data/real-national (paths from the repository root
 * by default) with the importer's readers. Writes beside it the rows left unmatched (apps/server/data/unmatched.md)
 * and the publishers of real-national (the generated part of apps/server/data/NOTICE); rebuild and commit all three
 * when the sources change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPublications, readRealSources, type BuildReport, type Publication } from '../src/season/real/sources';
import { encodeShipped, SHIPPED_FILE } from '../src/season/real/shipped';
import { readProvenance } from '../src/season/real/control-lines';
import { parseArgs, userPath } from './cli-args';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { flags } = parseArgs(process.argv.slice(2));
const flag = (k: string, d: string) => (typeof flags.get(k) === 'string' ? userPath(flags.get(k) as string) : d);
const real = flag('real', path.resolve(root, '../shared/data/real'));
const provinces = flag('provinces', path.resolve(root, '../shared/data/real-provinces'));
const national = flag('national', path.resolve(root, '../shared/data/real-national'));
const dataDir = path.dirname(SHIPPED_FILE);

const t0 = performance.now();
const publications = readPublications(path.join(national, 'sources.csv'));
const { report, ...data } = readRealSources(
  [
    { dir: real, label: 'real' },
    { dir: provinces, label: 'real-provinces' },
    // control-lines.csv, sources.csv and rank-tables-check.csv are not import files.
    { dir: national, label: 'real-national', files: ['rank-tables.csv', 'admissions.csv'] },
  ],
  { publications },
);
console.error(`read and matched in ${Math.round(performance.now() - t0)} ms`);
// The publications behind the numbers and the real 批次线 (../shared/data/real-national/sources.csv, control-lines.csv).
const { skipped, ...provenance } = readProvenance(national, [
  { dir: real, label: 'real' },
  { dir: provinces, label: 'real-provinces' },
]);
data.provenance = provenance;
for (const s of skipped) console.error(`批次线 ${s.key} 未收录：${s.why}`);
console.error(`${provenance.publications.length} publications, ${provenance.controlLines.length} real 批次线 rows`);
const buf = encodeShipped(data);
fs.writeFileSync(SHIPPED_FILE, buf);
fs.writeFileSync(path.join(dataDir, 'unmatched.md'), unmatchedReport(report));
writeNoticePublishers(publications);
const byProvince = new Map<string, number>();
for (const u of report.unmatched) byProvince.set(u.province, (byProvince.get(u.province) ?? 0) + u.rows);
console.error(
  `${path.relative(root, SHIPPED_FILE)}: ${(buf.length / 1024).toFixed(0)} KB — ${data.colleges.length} colleges, ${data.majors.length} majors, ${data.ranks.length} rank rows, ${data.units.length} unit rows (${Math.round(performance.now() - t0)} ms)`,
);
console.error(`matched: ${JSON.stringify(report.matched)}; unmatched rows by province: ${JSON.stringify(Object.fromEntries(byProvince))}`);
console.error(`skipped: ${report.skipped.map((s) => `${s.province} ${s.reason} ${s.rows}`).join('; ') || 'none'}; 新疆 rows stored as 理科/文科: ${report.relabelled}`);

/** apps/server/data/unmatched.md: every unit row whose college the name rule did not find, by province. */
function unmatchedReport(r: BuildReport): string {
  const lines = [
    '# College names left unmatched by the default data set\'s build',
    '',
    'Written by `pnpm --filter server run build:dataset`. A unit row whose college name the rule (gaokao-domain',
    '`matchCollegeName`: brackets, tags, cities, campuses, branch campuses, abbreviations) finds neither on the Ministry of',
    'Education\'s list nor among the branch campuses is kept with the name as written (its lines are served; the college has',
    'no province, city or tags). None is dropped.',
    '',
    `Rows matched: ${Object.entries(r.matched).map(([k, v]) => `${k} ${v}`).join(', ')}.`,
    '',
    '| province | rows unmatched | names |',
    '|---|---|---|',
  ];
  const by = new Map<string, BuildReport['unmatched']>();
  for (const u of r.unmatched) by.set(u.province, [...(by.get(u.province) ?? []), u]);
  for (const [p, list] of by) lines.push(`| ${p} | ${list.reduce((a, x) => a + x.rows, 0)} | ${list.length} |`);
  lines.push('', '## Rows not stored', '');
  if (r.skipped.length === 0) lines.push('None.');
  for (const s of r.skipped) lines.push(`- ${s.province}: ${s.rows} rows of ${s.reason}`);
  lines.push('', `新疆 2025: ${r.relabelled} rows stored as 理科/文科 (published as 本科一批/二批 投档, the old system's batches).`, '');
  lines.push('## Special plans (units of their own, under a batch of their own)', '', '| province | plan | units |', '|---|---|---|');
  for (const [k, n] of Object.entries(r.special).sort()) lines.push(`| ${k.split('|').join(' | ')} | ${n} |`);
  lines.push('', '## Names', '', '| province | name as written | rows |', '|---|---|---|');
  for (const u of r.unmatched) lines.push(`| ${u.province} | ${u.name.replace(/\|/g, '\\|')} | ${u.rows} |`);
  return lines.join('\n') + '\n';
}

/** The generated part of NOTICE: each publisher of real-national, with the provinces it published for. */
function writeNoticePublishers(pubs: readonly Publication[]): void {
  const file = path.join(dataDir, 'NOTICE');
  const text = fs.readFileSync(file, 'utf8');
  const begin = '<!-- publishers: generated by build:dataset -->';
  const end = '<!-- end of publishers -->';
  const by = new Map<string, Set<string>>();
  for (const p of pubs) {
    const s = by.get(p.publisher) ?? new Set<string>();
    s.add(p.province);
    by.set(p.publisher, s);
  }
  const body = [...by].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([pub, ps]) => `   - ${pub}（${[...ps].sort().join('、')}）`);
  const section = [begin, ...body, end].join('\n');
  const next = text.includes(begin) ? text.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), section) : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
