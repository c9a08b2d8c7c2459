import type { FastifyRequest } from 'fastify';

/** Told of the errors requests end with (the REST error handler, the GraphQL error formatter): the metrics. */
export interface ErrorObserver {
  /** The codes (`extensions.code`) of a GraphQL answer's errors; no request for a subscription's. */
  graphqlErrors(request: FastifyRequest | undefined, codes: readonly string[]): void;
  /** A fault of ours that answered 500 (REST) or INTERNAL_SERVER_ERROR (GraphQL). */
  unexpected(where: 'http' | 'graphql'): void;
}

export const noErrorObserver: ErrorObserver = { graphqlErrors: () => undefined, unexpected: () => undefined };
