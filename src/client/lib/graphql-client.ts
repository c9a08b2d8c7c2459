import type { TypedDocumentString } from '../graphql/graphql.ts';
import { api, ApiError } from './http-client.ts';

interface ErrorExtensions {
  code?: string;
  messageKey?: string;
  params?: Record<string, string | number>;
  details?: unknown;
}

/** A refusal of the API: its code, its words (English), and their key to translate (see i18n/use-message.ts). */
export class GraphqlRequestError extends Error {
  readonly messageKey: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly details: unknown;

  constructor(
    message: string,
    public readonly code: string | undefined,
    extensions: ErrorExtensions = {},
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
    this.messageKey = extensions.messageKey;
    this.params = extensions.params;
    this.details = extensions.details;
  }
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: ErrorExtensions }[];
}

/**
 * One GraphQL operation against POST /api/graphql through the HTTP client (so the bearer token,
 * token renewal and sign-out on 401 apply). The document is one of the typed documents generated
 * from the schema (`graphql(...)` in src/client/graphql), so its variables and result are typed.
 * The first error is thrown with its code.
 */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  let body: GraphqlBody<TResult>;
  try {
    body = await api<GraphqlBody<TResult>>('/graphql', {
      method: 'POST',
      body: { query: document.toString(), variables },
      signal,
    });
  } catch (error) {
    // A refusal before the operation ran (bad request, rate limit, expired session) still speaks GraphQL.
    if (error instanceof ApiError)
      throw new GraphqlRequestError(
        error.message,
        error.code ?? (error.status === 401 ? 'UNAUTHENTICATED' : undefined),
        { messageKey: error.messageKey },
      );
    throw error;
  }
  const first = body.errors?.[0];
  if (first) throw new GraphqlRequestError(first.message, first.extensions?.code, first.extensions);
  if (!body.data) throw new GraphqlRequestError('The server returned no data.', undefined);
  return body.data;
}
