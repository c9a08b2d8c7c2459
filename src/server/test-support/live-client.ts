import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client to a listening test server, signed in with `token` (or not). */
export function liveClient(app: FastifyInstance, token: string | undefined): Client {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  return createClient({
    url: `ws://127.0.0.1:${address.port}/api/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

/** Subscribes and collects what arrives; `next(n)` waits until n results came (or times out). */
export function collect<T = Record<string, unknown>>(client: Client, query: string) {
  const results: { data?: T; errors?: readonly { message: string }[] }[] = [];
  const errors: unknown[] = [];
  let wake: (() => void) | undefined;
  let closed = false;
  const dispose = client.subscribe<T>(
    { query },
    {
      next: (value) => {
        results.push(value as never);
        wake?.();
      },
      error: (error) => {
        errors.push(error);
        wake?.();
      },
      complete: () => {
        closed = true;
        wake?.();
      },
    },
  );
  return {
    results,
    errors,
    get closed() {
      return closed;
    },
    dispose,
    async next(n: number, timeoutMs = 5000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (results.length < n && errors.length === 0 && !closed) {
        if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms for ${n} live results, got ${results.length}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    /** Waits until the subscription failed or ended. */
    async settled(timeoutMs = 5000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (errors.length === 0 && !closed && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    },
  };
}

/** A second server process on the same database and settings (the two behind a load balancer), listening. */
export async function secondServer(config: AppConfig): Promise<FastifyInstance> {
  const app = await buildApp({ ...config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
