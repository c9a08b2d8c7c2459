import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObserver } from './error-observer.ts';
import { ZodError } from 'zod';
import { inEnglish, MESSAGES } from '../../domain/messages.ts';
import { userInputDbMessage } from './db-input-errors.ts';
import { AppError, badInput } from './errors.ts';
import { invalidInput } from './validate.ts';
import { unstorableTextPath } from './well-formed.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/**
 * Every error leaves as JSON with a message a person can act on. A user's mistake is always
 * a 4xx; only our own faults are 500, and their details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance, observer?: ErrorObserver): void {
  // Every JSON body is checked for text PostgreSQL cannot store before any route sees it.
  app.addHook('preHandler', async (request) => {
    if (typeof request.body !== 'object' || request.body === null) return;
    const where = unstorableTextPath(request.body);
    if (where)
      throw badInput(
        `The text at ${where} contains a character that is not allowed (a broken or null character). Remove it and try again.`,
      );
  });
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof ZodError) error = invalidInput(error);
    if (error instanceof AppError) {
      if (error.restBody !== undefined) return reply.code(error.statusCode).send(error.restBody);
      // A GraphQL request refused before it ran (a bad token or API key) answers in GraphQL's shape.
      if (request.url.startsWith('/api/graphql')) {
        observer?.graphqlErrors(request, [error.code]);
        return reply
          .code(error.statusCode)
          .send({ data: null, errors: [{ message: error.message, extensions: error.toExtensions() }] });
      }
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: STATUS_TEXT[error.statusCode] ?? 'Error',
        message: error.message,
        ...(error.messageKey ? { messageKey: error.messageKey } : {}),
        ...(error.details ? { errors: error.details } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = error.message;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = inEnglish(MESSAGES.bodyTooLarge);
      else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
        message = inEnglish(MESSAGES.invalidJson);
      else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        message = 'This content type is not accepted here; send JSON.';
      else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'The request body is empty; send a JSON object.';
      return reply.code(status).send({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message });
    }
    const inputMessage = userInputDbMessage(error);
    if (inputMessage) return reply.code(400).send({ statusCode: 400, error: STATUS_TEXT[400], message: inputMessage });
    request.log.error({ err: error }, 'unhandled error');
    observer?.unexpected('http');
    return reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: inEnglish(MESSAGES.serverError),
      messageKey: MESSAGES.serverError,
    });
  });
}
