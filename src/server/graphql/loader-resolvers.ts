import { requestLoader } from './request-loader.ts';

type Query = { obj: unknown; params: unknown };
type Batch = (queries: Query[], context: object) => Promise<unknown[]>;
type FieldResolver = (obj: unknown, params: unknown, context: object) => Promise<unknown>;

/**
 * The features' loaders (one batch function over every parent of a response, the shape of
 * mercurius loaders) as plain field resolvers. Mercurius's own loaders key every call by
 * serializing the whole parent with its arguments (safe-stable-stringify), four times over for
 * an applicant with their cover letter; here the calls of one operation are batched the same
 * way (DataLoader, within a tick) without a key. Nothing is kept between batches: a
 * subscription's context lives as long as the subscription, and a value kept there would be
 * stale at its next event. The batch functions take repeated parents as they did before.
 */
export function loaderResolvers(
  loaders: Record<string, Record<string, Batch>>,
): Record<string, Record<string, FieldResolver>> {
  const resolvers: Record<string, Record<string, FieldResolver>> = {};
  for (const [type, fields] of Object.entries(loaders)) {
    resolvers[type] = {};
    for (const [field, batch] of Object.entries(fields)) {
      const name = Symbol(`${type}.${field}`);
      resolvers[type][field] = (obj, params, context) =>
        requestLoader<Query, unknown>(context, name, (queries) => batch([...queries], context), {
          cache: false,
        }).load({ obj, params });
    }
  }
  return resolvers;
}
