import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

// Ordered lists kept numbered 0, 1, 2 … (the tasks app's rows, the scrumboard's lists and cards):
// a move computes the new order of ids, then one statement writes it.

/** The ids with `id` put at `position`, clamped to the list (a stale client may aim past its end). */
export function placed(ids: string[], id: string, position: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.min(Math.max(position, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Numbers the rows 0 to n-1 in the order of `ids`, in one statement that writes only the rows
 * whose number changes; `scope` narrows the rows it may touch (e.g. the owner's).
 */
export async function renumberRows(tx: Tx, place: PgColumn, id: PgColumn, ids: string[], scope?: SQL): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`
    update ${place.table} set ${sql.identifier(place.name)} = (p.place - 1)::int
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as p(id, place)
    where ${id} = p.id::uuid and ${place} <> p.place - 1${scope ? sql` and ${scope}` : sql``}`);
}
