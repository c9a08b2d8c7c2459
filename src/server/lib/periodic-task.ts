import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` now and then every `intervalMs`; the returned function stops it and waits for a run
 * in progress. A run still going (a slow mail server) is not overtaken by the next tick; a failed
 * run is logged and retried by the next one, never bringing the server down; the timer alone does
 * not keep the process alive.
 */
export function startPeriodicTask(
  name: string,
  task: () => Promise<void>,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(task).catch((error: unknown) => {
      if (!stopped) log.error({ err: error }, `${name} run failed`);
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
