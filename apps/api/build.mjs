// Bundles the API (with the shared package inlined) into dist/; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@armonia/'));

await build({
  entryPoints: ['src/server.ts', 'src/create-admin.ts', 'src/backup.ts', 'src/restore.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
});
console.log('api: dist/server.js');
