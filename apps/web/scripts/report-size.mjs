// Prints the gzip size of the JavaScript each kind of visit loads: a prerendered public page,
// /contacto with its form, the sign-in page and the shell of each role (figures for the README;
// never asserted).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key}`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

function gzipKb(keys) {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(path.join(dist, file))).length;
  }
  return (bytes / 1024).toFixed(1);
}

const app = closure(['index.html']);
const site = closure(['src/site.ts']);
const lazy = (file) => Object.keys(manifest).find((k) => k.endsWith(file));
const shell = (...files) => closure([...app, ...files.map(lazy)]);

const rows = [
  ['Páginas públicas prerenderizadas', site],
  ['/contacto (con el formulario)', closure([...site, lazy('public/contact-island.tsx')])],
  ['/login', shell('app/auth-area.tsx', 'auth/pages/login-page.tsx')],
  ['Terapeuta (/home-therapist)', shell('app/private-area.tsx', 'shell/pages/pending-page.tsx')],
  ['Paciente (/dashboard)', shell('app/private-area.tsx', 'shell/pages/pending-page.tsx')],
  [
    'Super-Admin (/admin-analytics)',
    shell('app/private-area.tsx', 'analytics/pages/analytics-page.tsx'),
  ],
];
console.log('\nJavaScript cargado (gzip):');
for (const [name, keys] of rows) console.log(`  ${name.padEnd(34)} ${gzipKb(keys).padStart(7)} KB`);
