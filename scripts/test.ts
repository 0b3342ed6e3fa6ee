// `pnpm test`: lint, type-check, then every workspace package's `test` script, and a table of how long each step took.
// The steps run in lanes side by side, which keeps both cores of the 2-core machine busy nearly the whole run
// (vmstat: 12 % idle on average, most of it in the last minute); the steps' own CPU (the `cpu` column) leaves out what
// runs outside their process trees (PostgreSQL, nginx), so it sums to less than twice the wall time. Two files at a
// time inside the server and site e2e suites made no difference (11:52 against 11:59) and were dropped. The lanes:
//   lane 1: lint, typecheck, then the packages' unit tests (gaokao-domain, gaokao-contract, gaokao-ui …, site);
//   lane 2: server;  lane 3: site e2e;  lane 4: server e2e — the last three start at once, beside the first.
// A package with both `test:unit` and `test:e2e` scripts runs them as two steps: `site` and `site e2e` (the browser
// suite), `server` and `server e2e` (the suites that start real processes: nginx and three instances, signals,
// backups).
// Inside a lane steps run one after another. A step's output is kept in a file and printed whole when the step ends,
// so the log reads step by step. Every step runs even when an earlier one fails, so one run shows every failure and
// every time; the exit code is 1 when any step failed.
//
//   node scripts/test.ts               lint, typecheck and every package
//   node scripts/test.ts --packages    every package's tests (no lint, no typecheck): `pnpm run test:unit`
//   node scripts/test.ts server site   only those packages' tests
//   node scripts/test.ts --serial      one step after another, output as it comes (one lane)
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync, mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Pkg {
  name: string;
  dir: string;
  deps: string[];
  hasTest: boolean;
  /** Both `test:unit` and `test:e2e` scripts: the two run as separate steps in separate lanes. */
  splitsE2e: boolean;
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
        splitsE2e: Boolean(json.scripts?.['test:unit'] && json.scripts['test:e2e']),
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

interface Result extends Step {
  ok: boolean;
  seconds: number;
  /** CPU seconds (user + system) of the step's processes, as the shell's `times` reports its reaped children. */
  cpu?: number;
  /** A failed step's lines that name what failed (kept steps only), printed again under the table. */
  failures?: string[];
}

/** The lines of a failed step's log that name the failure: Vitest's FAIL and × lines, errors and their places. */
function failureLines(log: string, max = 60): string[] {
  // eslint-disable-next-line no-control-regex -- the colour codes of the step's own output
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  // What a suite printed before its first failure (expected errors of passing tests) names nothing that failed.
  const first = plain.findIndex((line) => /(^|\s)(FAIL|×|✗)\s/.test(line));
  const named = plain.slice(Math.max(first, 0)).filter((line) =>
    /(^|\s)(FAIL|×|✗)\s|^\s*(AssertionError|Error|TypeError|RangeError|TimeoutError)\b|Unhandled|ERR_|Test Files |^\s*❯ .*:\d+:\d+|ELIFECYCLE|error TS\d+|\d+:\d+\s+error\s|page at failure: /.test(line),
  );
  const lines = named.length > 0 ? named : plain.filter((l) => l.trim()).slice(-20);
  return lines.length > max ? [...lines.slice(0, max), `… ${lines.length - max} more lines in the step's output above`] : lines;
}

/** One step with its output on the terminal as it comes (--serial). */
function runInline(step: Step): Result {
  console.log(`\n━━ ${step.label}: pnpm ${step.args.join(' ')}`);
  const t0 = performance.now();
  const r = spawnSync('pnpm', step.args, { cwd: root, stdio: 'inherit' });
  return { ...step, ok: r.status === 0, seconds: (performance.now() - t0) / 1000 };
}

/** One step with its output in a file, printed whole when it ends. */
function runKept(step: Step, dir: string): Promise<Result> {
  const file = path.join(dir, `${step.label.replace(/[^\w.-]/g, '_')}.log`);
  const fd = openSync(file, 'w');
  const t0 = performance.now();
  console.log(`━━ ${step.label}: started (pnpm ${step.args.join(' ')})`);
  return new Promise((resolve) => {
    // Through sh so the step's CPU time can be read: `times` prints the CPU of the shell's reaped children (pnpm and
    // everything it waited for). On 2 cores the lanes share the CPU, so CPU per step says where a run's time goes.
    const cpuFile = `${file}.cpu`;
    const child = spawn('sh', ['-c', 'pnpm "$@"; s=$?; times > "$0"; exit $s', cpuFile, ...step.args], { cwd: root, stdio: ['ignore', fd, fd] });
    let ended = false;
    const done = (ok: boolean) => {
      if (ended) return;
      ended = true;
      closeSync(fd);
      const seconds = (performance.now() - t0) / 1000;
      console.log(`\n━━ ${step.label}: pnpm ${step.args.join(' ')} (${ok ? 'ok' : 'FAILED'}, ${clock(seconds)})`);
      const log = readFileSync(file);
      process.stdout.write(log);
      resolve({ ...step, ok, seconds, cpu: childCpu(cpuFile), ...(ok ? {} : { failures: failureLines(log.toString('utf8')) }) });
    };
    child.once('error', (err) => {
      console.error(`test: ${step.label} did not start: ${err.message}`);
      done(false);
    });
    child.once('exit', (code) => done(code === 0));
  });
}

/** The children's user + system seconds from the second line of sh's `times` ("0m1.5s 0m0.2s"); undefined if absent. */
function childCpu(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8').split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return parts.length === 2 ? parts[0]! + parts[1]! : undefined;
}

/** Lanes side by side, each one step after another; results in the order the steps were given. */
async function runLanes(lanes: Step[][]): Promise<Result[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gaokao-test-'));
  try {
    const byLane = await Promise.all(
      lanes.map(async (lane) => {
        const out: Result[] = [];
        for (const step of lane) out.push(await runKept(step, dir));
        return out;
      }),
    );
    return byLane.flat();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Seconds as m:ss, rounded to the second first (59.6 s is 1:00, not 0:60). */
const clock = (s: number) => {
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The lane of a step: the server's tests, the site's e2e suite and the server's process-level suites (`server e2e`:
 * nginx in front of three instances, signals and restarts, pg_dump backups) each have their own; the rest share the first. */
const LANE_OF: Record<string, number> = { server: 1, 'site e2e': 2, 'server e2e': 3 };

async function main(argv: string[]): Promise<number> {
  const packagesOnly = argv.includes('--packages');
  const serial = argv.includes('--serial');
  const only = new Set(argv.filter((a) => a !== '--packages' && a !== '--serial'));
  const pkgs = workspaceOrder().filter((p) => p.hasTest && (only.size === 0 || only.has(p.name)));
  const unknown = [...only].filter((n) => !pkgs.some((p) => p.name === n));
  if (unknown.length > 0) {
    console.error(`test: no workspace package with a test script named ${unknown.join(', ')}`);
    return 2;
  }
  const checks: Step[] =
    only.size === 0 && !packagesOnly
      ? [
          { label: 'lint', args: ['run', 'lint'] },
          { label: 'typecheck', args: ['run', 'typecheck'] },
        ]
      : [];
  const steps = pkgs.flatMap((p): Step[] =>
    p.splitsE2e
      ? [
          { label: p.name, args: ['--filter', p.name, 'run', 'test:unit'] },
          { label: `${p.name} e2e`, args: ['--filter', p.name, 'run', 'test:e2e'] },
        ]
      : [{ label: p.name, args: ['--filter', p.name, 'run', 'test'] }],
  );
  const t0 = performance.now();
  let results: Result[];
  if (serial) {
    results = [...checks, ...steps].map(runInline);
  } else {
    const lanes: Step[][] = [[...checks], [], [], []];
    for (const step of steps) (lanes[LANE_OF[step.label] ?? 0] as Step[]).push(step);
    results = await runLanes(lanes.filter((l) => l.length > 0));
  }
  const wall = (performance.now() - t0) / 1000;
  const width = Math.max(...results.map((r) => r.label.length), 'total (wall)'.length);
  console.log(`\n━━ times (m:ss)${serial ? '' : ', lanes side by side: lint … site | server | site e2e | server e2e; cpu: user + system of the step'}`);
  const cpuText = (s: number | undefined) => (s === undefined ? '' : `cpu ${clock(s).padStart(6)}`);
  for (const r of results) console.log(`${r.label.padEnd(width)}  ${clock(r.seconds).padStart(6)}  ${(r.ok ? 'ok' : 'FAILED').padEnd(6)}  ${cpuText(r.cpu)}`);
  const cpus = results.map((r) => r.cpu);
  const total = cpus.every((c) => c !== undefined) ? cpus.reduce((a: number, c) => a + c!, 0) : undefined;
  console.log(`${'total (wall)'.padEnd(width)}  ${clock(wall).padStart(6)}          ${cpuText(total)}`);
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    // Again at the very end, so the tail of a long log still says which tests failed and where.
    for (const r of failed) {
      if (!r.failures) continue;
      console.log(`\n━━ ${r.label}: what failed`);
      for (const line of r.failures) console.log(line);
    }
    console.log(`\nfailed: ${failed.map((r) => r.label).join(', ')}`);
  }
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
