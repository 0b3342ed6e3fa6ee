/**
 * pnpm run admin <command> … [--data-dir DIR] — operator commands (withdrawals, roles); see src/ops/admin-cli.ts and
 * the README's "Operator command" section. DATABASE_URL when set, else the embedded database in --data-dir (default
 * ~/.local/share/gaokao-planner), which only one process may open: stop the server first.
 */
import { defaultDataDir } from '../src/db/connect';
import { runAdmin } from '../src/ops/admin-cli';
import { parseArgs, userPath } from './cli-args';

const { positional, flags } = parseArgs(process.argv.slice(2));
const dataDir = flags.get('data-dir');
process.exitCode = await runAdmin(
  positional,
  flags,
  {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: typeof dataDir === 'string' ? userPath(dataDir) : (process.env.GAOKAO_DATA_DIR ?? defaultDataDir(process.env.XDG_DATA_HOME)),
  },
  { out: (line) => console.log(line), err: (line) => console.error(line) },
);
