// After the client and server builds: gathers what each prerendered public page loads (its
// stylesheets, inlined, and the public pages' script) into dist/.prerender/assets.json, which the
// server hands to the render module with the site settings of the moment. Renders every page once
// with the default settings, so a page that cannot render fails the build, and prints its size.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const out = path.join(dist, '.prerender');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function chunk(key) {
  const found = manifest[key];
  if (!found) throw new Error(`the client build has no chunk for ${key}`);
  return found;
}

/** Stylesheets of the chunks `keys` load, dependencies first (the order the browser applies). */
function stylesheets(keys, seen = new Set(), files = []) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = chunk(key);
    stylesheets(entry.imports ?? [], seen, files);
    for (const css of entry.css ?? []) if (!files.includes(css)) files.push(css);
  }
  return files;
}

const site = chunk('src/site.ts');
const render = await import(pathToFileURL(path.join(out, 'prerender.js')).href);
const assets = {};
const sizes = [];
for (const { meta, module } of render.PAGES) {
  // The app's entry holds the public layout (header and footer) the page sits in.
  const css = stylesheets(['index.html', module])
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
  assets[meta.path] = {
    css,
    script: `/${site.file}`,
    preload: (site.imports ?? []).map((key) => `/${chunk(key).file}`),
  };
  const html = await render.renderPublicPage(
    meta.path,
    render.DEFAULT_SITE_SETTINGS,
    assets[meta.path],
  );
  // The two builds name CSS-module classes the same way; a class without a rule means they did not.
  for (const [, list] of html.matchAll(/class="([^"]+)"/g)) {
    for (const name of list.split(' ').filter(Boolean)) {
      if (!css.includes(`.${name}`)) throw new Error(`${meta.path}: no style for class ${name}`);
    }
  }
  sizes.push([meta.path, gzipSync(html).length]);
}
writeFileSync(path.join(out, 'assets.json'), JSON.stringify(assets));

console.log('\nPáginas públicas prerenderizadas (HTML con su CSS, gzip):');
for (const [page, bytes] of sizes) {
  console.log(`  ${page.padEnd(34)} ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
}
