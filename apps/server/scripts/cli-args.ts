import path from 'node:path';

/**
 * Paths a user typed are relative to where they ran the command: `pnpm run import x` from the repo root runs this
 * script inside apps/server, and pnpm passes the original directory as INIT_CWD.
 */
export function userPath(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function parseArgs(argv: string[]): { positional: string[]; flags: Map<string, string | true> } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') continue;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) flags.set(a.slice(2, eq), a.slice(eq + 1));
      else if (argv[i + 1] !== undefined && !(argv[i + 1] as string).startsWith('--')) flags.set(a.slice(2), argv[++i] as string);
      else flags.set(a.slice(2), true);
    } else positional.push(a);
  }
  return { positional, flags };
}
