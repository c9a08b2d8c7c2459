import type { ExecutionResult, GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { ZodError } from 'zod';
import { inEnglish, MESSAGES } from '../../domain/messages.ts';
import { userInputDbMessage } from '../lib/db-input-errors.ts';
import { AppError } from '../lib/errors.ts';
import { problemsOf } from '../lib/validate.ts';
import { isStaff } from '../policies/roles.ts';
import { wantsGraphqlResponseJson } from './http-media.ts';
import { GRAPHQL_MAX_TOKENS } from './parse-limits.ts';

interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: { code: string; [key: string]: unknown };
}

/** Words for the transport errors a client can cause (bad JSON, a missing query, too big a body). */
const TRANSPORT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: inEnglish(MESSAGES.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object with a "query".',
  FST_ERR_CTP_BODY_TOO_LARGE: inEnglish(MESSAGES.bodyTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send GraphQL requests as application/json.',
  FST_ERR_VALIDATION:
    'The request must be a JSON object with "query" (a string) and optional "variables" (an object) and "operationName" (a string).',
  MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND: 'The request has no query. Send a JSON object with "query" (a string).',
  MER_ERR_METHOD_NOT_ALLOWED: 'Send GraphQL operations with POST.',
};

const TOO_MANY_TOKENS = /Document contains more th\w+ \d+ tokens/;

/** graphql-js ends many validation messages with "Did you mean …?", which maps the schema for a stranger. */
const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean .*\?$/s, '');

function fromValidation(error: GraphQLError, showSuggestions: boolean): FormattedError {
  let message = error.message;
  if (TOO_MANY_TOKENS.test(message)) {
    message = `The request is too long (more than ${GRAPHQL_MAX_TOKENS.toLocaleString('en')} words and symbols). Ask for fewer fields at once.`;
  } else if (!showSuggestions) message = withoutSuggestions(message);
  // graphql-armor's limits are reported as syntax errors, though the syntax is fine.
  message = message
    .replace(/^Syntax Error: (Too many )/, '$1')
    .replace(/^Syntax Error: /, 'The query is not valid GraphQL: ');
  return {
    message,
    ...(error.locations ? { locations: error.locations } : {}),
    extensions: { code: 'BAD_USER_INPUT' },
  };
}

type WithCode = { code?: unknown; statusCode?: unknown; errors?: unknown; message?: string };

/**
 * Every GraphQL answer's errors: a person's mistake is BAD_USER_INPUT (or another 4xx code)
 * with words they can act on; only our own faults are INTERNAL_SERVER_ERROR, logged with details.
 * Execution errors answer 200 (GraphQL over HTTP); a request refused before it ran answers with
 * the status of its refusal.
 */
export function createErrorFormatter(options: { suggestions: boolean }) {
  return (execution: ExecutionResult & { statusCode?: number }, context: MercuriusContext) => {
    const showSuggestions = options.suggestions || isStaff(context.user);
    const log = context.reply?.log ?? context.app.log;
    let refusedWith = 0;
    const refuse = (status: number) => {
      refusedWith = Math.max(refusedWith, status);
    };
    const errors: FormattedError[] = [];
    for (const error of execution.errors ?? []) {
      const original = error.originalError as (Error & WithCode) | undefined;
      const base = {
        ...(error.locations ? { locations: error.locations } : {}),
        ...(error.path ? { path: error.path } : {}),
      };
      if (original instanceof AppError) {
        errors.push({
          ...base,
          message: original.message,
          extensions: original.toExtensions() as FormattedError['extensions'],
        });
        if (original.headers?.['Retry-After']) context.reply?.header('Retry-After', original.headers['Retry-After']);
        // Without a path it was thrown before any resolver ran (the operation guard, the shape check).
        if (!error.path) refuse(original.statusCode);
        continue;
      }
      // Mercurius wraps parse and validation failures (and bad variables) in one error with a list.
      if (original && Array.isArray(original.errors)) {
        for (const inner of original.errors as GraphQLError[]) {
          const code = (inner as { code?: unknown }).code;
          if (typeof code === 'string' && code in TRANSPORT_MESSAGES)
            errors.push({ message: TRANSPORT_MESSAGES[code]!, extensions: { code: 'BAD_USER_INPUT' } });
          else errors.push(fromValidation(inner, showSuggestions));
        }
        refuse(400);
        continue;
      }
      if (original instanceof ZodError) {
        const problems = problemsOf(original);
        const message = problems.map((p) => (p.type !== 'body' ? `${p.type}: ${p.message}` : p.message)).join('. ');
        const messageKey = problems[0]?.messageKey;
        errors.push({
          ...base,
          message,
          extensions: { code: 'BAD_USER_INPUT', ...(messageKey ? { messageKey } : {}), details: problems },
        });
        continue;
      }
      const inputMessage = userInputDbMessage(original);
      if (inputMessage) {
        errors.push({ ...base, message: inputMessage, extensions: { code: 'BAD_USER_INPUT' } });
        continue;
      }
      const transportCode = typeof original?.code === 'string' ? original.code : undefined;
      const status = typeof original?.statusCode === 'number' ? original.statusCode : 0;
      if (transportCode && transportCode in TRANSPORT_MESSAGES) {
        const tooLarge = status === 413;
        errors.push({
          message: TRANSPORT_MESSAGES[transportCode]!,
          extensions: { code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT' },
        });
        refuse(status >= 400 && status < 500 ? status : 400);
        continue;
      }
      // A validation error of graphql-js itself has no original error.
      if (!original) {
        errors.push({ ...fromValidation(error, showSuggestions), ...base });
        refuse(400);
        continue;
      }
      log.error({ err: original }, 'graphql request failed');
      errors.push({
        ...base,
        message: inEnglish(MESSAGES.serverError),
        extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: MESSAGES.serverError },
      });
    }
    const ran = execution.data !== undefined && execution.data !== null;
    // GraphQL answers 200 with errors in the body once the operation ran; a refusal beforehand
    // keeps the status that says why.
    const statusCode = ran || refusedWith === 0 ? 200 : refusedWith;
    // application/graphql-response+json: a request refused before it ran has no `data` at all.
    if (statusCode >= 400 && wantsGraphqlResponseJson(context.reply?.request.headers.accept))
      return { statusCode, response: { errors } };
    return { statusCode, response: { data: execution.data ?? null, errors } };
  };
}
