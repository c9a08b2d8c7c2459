import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (e.g. mailing a reset code after answering, so the
 * answer takes as long for an unknown address as for a known one). Failures are logged; shutdown
 * and tests wait for what is still running with idle().
 */
export function createBackground(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const running: Promise<void> = task()
        .catch((err: unknown) => log.error({ err }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
