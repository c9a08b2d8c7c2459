/** Where a server is in its life, as a load balancer should see it. */
export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface Readiness {
  readonly state: ReadinessState;
  /**
   * From now on /api/health/ready answers 503, so the balancer stops sending new requests while
   * this process still serves the ones it gets (SIGTERM: main.ts waits DRAIN_DELAY_MS, then closes).
   */
  markDraining(): void;
  /** The server listens and answers (Fastify's onReady); a draining server stays draining. */
  markReady(): void;
}

export function createReadiness(): Readiness {
  let state: ReadinessState = 'starting';
  return {
    get state() {
      return state;
    },
    markDraining() {
      state = 'draining';
    },
    markReady() {
      if (state === 'starting') state = 'ready';
    },
  };
}
