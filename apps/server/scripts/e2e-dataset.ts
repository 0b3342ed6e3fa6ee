/**
 * tsx scripts/e2e-dataset.ts OUT PROVINCE…
 *
 * Writes the committed default data set without the named provinces' admission rows, for the site's end-to-end
 * suites: they were written for 河北 as a province of 演示数据 (its demo units, 征集 rows and the report's notice), and
 * 河北's lines are real since the national data. The seed then generates 河北's units as it does for any province
 * without published lines (season/real/default-set.ts). Nothing else uses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeShipped, encodeShipped, SHIPPED_FILE } from '../src/season/real/shipped';

const [out, ...provinces] = process.argv.slice(2);
if (!out || provinces.length === 0) {
  console.error('usage: tsx scripts/e2e-dataset.ts OUT PROVINCE…');
  process.exit(2);
}
const drop = new Set(provinces);
// The committed file itself: GAOKAO_DEFAULT_DATASET names the file this writes.
const data = decodeShipped(fs.readFileSync(SHIPPED_FILE));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, encodeShipped({ ...data, units: data.units.filter((u) => !drop.has(u.province)) }, 1));
