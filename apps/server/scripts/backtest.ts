/**
 * pnpm run backtest --data <dir>[,<dir>…] [--province 广东] [--group 物理类] [--year 2024] [--json] [--year-shift off|t|forward] [--blend off] [--borrowed-errors off] [--borrowed-blend off]
 * pnpm run backtest --data <dir>[,<dir>…] --plan 2027 [--json]
 *
 * Reads rank-tables.csv and admissions.csv from each <dir> (the format of ../shared/data/real), and for every
 * province, subject group and year the data allows (or those the flags name) hides that year's results, predicts every
 * unit with an earlier result (colleges that share an institution code kept apart as the import keeps them; colleges.csv
 * of the folders, where present, names whose code it is), and prints one Markdown table (or, with --json, one JSON line per set): the model beside last year's line (naive),
 * 等位分 (equal_rank) and the first method (v1), all on the same units (see src/season/backtest.ts).
 * With --plan <year>, hides nothing and prints, for every set with two or more years of results before that plan year,
 * the blend weight the product uses for it and the leave-one-year-out folds that choose it (planBlendWeights).
 */
import fs from 'node:fs';
import path from 'node:path';
import { backtestSets, backtestTable, planBlendTable, planBlendWeights } from '../src/season/backtest';
import { readRealSources } from '../src/season/real/sources';
import { parseArgs, userPath } from './cli-args';

const { flags } = parseArgs(process.argv.slice(2));
const get = (k: string) => (typeof flags.get(k) === 'string' ? (flags.get(k) as string) : undefined);
const dirs = get('data');
const yearFlag = get('year');
const year = yearFlag === undefined ? undefined : Number(yearFlag);
const planFlag = get('plan');
const plan = planFlag === undefined ? undefined : Number(planFlag);
if (!dirs || (year !== undefined && !Number.isInteger(year)) || (plan !== undefined && !Number.isInteger(plan))) {
  console.error('用法：pnpm run backtest --data <目录>[,<目录>…] [--province <省份>] [--group <物理类|历史类|综合>] [--year <年份>] [--plan <填报年份>]');
  process.exit(1);
}
// Read as the default set's build reads them (src/season/real/sources.ts): the importer's readers, colleges that the
// 专业组 sources write with one institution code kept apart, and every college named as the Ministry list names it.
const folders = dirs.split(',').map((dir) => {
  const base = userPath(dir);
  const files = ['colleges.csv', 'rank-tables.csv', 'admissions.csv'].filter((f) => fs.existsSync(path.join(base, f)));
  return { dir: base, label: path.basename(base), files };
});
const { ranks, units } = readRealSources(folders);
if (plan !== undefined) {
  const rows = planBlendWeights(ranks, units, plan).filter((r) => (get('province') ?? r.province) === r.province && (get('group') ?? r.group) === r.group);
  if (rows.length === 0) console.error(`没有可计算的数据：${plan}年之前需要两年以上的录取结果和一分一段表`);
  else if (flags.has('json')) for (const r of rows) console.log(JSON.stringify(r));
  else console.log(planBlendTable(rows));
  process.exit(rows.length === 0 ? 1 : 0);
}
const shiftFlag = get('year-shift');
const yearShift = shiftFlag === 'off' || shiftFlag === 't' || shiftFlag === 'forward' ? shiftFlag : 'normal';
const lines = backtestSets(ranks, units, { province: get('province'), group: get('group'), year, yearShift, blend: get('blend') !== 'off', borrowedErrors: get('borrowed-errors') !== 'off', borrowedBlend: get('borrowed-blend') !== 'off' });
if (lines.length === 0) console.error('没有可回测的数据：需要该年的一分一段表、录取结果，以及更早一年的录取结果');
else if (flags.has('json')) for (const line of lines) console.log(JSON.stringify(line));
else console.log(backtestTable(lines));
