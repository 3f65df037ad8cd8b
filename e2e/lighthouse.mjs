// `npm run bench:web`: Lighthouse (mobile emulation, its default simulated slow 4G and 4x CPU
// slowdown) on each public page of the built app, served locally on a fresh embedded database by
// the real server. Prints the median of BENCH_RUNS runs (3) per page: performance score, LCP, CLS,
// and the bytes transferred. Uses the system's Chromium as the browser tests do (chromium.mjs);
// it never downloads a browser. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/home', '/nosotros', '/terapias-servicios', '/contacto', '/aviso-de-privacidad'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Headless, and otherwise run as the browser tests run it.
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startServer(port, dataDir) {
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      REMINDER_INTERVAL_MS: '0',
    },
  });
  const ready = `http://127.0.0.1:${port}/api/v1/health/ready`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (code ${server.exitCode})`);
    const ok = await fetch(ready).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become ready in 60 s');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const bytes = (filter) =>
    requests.filter(filter).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    total: bytes(() => true),
    js: bytes((r) => r.resourceType === 'Script'),
  };
}

for (const built of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
  if (!existsSync(path.join(root, built))) {
    console.error(
      `Falta la compilación (${built}): ejecuta npm run build antes de npm run bench:web.`,
    );
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `No se encontró Chromium en ${CHROMIUM_PATH} (indica otra ruta con CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'armonia-bench-web-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
let version = '';
const failed = [];
try {
  for (const page of PAGES) {
    const runs = [];
    // A run that fails is tried again, twice at most per page.
    for (let tries = 0; runs.length < RUNS && tries < RUNS + 2; tries++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      version = result.lhr.lighthouseVersion;
      // A run Lighthouse could not finish (a stall of the shared machine) has no figures.
      const error = result.lhr.runtimeError?.code;
      if (error || result.lhr.categories.performance.score === null) {
        failed.push(`${page}: ${error ?? 'sin puntuación'}`);
      } else {
        runs.push(figures(result.lhr));
      }
    }
    if (runs.length === 0) continue;
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      total: pick('total'),
      js: pick('js'),
    });
    process.stderr.write(`  ${page}: ${runs.map((r) => r.score).join(', ')}\n`);
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nLighthouse ${version} móvil (4G lenta simulada, CPU x4), mediana de ${RUNS} corridas por página:`,
);
const header = ['página', 'rendimiento', 'FCP', 'LCP', 'CLS', 'TBT', 'transferido', 'JS (transf.)'];
const table = rows.map((r) => [
  r.page,
  String(r.score),
  sec(r.fcp),
  sec(r.lcp),
  r.cls.toFixed(3),
  `${Math.round(r.tbt)} ms`,
  kb(r.total),
  kb(r.js),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])));
console.log(`  ${line(header).join('  ')}`);
for (const row of table) console.log(`  ${line(row).join('  ')}`);
for (const failure of failed) console.log(`  (corrida sin cifras: ${failure})`);
