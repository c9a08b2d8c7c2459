import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * GraphQL over HTTP (graphql.github.io/graphql-over-http): the media type a client may ask for
 * instead of application/json. With it, a request that fails to parse or validate answers 4xx
 * and has no `data` entry, so a client can tell "never ran" from "ran with errors" by the status.
 */
export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';

/** Each media range of an Accept header with its quality (RFC 9110 §12.5.1); parameters other than q are ignored. */
function qualities(accept: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (!type) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    found.set(type, Math.max(found.get(type) ?? 0, Number.isFinite(value) ? value : 0));
  }
  return found;
}

/**
 * Whether the answer goes out as application/graphql-response+json: only when the client names
 * it and does not prefer application/json. A client that names neither (or `*∕*`, or no Accept
 * at all) keeps application/json, which every client of today expects.
 */
export function wantsGraphqlResponseJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const q = qualities(accept);
  const preferred = q.get(GRAPHQL_RESPONSE_JSON) ?? 0;
  return preferred > 0 && preferred >= (q.get('application/json') ?? 0);
}

/**
 * Route preValidation: mercurius's body schema takes `extensions` only as an object, though the
 * spec lets a client send null for any optional parameter (GraphQL clients send
 * `"extensions": null`); and Fastify's type coercion would turn `"variables": 0` or `false` into
 * null and run the operation, where the spec asks for a 400.
 */
export async function normalizeGraphqlBody(request: FastifyRequest): Promise<void> {
  if (request.method !== 'POST') return;
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  if (fields.extensions === null) delete fields.extensions;
  const variables = fields.variables;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    throw new AppError('BAD_USER_INPUT', '"variables" must be a JSON object.');
}

/**
 * Route onSend: labels the answer with the media type the client asked for. Only the header
 * changes (the body is the same JSON), so it also fits a kept search answer and one already
 * compressed; the error formatter leaves `data` out of refusals for such a client.
 */
export async function labelGraphqlAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!wantsGraphqlResponseJson(request.headers.accept)) return payload;
  reply.header('content-type', `${GRAPHQL_RESPONSE_JSON}; charset=utf-8`);
  const vary = reply.getHeader('vary');
  const varied = typeof vary === 'string' ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
  if (!varied.includes('accept') && !varied.includes('*'))
    reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept` : 'accept');
  return payload;
}
