import { notFound } from '../lib/errors.ts';

/**
 * A field of an object a list read in part (search results carry what lists show): as read, or
 * from its whole row (`whole`, batched per response by the caller). Only a row removed since
 * the list was read, within the same request, is missing: `what` names it in the error.
 */
export async function listedField<Row, K extends keyof Row>(
  listed: Partial<Pick<Row, K>>,
  name: K,
  whole: () => Promise<Row | null>,
  what: string,
): Promise<Row[K]> {
  const value = listed[name];
  if (value !== undefined) return value as Row[K];
  const row = await whole();
  if (!row) throw notFound(what);
  return row[name];
}
