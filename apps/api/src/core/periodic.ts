import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a task every `intervalMs` in this process, never two runs at once; `stop` waits for the
 * run under way. A failed run is logged and the next one goes ahead.
 */
export function periodic(name: string, task: () => Promise<unknown>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = task()
          .catch((err) => log.error({ err }, `${name} failed`))
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
