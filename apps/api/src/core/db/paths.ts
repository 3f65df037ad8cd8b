import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder, found upward from this file (source or bundle alike). */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No se encontró la carpeta de migraciones (drizzle/).');
    dir = parent;
  }
  return dir;
}

export const apiRoot = packageRoot();
export const migrationsFolder = path.join(apiRoot, 'drizzle');
