import mercurius from 'mercurius';

export type GraphqlErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

/** A GraphQL error whose message is meant for the person, with a machine-readable code. */
export class GraphqlError extends mercurius.ErrorWithProps {
  /**
   * `details` goes under extensions.details; `extra` adds fields beside the code (for example
   * `reason`), for clients that react to a kind of refusal rather than its words.
   */
  constructor(code: GraphqlErrorCode, message: string, details?: unknown, extra: Record<string, unknown> = {}) {
    super(message, { ...extra, code, ...(details === undefined ? {} : { details }) });
  }
}

export const unauthenticated = (message = 'Sign in to do this.') => new GraphqlError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this.') => new GraphqlError('FORBIDDEN', message);
export const badInput = (message: string, details?: unknown) => new GraphqlError('BAD_USER_INPUT', message, details);
export const notFound = (what: string) => new GraphqlError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string) => new GraphqlError('CONFLICT', message);
