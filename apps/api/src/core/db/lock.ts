import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Lock files this process holds, so that a stale one left with our own pid is told apart. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's at a time: a second process (another server, a
 * backup, a restore) writing the same folder would corrupt it. A pid file beside the folder says
 * who holds it; one left by a process that died is taken over. In a container the server is
 * always pid 1, so our own pid in a file we do not hold is a leftover too.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir}.pid`;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      held.add(file);
      return () => {
        if (held.delete(file)) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner: number;
    try {
      owner = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue;
    }
    const ours = owner === process.pid;
    if ((ours && held.has(file)) || (!ours && isRunning(owner))) {
      throw new Error(
        `La base de datos embebida (${dir}) está abierta por otro proceso (pid ${owner}). ` +
          'Detén la aplicación antes de respaldar o restaurar; dos procesos no pueden usar el mismo DATA_DIR.',
      );
    }
    rmSync(file, { force: true });
  }
}
