/**
 * tsx scripts/e2e-dataset.ts OUT --drop PROVINCE… [--keep PROVINCE…]
 *
 * Writes the committed default data set for the site's end-to-end suites:
 * - `--drop`: without these provinces' admission rows. The suites were written for 河北 as a province of 演示数据 (its
 *   demo units, 征集 rows and the report's notice), and 河北's lines are real since the national data; the seed then
 *   generates 河北's units as it does for any province without published lines (season/real/default-set.ts).
 * - `--keep`: only these provinces' admission rows (rank tables, 批次线, colleges and majors stay whole). Every suite
 *   starts its own server, which reads the season back and indexes it: the provinces no suite opens only cost time.
 * Nothing else uses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeShipped, encodeShipped, SHIPPED_FILE } from '../src/season/real/shipped';

const usage = 'usage: tsx scripts/e2e-dataset.ts OUT --drop PROVINCE… [--keep PROVINCE…]';
const [out, ...rest] = process.argv.slice(2);
const lists: Record<'--drop' | '--keep', string[]> = { '--drop': [], '--keep': [] };
let current: string[] | undefined;
for (const arg of rest) {
  if (arg === '--drop' || arg === '--keep') current = lists[arg];
  else if (current) current.push(arg);
  else current = undefined;
  if (!current) {
    console.error(usage);
    process.exit(2);
  }
}
if (!out || lists['--drop'].length + lists['--keep'].length === 0) {
  console.error(usage);
  process.exit(2);
}
const drop = new Set(lists['--drop']);
const keep = lists['--keep'].length > 0 ? new Set(lists['--keep']) : undefined;
// The committed file itself: GAOKAO_DEFAULT_DATASET names the file this writes.
const data = decodeShipped(fs.readFileSync(SHIPPED_FILE));
const units = data.units.filter((u) => !drop.has(u.province) && (!keep || keep.has(u.province)));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, encodeShipped({ ...data, units }, 1));
console.log(`e2e data set: ${units.length} of ${data.units.length} admission rows → ${out}`);
