// `pnpm test`: lint, type-check, then every workspace package's `test` script one after another (dependencies first),
// and a table of how long each step took. Every step runs even when an earlier one fails, so one run shows every
// failure and every time; the exit code is 1 when any step failed.
//
//   node scripts/test.ts               lint, typecheck and every package
//   node scripts/test.ts --packages    every package's tests (no lint, no typecheck): `pnpm run test:unit`
//   node scripts/test.ts server site   only those packages' tests
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Pkg {
  name: string;
  dir: string;
  deps: string[];
  hasTest: boolean;
}

/** The workspace's packages (pnpm-workspace.yaml: packages/*, apps/*), dependencies before their dependents. */
function workspaceOrder(): Pkg[] {
  const pkgs: Pkg[] = [];
  for (const group of ['packages', 'apps']) {
    for (const entry of readdirSync(path.join(root, group)).sort()) {
      const file = path.join(root, group, entry, 'package.json');
      if (!existsSync(file)) continue;
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name: string; scripts?: Record<string, string>; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
      const all = { ...json.dependencies, ...json.devDependencies };
      pkgs.push({
        name: json.name,
        dir: path.join(group, entry),
        deps: Object.keys(all).filter((d) => all[d]!.startsWith('workspace:')),
        hasTest: Boolean(json.scripts?.test),
      });
    }
  }
  const byName = new Map(pkgs.map((p) => [p.name, p]));
  const done = new Set<string>();
  const out: Pkg[] = [];
  const visit = (p: Pkg, trail: string[]) => {
    if (done.has(p.name)) return;
    if (trail.includes(p.name)) throw new Error(`workspace dependency cycle: ${[...trail, p.name].join(' → ')}`);
    for (const d of p.deps) {
      const dep = byName.get(d);
      if (dep) visit(dep, [...trail, p.name]);
    }
    done.add(p.name);
    out.push(p);
  };
  for (const p of pkgs) visit(p, []);
  return out;
}

interface Step {
  label: string;
  args: string[];
}

function run(step: Step): { ok: boolean; seconds: number } {
  console.log(`\n━━ ${step.label}: pnpm ${step.args.join(' ')}`);
  const t0 = performance.now();
  const r = spawnSync('pnpm', step.args, { cwd: root, stdio: 'inherit' });
  return { ok: r.status === 0, seconds: (performance.now() - t0) / 1000 };
}

/** Seconds as m:ss, rounded to the second first (59.6 s is 1:00, not 0:60). */
const clock = (s: number) => {
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function main(argv: string[]): number {
  const packagesOnly = argv.includes('--packages');
  const only = new Set(argv.filter((a) => a !== '--packages'));
  const pkgs = workspaceOrder().filter((p) => p.hasTest && (only.size === 0 || only.has(p.name)));
  const unknown = [...only].filter((n) => !pkgs.some((p) => p.name === n));
  if (unknown.length > 0) {
    console.error(`test: no workspace package with a test script named ${unknown.join(', ')}`);
    return 2;
  }
  const steps: Step[] = [
    ...(only.size === 0 && !packagesOnly
      ? [
          { label: 'lint', args: ['run', 'lint'] },
          { label: 'typecheck', args: ['run', 'typecheck'] },
        ]
      : []),
    ...pkgs.map((p) => ({ label: p.name, args: ['--filter', p.name, 'run', 'test'] })),
  ];
  const results = steps.map((s) => ({ ...s, ...run(s) }));
  const total = results.reduce((n, r) => n + r.seconds, 0);
  const width = Math.max(...results.map((r) => r.label.length), 'total'.length);
  console.log('\n━━ times (m:ss)');
  for (const r of results) console.log(`${r.label.padEnd(width)}  ${clock(r.seconds).padStart(6)}  ${r.ok ? 'ok' : 'FAILED'}`);
  console.log(`${'total'.padEnd(width)}  ${clock(total).padStart(6)}`);
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) console.log(`\nfailed: ${failed.map((r) => r.label).join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
