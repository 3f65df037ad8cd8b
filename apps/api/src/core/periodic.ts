import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a task every `intervalMs` in this process, never two runs at once; `stop` waits for the
 * run under way. A failed run is logged and the next one goes ahead.
 */
export function periodic(name: string, task: () => Promise<unknown>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .catch((err) => log.error({ err }, `${name} failed`))
      .finally(() => (running = undefined));
  };
  return {
    /** Runs every `intervalMs`; with `now`, a first run right away instead of a period later. */
    start(intervalMs: number, opts: { now?: boolean } = {}) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(run, intervalMs);
      timer.unref();
      if (opts.now) run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
