import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Holds the owner's list until the transaction ends: every write that changes the order (a move,
 * a new row, a deletion, the starter list) takes it first, so two of them racing are applied one
 * after the other and each renumbers the list the other left, never a stale copy of it.
 */
export async function lockOwnersList(tx: Tx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('todo_tasks'), hashtext(${ownerId}))`);
}
