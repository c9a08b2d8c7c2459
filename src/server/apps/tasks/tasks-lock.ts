import { getTableName, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { taskItems } from '../../db/schema/index.ts';

/**
 * Holds the owner's list until the transaction ends: every write that changes the order (a move,
 * a new row, a deletion, the starter list) takes it first, so two of them racing are applied one
 * after the other and each renumbers the list the other left, never a stale copy of it.
 */
export async function lockOwnersList(tx: Tx, ownerId: string): Promise<void> {
  // Keyed by the table's name (as before the rename of its TypeScript name), so every process agrees.
  const list = getTableName(taskItems);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${list}), hashtext(${ownerId}))`);
}
