import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database made for one test file or bench run, on a server it can be dropped from. */
export interface ScratchDatabase {
  name: string;
  /** The server's URL pointing at the new database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database rather than a schema, because drizzle-kit qualifies foreign keys with
 * `public.` (docs/decisions/0002-database.md). `prefix` tells leftovers apart on a shared server.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'armonia_test',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** Whether a PostgreSQL server answers at that URL (benches skip it when none does). */
export async function serverReachable(serverUrl: string): Promise<boolean> {
  return onServer(serverUrl, 'select 1').then(
    () => true,
    () => false,
  );
}

/**
 * Runs `use` on a scratch database of the server and drops it afterwards, failing or not.
 * False, without running anything, when no server answers at that URL (benches skip it).
 */
export async function withScratchDatabase(
  serverUrl: string,
  prefix: string,
  use: (scratch: ScratchDatabase) => Promise<void>,
): Promise<boolean> {
  if (!(await serverReachable(serverUrl))) return false;
  const scratch = await createScratchDatabase(serverUrl, prefix);
  try {
    await use(scratch);
  } finally {
    await scratch.drop();
  }
  return true;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
