import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { readManifest, restoreBackup } from './core/backup.ts';

/** `npm run restore -- <carpeta> [--yes]`: replaces the database and the uploaded files. */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { yes: { type: 'boolean', short: 'y' } },
  });
  const from = positionals[0];
  if (!from)
    throw new Error('Indica la carpeta del respaldo: npm run restore -- backups/armonia-…');
  const config = loadConfig();
  const manifest = readManifest(from);
  const target = config.databaseUrl
    ? `la base PostgreSQL de DATABASE_URL`
    : `la base embebida en ${config.dataDir}`;
  console.log(
    `Respaldo del ${manifest.createdAt} (migración ${manifest.migration ?? 'ninguna'}).\n` +
      `Se reemplazarán ${target} y los archivos de ${config.uploadDir}. ` +
      'Detén todos los procesos de la aplicación antes de continuar.',
  );
  if (!values.yes) {
    if (!process.stdin.isTTY) throw new Error('Sin terminal: confirma con --yes.');
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = (await rl.question('¿Continuar? Escribe «sí»: ')).trim().toLowerCase();
    rl.close();
    if (answer !== 'sí' && answer !== 'si') {
      console.log('Cancelado; no se cambió nada.');
      return;
    }
  }
  await restoreBackup(config, from);
  console.log(
    'Restauración terminada. Arranca la aplicación: aplicará las migraciones que falten.',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
