/**
 * pnpm run import <file-or-folder>… [--data-dir DIR] [--keep-demo]
 *
 * Loads colleges, majors, rank tables, admissions and plans in the format of ../shared/data/real (.csv, .xlsx or .xls
 * with the same headers) into the server's database: DATABASE_URL when set, else the embedded database in --data-dir
 * (default ~/.local/share/gaokao-planner). The embedded database can be opened by one process only: stop the server
 * first (the importer refuses to run while the server holds the directory lock). With PostgreSQL the server may keep
 * running: it polls season_meta.version and rebuilds its indexes after the import.
 */
import { openDatabase, DataDirLockedError, defaultDataDir } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { importPaths, RowError } from '../src/season/import/run';
import { parseArgs, userPath } from './cli-args';

const { positional, flags } = parseArgs(process.argv.slice(2));
if (positional.length === 0 || flags.has('help')) {
  console.error('用法：pnpm run import <文件或目录>… [--data-dir 目录] [--keep-demo]\n  支持 .csv、.xlsx、.xls；表头格式同 ../shared/data/real/README.md');
  process.exit(positional.length === 0 ? 1 : 0);
}

const tty = process.stderr.isTTY === true;
let lastLine = '';
function progress(file: string, done: number, total: number): void {
  if (!tty) return;
  const width = 30;
  const filled = Math.round((done / Math.max(1, total)) * width);
  const line = `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((done / Math.max(1, total)) * 100)}% ${file} ${done}/${total}`;
  if (line !== lastLine) process.stderr.write(line);
  lastLine = line;
  if (done >= total) process.stderr.write('\n');
}

const databaseUrl = process.env.DATABASE_URL;
const dataDir = typeof flags.get('data-dir') === 'string' ? userPath(flags.get('data-dir') as string) : defaultDataDir(process.env.XDG_DATA_HOME);
let handle;
try {
  handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\n导入使用内置数据库时，服务器不能同时运行：请先停止服务器再导入（或改用 DATABASE_URL 指向 PostgreSQL）。`);
    process.exit(2);
  }
  throw err;
}
const t0 = performance.now();
try {
  await migrateToLatest(handle.db);
  console.error(`数据库：${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `内置 (${dataDir})`}`);
  const results = await importPaths(handle.db, positional.map(userPath), {
    keepDemo: flags.has('keep-demo'),
    onProgress: (p) => progress(p.file, p.done, p.total),
    log: (line) => console.error(line),
  });
  const total = results.reduce((a, r) => a + r.rows, 0);
  console.error(`导入完成：${results.length} 个文件，${total} 行，用时 ${Math.round(performance.now() - t0)} ms`);
} catch (err) {
  if (tty && lastLine) process.stderr.write('\n');
  if (err instanceof RowError || (err instanceof Error && /：/.test(err.message))) {
    console.error(`导入失败：${err.message}\n该文件未写入任何数据。`);
    process.exitCode = 1;
  } else throw err;
} finally {
  await handle.close();
}
