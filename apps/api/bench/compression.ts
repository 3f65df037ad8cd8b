/**
 * `npm run bench:compression`: what compressing the API's answers costs. On the demo data
 * (embedded database), real answers of several sizes are asked for BENCH_REQUESTS (300) times each
 * through the whole app, as they are, with gzip and with brotli (the settings app.ts gives
 * @fastify/compress); prints their size and the process CPU time per request, and the time
 * compressing the same body takes alone. Noisy on a shared machine: compare the columns of one
 * run, not runs.
 */
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login } from '../src/testing/helper.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const DEMO_PASSWORD = 'Terapia2026!';

const ENCODINGS = ['identity', 'gzip', 'br'] as const;

interface Target {
  name: string;
  url: string;
  token?: string;
}

/** CPU time (user + system, µs) and wall time (ms) of `n` sequential requests. */
async function measure(app: FastifyInstance, target: Target, encoding: string) {
  const headers: Record<string, string> = { 'accept-encoding': encoding };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const ask = () => app.inject({ method: 'GET', url: target.url, headers });
  const first = await ask();
  if (first.statusCode !== 200) throw new Error(`${target.url}: ${first.statusCode}`);
  for (let i = 0; i < 20; i++) await ask();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) await ask();
  const used = process.cpuUsage(cpu);
  return {
    bytes: first.rawPayload.length,
    encoded: first.headers['content-encoding'] !== undefined,
    cpuUs: (used.user + used.system) / REQUESTS,
    wallMs: (performance.now() - started) / REQUESTS,
    body: first.rawPayload,
  };
}

/** µs to compress `body` once, alone, as the plugin does (brotli quality 4, gzip level 6). */
function compressOnly(body: Buffer) {
  const time = (fn: () => void) => {
    for (let i = 0; i < 20; i++) fn();
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) fn();
    return ((performance.now() - started) * 1000) / REQUESTS;
  };
  return {
    gzip: time(() => gzipSync(body, { level: 6 })),
    br: time(() => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })),
  };
}

const app = await createTestApp({ seedDemo: true }, { referenceData: true });
try {
  const therapist = await login(app, 'terapeuta@demo.mx', DEMO_PASSWORD);
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(6, 0, 0, 0);
  const sunday = new Date(monday.getTime() + 7 * 86_400_000);
  const targets: Target[] = [
    { name: 'datos del sitio', url: '/api/v1/site/settings' },
    {
      name: 'agenda de la semana',
      url: `/api/v1/appointments?from=${monday.toISOString()}&to=${sunday.toISOString()}&pageSize=500`,
      token: therapist,
    },
    { name: 'flores de Bach (100)', url: '/api/v1/lists/flowers?pageSize=100', token: therapist },
    { name: 'síntomas (100)', url: '/api/v1/lists/symptoms?pageSize=100', token: therapist },
    { name: 'documento OpenAPI', url: '/api/v1/openapi.json' },
  ];

  console.log(
    `\nCompresión de respuestas de la API (${REQUESTS} peticiones por fila, app.inject, un proceso):`,
  );
  const header = [
    'respuesta',
    'tamaño',
    'gzip',
    'br',
    'CPU/pet. sin',
    'gzip',
    'br',
    'solo comprimir gzip',
    'br',
  ];
  const rows: string[][] = [];
  for (const target of targets) {
    // One encoding after the other: process CPU time only means something for one at a time.
    const r: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const encoding of ENCODINGS) r[encoding] = await measure(app, target, encoding);
    const alone = compressOnly(r.identity!.body);
    const size = (m: { bytes: number; encoded: boolean }) =>
      m.encoded ? `${(m.bytes / 1024).toFixed(1)} KB` : '(igual)';
    const us = (n: number) => `${Math.round(n)} µs`;
    rows.push([
      target.name,
      `${(r.identity!.bytes / 1024).toFixed(1)} KB`,
      size(r.gzip!),
      size(r.br!),
      us(r.identity!.cpuUs),
      us(r.gzip!.cpuUs),
      us(r.br!.cpuUs),
      r.gzip!.encoded ? us(alone.gzip) : '-',
      r.br!.encoded ? us(alone.br) : '-',
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`  ${line(header)}`);
  for (const row of rows) console.log(`  ${line(row)}`);
} finally {
  await app.close();
}
