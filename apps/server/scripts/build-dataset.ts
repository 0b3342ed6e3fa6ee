/**
 * pnpm --filter server run build:dataset [--real DIR] [--provinces DIR]
 *
 * Builds the default data set the server seeds on a fresh database (apps/server/data/default-dataset.json.br) from
 * ../shared/data/real and ../shared/data/real-provinces (paths from the repository root by default). The sources'
 * licence notices are kept beside it in apps/server/data/NOTICE; rebuild and commit both when the sources change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRealSources } from '../src/season/real/sources';
import { encodeShipped, SHIPPED_FILE } from '../src/season/real/shipped';
import { readProvenance } from '../src/season/real/control-lines';
import { parseArgs, userPath } from './cli-args';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { flags } = parseArgs(process.argv.slice(2));
const flag = (k: string, d: string) => (typeof flags.get(k) === 'string' ? userPath(flags.get(k) as string) : d);
const real = flag('real', path.resolve(root, '../shared/data/real'));
const provinces = flag('provinces', path.resolve(root, '../shared/data/real-provinces'));

const t0 = performance.now();
const data = readRealSources([
  { dir: real, label: 'real' },
  { dir: provinces, label: 'real-provinces' },
]);
// The publications behind the numbers and the real 批次线 (../shared/data/real-national/sources.csv, control-lines.csv).
const national = flag('national', path.resolve(root, '../shared/data/real-national'));
const { skipped, ...provenance } = readProvenance(national, [
  { dir: real, label: 'real' },
  { dir: provinces, label: 'real-provinces' },
]);
data.provenance = provenance;
for (const s of skipped) console.error(`批次线 ${s.key} 未收录：${s.why}`);
console.error(`${provenance.publications.length} publications, ${provenance.controlLines.length} real 批次线 rows`);
const buf = encodeShipped(data);
fs.writeFileSync(SHIPPED_FILE, buf);
console.error(
  `${path.relative(root, SHIPPED_FILE)}: ${(buf.length / 1024).toFixed(0)} KB — ${data.colleges.length} colleges, ${data.majors.length} majors, ${data.ranks.length} rank rows, ${data.units.length} unit rows (${Math.round(performance.now() - t0)} ms)`,
);
