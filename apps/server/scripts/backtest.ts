/**
 * pnpm run backtest --data <dir> --province 广东 --group 物理类 --year 2024
 *
 * Reads rank-tables.csv and admissions.csv from <dir> (the format of ../shared/data/real), hides the admissions of
 * --year, predicts every unit of that year with history, and prints one JSON line (see src/season/backtest.ts).
 */
import path from 'node:path';
import { backtest } from '../src/season/backtest';
import { readSheet } from '../src/season/import/read';
import { readAdmission, readRank } from '../src/season/import/kinds';
import { parseArgs, userPath } from './cli-args';

const { flags } = parseArgs(process.argv.slice(2));
const get = (k: string) => (typeof flags.get(k) === 'string' ? (flags.get(k) as string) : undefined);
const dir = get('data');
const province = get('province');
const group = get('group');
const year = Number(get('year'));
if (!dir || !province || !group || !Number.isInteger(year)) {
  console.error('用法：pnpm run backtest --data <目录> --province <省份> --group <物理类|历史类> --year <年份>');
  process.exit(1);
}
const base = userPath(dir);
const ranks = readSheet(path.join(base, 'rank-tables.csv')).rows.map((r) => readRank('rank-tables.csv', r));
const admissions = readSheet(path.join(base, 'admissions.csv')).rows.map((r) => readAdmission('admissions.csv', r));
console.log(JSON.stringify(backtest(ranks, admissions, province, group, year)));
