import { getNamedType, isLeafType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../domain/constants.ts';

/**
 * What one GraphQL operation may cost before it runs. A field costs 1; a field with a `limit`
 * argument (a list page) costs its children once per row it may return; a search costs more
 * than a lookup, and a mutation more than a read. Aliases repeat the cost, so a thousand
 * aliased searches are refused before any of them runs.
 */
export const QUERY_COST = {
  field: 1,
  search: 50,
  mutation: 10,
} as const;

/** Fields whose page size defaults to something other than LIST_DEFAULT_LIMIT. */
const DEFAULT_LIMITS: Record<string, number> = { searchJobs: 20 };

/** Root fields that run a search over many rows rather than a lookup by key. */
const SEARCH_FIELDS = new Set(['searchJobs', 'searchUsers', 'listJobs', 'listCompanies', 'listUsers', 'listEmployers']);

const rowsOf = (fieldName: string, limit: unknown): number => {
  const asked =
    typeof limit === 'number' && Number.isFinite(limit) ? limit : (DEFAULT_LIMITS[fieldName] ?? LIST_DEFAULT_LIMIT);
  // The resolvers cap a page at LIST_MAX_LIMIT and treat anything below 1 as 1.
  return Math.min(Math.max(Math.trunc(asked), 1), LIST_MAX_LIMIT);
};

const estimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const isRoot = type.name === 'Query' || type.name === 'Mutation';
  let own: number = QUERY_COST.field;
  if (isRoot && SEARCH_FIELDS.has(field.name)) own = QUERY_COST.search;
  else if (type.name === 'Mutation') own = QUERY_COST.mutation;
  if (isLeafType(getNamedType(field.type))) return own;
  const paged = field.args.some((a) => a.name === 'limit');
  return own + (paged ? rowsOf(field.name, args.limit) : 1) * childComplexity;
};

/** The cost of the operation that will run (variables applied, skipped fields left out). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables: variables ?? {}, operationName, estimators: [estimator] });
}

/** Variables longer than this as JSON are costed afresh: keeping them would hold large inputs. */
const MEMO_KEY_MAX = 256;

/**
 * `queryCost` remembered per parsed document and variables. Mercurius keeps the documents it
 * parsed, so a page asking the same search again hands over the same DocumentNode; walking it
 * with the schema's types cost about a twentieth of the server's CPU for a search's answer. One
 * bounded cache for all documents, so varied texts and variables cannot make it grow.
 */
export function queryCostMemo(): typeof queryCost {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextId = 0;
  const costs = new LRUCache<string, number>({ max: 5000 });
  return (schema, document, variables, operationName) => {
    const key = JSON.stringify([operationName ?? null, variables ?? {}]);
    if (key.length > MEMO_KEY_MAX) return queryCost(schema, document, variables, operationName);
    let documentId = documentIds.get(document);
    if (documentId === undefined) documentIds.set(document, (documentId = nextId++));
    const memoKey = `${documentId} ${key}`;
    let cost = costs.get(memoKey);
    if (cost === undefined) costs.set(memoKey, (cost = queryCost(schema, document, variables, operationName)));
    return cost;
  };
}
