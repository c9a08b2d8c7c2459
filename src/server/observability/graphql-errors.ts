import type { FastifyReply } from 'fastify';
import type { ErrorObserver } from '../lib/error-observer.ts';

interface FormattedAnswer {
  response: { errors?: readonly { extensions?: { code?: unknown } }[] };
}

/**
 * Wraps mercurius's error formatter so every GraphQL answer's error codes reach the metrics
 * (INTERNAL_SERVER_ERROR counts as unexpected; the formatter logs it with the request's id).
 */
export function observeGraphqlErrors<E, C extends { reply?: FastifyReply }, R extends FormattedAnswer>(
  format: (execution: E, context: C) => R,
  observer: ErrorObserver,
): (execution: E, context: C) => R {
  return (execution, context) => {
    const answer = format(execution, context);
    const codes = (answer.response.errors ?? []).map((e) =>
      typeof e.extensions?.code === 'string' ? e.extensions.code : 'UNKNOWN',
    );
    // A subscription's event has no reply: its errors count, but belong to no request.
    if (codes.length > 0) observer.graphqlErrors(context.reply?.request, codes);
    return answer;
  };
}
