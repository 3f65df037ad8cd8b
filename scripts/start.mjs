// `npm start`: build when the build is missing or older than the sources, then serve.
// The server migrates the database and, on an empty one, seeds the demo data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js'].map((p) =>
  path.join(root, p),
);
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/api/src',
  'apps/api/drizzle',
  'packages/shared/src',
  'package-lock.json',
].map((p) => path.join(root, p));

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built === 0 || sources.some((s) => newest(s) > built)) {
  console.log('Compilando la aplicación…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
