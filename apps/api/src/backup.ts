import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { createBackup } from './core/backup.ts';

/** `npm run backup [-- --out carpeta]`: database, uploaded files and generated secret. */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const { dir, manifest } = await createBackup(config, { out: values.out });
  console.log(
    `Respaldo listo en ${dir}\n` +
      `  base de datos: ${manifest.kind === 'postgres' ? 'PostgreSQL' : 'embebida'} (migración ${manifest.migration ?? 'ninguna'})\n` +
      `  archivos subidos: ${manifest.uploads ? 'sí' : 'no había'}\n` +
      `  secreto generado: ${manifest.secretKey ? 'sí' : 'no (SESSION_SECRET se guarda aparte)'}\n` +
      'Contiene datos de pacientes: guárdalo cifrado y fuera de este equipo.',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
