import { execFile } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { lockEmbeddedDatabase } from './db/lock.ts';
import { migrationsFolder } from './db/paths.ts';

const run = promisify(execFile);

const manifestSchema = z.object({
  format: z.literal(1),
  kind: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  /** The last migration applied to the database when it was copied. */
  migration: z.string().nullable(),
  database: z.string(),
  uploads: z.boolean(),
  secretKey: z.boolean(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';
const SECRET = 'secret.key';

function embeddedDir(config: Config) {
  return path.join(config.dataDir, 'pgdata');
}

function migrationTags(): { when: number; tag: string }[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  );
  return journal.entries;
}

/** The tag of the newest migration the database has applied (drizzle records its time stamp). */
async function lastMigration(database: Database): Promise<string | null> {
  const result = await database.db
    .execute<{ created_at: string }>(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )
    .catch((err: unknown) => {
      throw new Error(
        'La base de datos no tiene las tablas de la aplicación; revisa DATABASE_URL o DATA_DIR.',
        { cause: err },
      );
    });
  const rows = Array.isArray(result) ? result : (result as { rows: { created_at: string }[] }).rows;
  const when = rows[0] ? Number(rows[0].created_at) : undefined;
  return migrationTags().find((m) => m.when === when)?.tag ?? null;
}

/** Connection for the PostgreSQL client tools; the password goes by environment, not argument. */
function pgTarget(url: string) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    dbname: u.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const { dbname, env } = pgTarget(url);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(
        `No se encontró ${tool}. Instala el cliente de PostgreSQL de la misma versión mayor que el ` +
          'servidor (en Debian: apt-get install postgresql-client).',
        { cause: err },
      );
    }
    throw new Error(`${tool} falló: ${(e.stderr ?? e.message).trim()}`, { cause: err });
  }
}

function timestamp(date: Date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Replaces what a folder holds without removing the folder (it may be a mounted volume). */
function replaceContents(target: string, source: string | undefined) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(target)) {
    rmSync(path.join(target, entry), { recursive: true, force: true });
  }
  if (source) cpSync(source, target, { recursive: true });
}

/**
 * A backup folder: manifest.json, the database (PostgreSQL custom-format dump, or the embedded
 * engine's own archive of its data folder), the uploaded files and the generated secret. The
 * embedded database is copied only while no server has it open.
 */
export async function createBackup(
  config: Config,
  opts: { out?: string; now?: Date } = {},
): Promise<{ dir: string; manifest: BackupManifest }> {
  const createdAt = opts.now ?? new Date();
  const dir = path.resolve(opts.out ?? path.join('backups', `armonia-${timestamp(createdAt)}`));
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`La carpeta ${dir} ya existe y no está vacía; elige otra con --out.`);
  }
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind === 'pglite' && !existsSync(embeddedDir(config))) {
    throw new Error(`No hay base de datos embebida en ${embeddedDir(config)}; revisa DATA_DIR.`);
  }
  // Opening the embedded database first: while a server has it, nothing is written.
  const database = config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dir: embeddedDir(config) });
  let migration: string | null;
  let file: string;
  try {
    migration = await lastMigration(database);
    // Patient data and the session secret: readable by the owner only.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
    if (database.embedded) {
      file = 'database.tar.gz';
      const archive = await database.embedded.dumpDataDir('gzip');
      writeFileSync(path.join(dir, file), Buffer.from(await archive.arrayBuffer()), {
        mode: 0o600,
      });
    } else {
      file = 'database.pgdump';
      await pgTool(
        'pg_dump',
        ['--format=custom', `--file=${path.join(dir, file)}`],
        config.databaseUrl!,
      );
      chmodSync(path.join(dir, file), 0o600);
    }
  } finally {
    await database.close();
  }

  const uploads = existsSync(config.uploadDir);
  if (uploads) cpSync(config.uploadDir, path.join(dir, UPLOADS), { recursive: true });
  const secretFile = path.join(config.dataDir, SECRET);
  const secretKey = existsSync(secretFile);
  if (secretKey) copyFileSync(secretFile, path.join(dir, SECRET));

  const manifest: BackupManifest = {
    format: 1,
    kind,
    createdAt: createdAt.toISOString(),
    migration,
    database: file,
    uploads,
    secretKey,
  };
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(path.resolve(dir), MANIFEST);
  if (!existsSync(file)) throw new Error(`${dir} no es un respaldo: falta ${MANIFEST}.`);
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} no es un manifiesto de respaldo válido.`);
  return parsed.data;
}

/**
 * Puts a backup back: the database (replaced whole), the uploaded files (the folder's contents
 * replaced) and the generated secret. The servers must be stopped; the embedded database refuses
 * by itself while one has it open.
 */
export async function restoreBackup(config: Config, from: string): Promise<BackupManifest> {
  const dir = path.resolve(from);
  const manifest = readManifest(dir);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== kind) {
    throw new Error(
      manifest.kind === 'postgres'
        ? 'Este respaldo es de PostgreSQL: define DATABASE_URL con la base donde restaurarlo.'
        : 'Este respaldo es de la base embebida: restáuralo sin DATABASE_URL, con el DATA_DIR de destino.',
    );
  }
  if (manifest.migration && !migrationTags().some((m) => m.tag === manifest.migration)) {
    throw new Error(
      `El respaldo viene de una versión más reciente de la aplicación (migración ${manifest.migration}); ` +
        'actualiza la aplicación antes de restaurarlo.',
    );
  }
  const file = path.join(dir, manifest.database);

  if (config.databaseUrl) {
    await pgTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', file],
      config.databaseUrl,
    );
  } else {
    await restoreEmbedded(embeddedDir(config), file);
  }

  replaceContents(config.uploadDir, manifest.uploads ? path.join(dir, UPLOADS) : undefined);
  if (manifest.secretKey) {
    mkdirSync(config.dataDir, { recursive: true });
    copyFileSync(path.join(dir, SECRET), path.join(config.dataDir, SECRET));
    chmodSync(path.join(config.dataDir, SECRET), 0o600);
  }
  return manifest;
}

/** Loads the archive into a fresh folder beside the current one, then swaps them. */
async function restoreEmbedded(target: string, archive: string) {
  // Holding the live folder's lock proves no server has it open while it is replaced.
  const release = lockEmbeddedDatabase(target);
  try {
    const staging = `${target}.restaurando`;
    rmSync(staging, { recursive: true, force: true });
    const restored = openDatabase({
      kind: 'pglite',
      dir: staging,
      loadDataDir: new Blob([readFileSync(archive)]),
    });
    try {
      await lastMigration(restored);
    } finally {
      await restored.close();
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } finally {
    release();
  }
}
