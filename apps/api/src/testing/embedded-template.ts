/**
 * Embedded test databases start from one migrated archive instead of running every migration
 * again (about 2.5 s each, for every test app). The first test file that needs it migrates a
 * database and leaves its archive in the temporary folder, named after the migrations and the
 * engine's version; every other file, in any worker, loads that archive. Each test app still gets
 * a database of its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../core/db/client.ts';
import { migrationsFolder } from '../core/db/paths.ts';

/** The engine's package.json, found from its entry (the package does not export the file). */
function engineVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** Changes with any migration file (SQL or journal) and with the engine. */
function archiveName(): string {
  const hash = createHash('sha256').update(engineVersion());
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(migrationsFolder, full)).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return `armonia-test-db-${hash.digest('hex').slice(0, 16)}.tar`;
}

let archive: Promise<Blob> | undefined;

/** The archive of an embedded database with every migration applied. */
export function migratedArchive(): Promise<Blob> {
  archive ??= (async () => {
    const file = path.join(os.tmpdir(), archiveName());
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = openDatabase({ kind: 'pglite' });
    try {
      await database.migrate();
      const made = await database.embedded!.dumpDataDir('none');
      // Written aside and renamed: a file read at the same time by another worker is whole.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
      renameSync(partial, file);
      return made;
    } finally {
      await database.close();
    }
  })();
  return archive;
}
