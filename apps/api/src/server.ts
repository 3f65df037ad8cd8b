import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { apiRoot } from './core/db/paths.ts';
import { prepareData } from './seed/bootstrap.ts';

const SHUTDOWN_GRACE_MS = 20_000;

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(apiRoot, '..', 'web', 'dist');
  const app = await buildApp(config);
  await prepareData(app);
  await app.deps.database.warm();

  // SIGTERM: stop accepting, let requests and socket messages under way finish, then close the
  // database (app.ts). A shutdown that hangs is cut after SHUTDOWN_GRACE_MS.
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Armonía lista en ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
