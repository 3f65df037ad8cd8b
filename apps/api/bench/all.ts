/**
 * `npm run bench`: every bench, one after the other, then one table of their figures. The benches
 * are the root package's `bench:<name>` scripts (the one list: a new bench is picked up once its
 * script is there); each writes its figures through `report()` (fixtures.ts), one JSON line per
 * case `{bench, case, figures}` in the file named by BENCH_REPORT, and prints its own tables as it
 * goes. Options: BENCH_SKIP (names, comma-separated) leaves benches out.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRoot } from '../src/core/db/paths.ts';
import { printTable } from './fixtures.ts';

const repoRoot = path.resolve(apiRoot, '..', '..');
const scripts = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const benches = Object.keys(scripts)
  .filter((s) => s.startsWith('bench:'))
  .map((s) => s.slice('bench:'.length))
  .filter((name) => !skip.has(name));

const dir = mkdtempSync(path.join(os.tmpdir(), 'armonia-bench-report-'));
const file = path.join(dir, 'figures.jsonl');
const outcomes: { name: string; status: number | null; seconds: number }[] = [];
const started = new Date();
try {
  for (const name of benches) {
    console.log(`\n==== bench:${name}`);
    const t = performance.now();
    const run = spawnSync('npm', ['run', '--silent', `bench:${name}`], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_REPORT: file },
    });
    outcomes.push({ name, status: run.status, seconds: (performance.now() - t) / 1000 });
  }
  const lines = readFileSync(file, { encoding: 'utf8', flag: 'a+' }).split('\n').filter(Boolean);
  const figures = lines.map(
    (l) => JSON.parse(l) as { bench: string; case: string; figures: Record<string, number> },
  );
  const shown = (v: number) =>
    v >= 100
      ? Math.round(v).toLocaleString('en-US')
      : Number.isInteger(v)
        ? String(v)
        : v < 1
          ? v.toFixed(3)
          : v.toFixed(1);
  console.log(
    `\n==== All benches, ${started.toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const rows = figures.map((f) => [
    f.bench,
    f.case,
    Object.entries(f.figures)
      .map(([k, v]) => `${k} ${shown(v)}`)
      .join(', '),
  ]);
  for (const o of outcomes) {
    if (o.status !== 0) rows.push([o.name, `failed (exit ${o.status})`, '']);
    else if (!figures.some((f) => f.bench === o.name))
      rows.push([o.name, 'no figures reported', '']);
  }
  printTable(['bench', 'case', 'figures'], rows);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (outcomes.some((o) => o.status !== 0)) process.exitCode = 1;
