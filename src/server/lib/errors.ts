import { englishText, isMessageKey, MESSAGES } from '../../domain/messages.ts';

/**
 * A refusal meant for the person who made the request, the same whether it leaves over REST or
 * GraphQL: a stable code, words they can act on, and the key of those words when they come from
 * a message catalog (so a client shows them in its own language). Services throw these; one place
 * maps them to HTTP (lib/error-handler.ts) and one to GraphQL (graphql/error-formatter.ts).
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE';

export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

export interface AppErrorOptions {
  /** Per-field problems (REST `errors`, GraphQL `extensions.details`). */
  details?: unknown;
  /** Values for the placeholders of the message's translations. */
  params?: Record<string, string | number>;
  /** More machine-readable facts beside the code (GraphQL extensions), e.g. `reason`. */
  extensions?: Record<string, unknown>;
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** A REST body the specification fixes for this refusal, sent instead of the usual JSON error. */
  restBody?: unknown;
}

export class AppError extends Error {
  readonly messageKey: string | undefined;
  readonly details: unknown;
  readonly params: Record<string, string | number> | undefined;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string> | undefined;
  readonly restBody: unknown;

  /** `text` is a message key (its English words are sent) or, for one-off words, the words. */
  constructor(
    public readonly code: ErrorCode,
    text: string,
    options: AppErrorOptions = {},
  ) {
    super(englishText(text, options.params) ?? text);
    this.name = 'AppError';
    this.messageKey = isMessageKey(text) ? text : undefined;
    this.details = options.details;
    this.params = options.params;
    this.extra = options.extensions ?? {};
    this.headers = options.headers;
    this.restBody = options.restBody;
  }

  get statusCode(): number {
    return STATUS_OF_CODE[this.code];
  }

  /** What a GraphQL error's `extensions` carry. */
  toExtensions(): Record<string, unknown> {
    return {
      ...this.extra,
      code: this.code,
      ...(this.messageKey ? { messageKey: this.messageKey } : {}),
      ...(this.params ? { params: this.params } : {}),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

export const badInput = (text: string, details?: unknown) => new AppError('BAD_USER_INPUT', text, { details });
export const unauthenticated = (text = 'Sign in to do this.') => new AppError('UNAUTHENTICATED', text);
export const forbidden = (text = 'You are not allowed to do this.') => new AppError('FORBIDDEN', text);
/** `what` is a thing ("The company": "The company was not found.") or a message key. */
export const notFound = (what: string) =>
  new AppError('NOT_FOUND', isMessageKey(what) ? what : `${what} was not found.`);
export const conflict = (text: string) => new AppError('CONFLICT', text);
export const tooMany = (text: string, options: AppErrorOptions = {}) =>
  new AppError('TOO_MANY_REQUESTS', text, options);
export const tooManyRequests = (retryAfterSeconds: number) =>
  tooMany(MESSAGES.tooManyAttempts, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
