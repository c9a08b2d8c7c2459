import type { Client } from 'graphql-ws';
import type { TypedDocumentString } from '../../graphql/graphql.ts';
import { readToken } from '../token-storage.ts';

// Live updates: GraphQL subscriptions over ONE WebSocket per page (graphql-transport-ws at
// /api/graphql), signed in by the stored bearer token in the connection's init payload. The
// socket opens with the first subscription and closes a moment after the last one ends; a dropped
// connection reconnects by itself (with growing pauses), and signing in as someone else starts a
// new connection with the new token.

let client: Client | undefined;
let clientToken: string | null = null;

const liveUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/graphql`;

async function liveClient(): Promise<Client | undefined> {
  const token = readToken();
  if (!token) return undefined;
  if (client && clientToken === token) return client;
  // A new person (or a renewed token): the old connection was signed in as the old one.
  void client?.dispose();
  const { createClient } = await import('graphql-ws');
  clientToken = token;
  client = createClient({
    url: liveUrl(),
    connectionParams: () => ({ authorization: `Bearer ${readToken() ?? ''}` }),
    lazy: true,
    lazyCloseTimeout: 3000,
    keepAlive: 25_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      const ms = Math.min(30_000, 1000 * 2 ** Math.min(retries, 5)) * (0.75 + Math.random() * 0.5);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  return client;
}

/**
 * Subscribes to one GraphQL subscription; `onData` gets each result's data. Answers a function
 * that ends the subscription. Without a signed-in person it does nothing.
 */
export function subscribeLive<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
): () => void {
  let stop: (() => void) | undefined;
  let ended = false;
  void liveClient().then((c) => {
    if (!c || ended) return;
    stop = c.subscribe<TResult>(
      { query: document.toString(), variables: variables as Record<string, unknown> },
      {
        next: (result) => {
          if (result.data) onData(result.data as TResult);
        },
        // The client reconnects by itself; a refused subscription (signed out) just ends.
        error: () => undefined,
        complete: () => undefined,
      },
    );
  });
  return () => {
    ended = true;
    stop?.();
  };
}

/** Closes the live connection (signing out). */
export function closeLive(): void {
  void client?.dispose();
  client = undefined;
  clientToken = null;
}
