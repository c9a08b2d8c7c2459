import * as clientDocuments from '../../client/graphql/graphql.ts';

/** The first operation's name in a document (what a client's generated document starts with). */
const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const ANY_OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

let clientOperations: ReadonlySet<string> | undefined;

/**
 * The names of the client's operations (its typed documents, which codegen checks against the
 * schema): the only names a metric label or log field may take, so callers cannot grow the
 * series without end.
 */
export function clientOperationNames(): ReadonlySet<string> {
  if (clientOperations) return clientOperations;
  const names = new Set<string>();
  for (const document of Object.values(clientDocuments as Record<string, unknown>)) {
    if (!(document instanceof String)) continue;
    const name = OPERATION_NAME.exec(document.toString())?.[1];
    if (name) names.add(name);
  }
  return (clientOperations = names);
}

/** Bounded: a known operation's name, else 'other', or 'anonymous' for an unnamed operation. */
export function graphqlOperationLabel(operationName: unknown, query: unknown): string {
  const name =
    typeof operationName === 'string' && operationName !== ''
      ? operationName
      : typeof query === 'string'
        ? ANY_OPERATION_NAME.exec(query.slice(0, 4096))?.[1]
        : undefined;
  if (name === undefined) return 'anonymous';
  return clientOperationNames().has(name) ? name : 'other';
}
