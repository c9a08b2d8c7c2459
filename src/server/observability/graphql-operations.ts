import { CLIENT_OPERATION_NAMES } from '../graphql/generated/client-operations.ts';

/**
 * The names of the client's operations (its typed documents, which codegen checks against the
 * schema): the only names a metric label or log field takes, so callers cannot grow the series.
 */
const KNOWN: ReadonlySet<string> = new Set(CLIENT_OPERATION_NAMES);

/** The first operation's name in a document, when the request does not name one. */
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** Bounded: a known operation's name, else 'other', or 'anonymous' for an unnamed operation. */
export function graphqlOperationLabel(operationName: unknown, query: unknown): string {
  const name =
    typeof operationName === 'string' && operationName !== ''
      ? operationName
      : typeof query === 'string'
        ? OPERATION_NAME.exec(query.slice(0, 4096))?.[1]
        : undefined;
  if (name === undefined) return 'anonymous';
  return KNOWN.has(name) ? name : 'other';
}
