import type { TypedDocumentString } from '../graphql/graphql.ts';
import { api, ApiError } from './http-client.ts';

export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    public readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * One GraphQL operation against POST /api/graphql through the HTTP client (so the bearer token,
 * token renewal and sign-out on 401 apply). The document is one of the typed documents generated
 * from the schema (`graphql(...)` in src/client/graphql), so its variables and result are typed.
 * The first error is thrown with its code.
 */
export async function request<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables, signal?: AbortSignal): Promise<TResult> {
  let body: GraphqlBody<TResult>;
  try {
    body = await api<GraphqlBody<TResult>>('/graphql', { method: 'POST', body: { query: document.toString(), variables }, signal });
  } catch (error) {
    if (error instanceof ApiError) throw new GraphqlRequestError(error.message, error.status === 401 ? 'UNAUTHENTICATED' : undefined);
    throw error;
  }
  const first = body.errors?.[0];
  if (first) throw new GraphqlRequestError(first.message, first.extensions?.code);
  if (!body.data) throw new GraphqlRequestError('The server returned no data.', undefined);
  return body.data;
}
