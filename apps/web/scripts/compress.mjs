// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, once, at the
// highest levels: the server sends them as they are (no compression work per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

export function compressTree(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    // .vite and .prerender hold the build's own files, which the server never sends.
    if (name.startsWith('.')) continue;
    if (statSync(file).isDirectory()) {
      files += compressTree(file);
      continue;
    }
    if (!TEXT.test(name)) continue;
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files += 1;
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  console.log(`compressed: ${compressTree(dist)} files (.br and .gz)`);
}
