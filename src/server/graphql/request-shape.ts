import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';

const SHAPE_MESSAGE =
  'The request must be a JSON object with "query" (a string) and optional "variables" (an object) and "operationName" (a string).';

const requestSchema = z.object({
  query: z.string({ error: 'The request has no query. Send "query" as a string of GraphQL.' }),
  variables: z.record(z.string(), z.unknown(), { error: '"variables" must be a JSON object.' }).nullish(),
  operationName: z.string({ error: '"operationName" must be a string.' }).nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
});

/**
 * The body of POST /api/graphql must be GraphQL text. Mercurius would also run a parsed syntax
 * tree sent as JSON (as `query`, or as a string it fails to parse), which skips the parser's
 * token limit; only text is taken here.
 */
export async function checkGraphqlRequestShape(request: FastifyRequest): Promise<void> {
  // The live updates' WebSocket upgrade (a GET without a body) is checked per message by mercurius.
  if (request.method === 'GET' && request.headers.upgrade?.toLowerCase() === 'websocket') return;
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('BAD_USER_INPUT', SHAPE_MESSAGE);
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', parsed.error.issues[0]?.message ?? SHAPE_MESSAGE);
  if (isJson(parsed.data.query)) throw new AppError('BAD_USER_INPUT', 'The query must be GraphQL text, not JSON.');
}

/** No GraphQL document is also valid JSON, and JSON.parse gives up on GraphQL text at once. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
