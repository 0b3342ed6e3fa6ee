/**
 * pnpm run backtest --data <dir>[,<dir>…] [--province 广东] [--group 物理类] [--year 2024]
 *
 * Reads rank-tables.csv and admissions.csv from each <dir> (the format of ../shared/data/real), and for every
 * province, subject group and year the data allows (or those the flags name) hides that year's results, predicts every
 * unit with an earlier result (colleges that share an institution code kept apart as the import keeps them; colleges.csv
 * of the folders, where present, names whose code it is), and prints one JSON line per set: the model beside last year's line (naive), 等位分
 * (equal_rank) and the first method (v1), all on the same units (see src/season/backtest.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { backtestSets } from '../src/season/backtest';
import { readSheet } from '../src/season/import/read';
import { readAdmission, readCollege, readRank } from '../src/season/import/kinds';
import { separateGroupColleges } from '../src/season/import/group-codes';
import { parseArgs, userPath } from './cli-args';

const { flags } = parseArgs(process.argv.slice(2));
const get = (k: string) => (typeof flags.get(k) === 'string' ? (flags.get(k) as string) : undefined);
const dirs = get('data');
const yearFlag = get('year');
const year = yearFlag === undefined ? undefined : Number(yearFlag);
if (!dirs || (year !== undefined && !Number.isInteger(year))) {
  console.error('用法：pnpm run backtest --data <目录>[,<目录>…] [--province <省份>] [--group <物理类|历史类|综合>] [--year <年份>]');
  process.exit(1);
}
const ranks = [];
const read = [];
const colleges = [];
for (const dir of dirs.split(',')) {
  const base = userPath(dir);
  ranks.push(...readSheet(path.join(base, 'rank-tables.csv')).rows.map((r) => readRank('rank-tables.csv', r)));
  read.push(...readSheet(path.join(base, 'admissions.csv')).rows.map((r) => readAdmission('admissions.csv', r)));
  const listed = path.join(base, 'colleges.csv');
  if (fs.existsSync(listed)) colleges.push(...readSheet(listed).rows.map((r) => readCollege('colleges.csv', r)));
}
// As the import stores them: two colleges written with one institution code keep a unit code each (a university's
// group 02 and its independent college's group 02 are not one unit).
const admissions = separateGroupColleges(read, colleges).units;
const lines = backtestSets(ranks, admissions, { province: get('province'), group: get('group'), year });
if (lines.length === 0) console.error('没有可回测的数据：需要该年的一分一段表、录取结果，以及更早一年的录取结果');
for (const line of lines) console.log(JSON.stringify(line));
