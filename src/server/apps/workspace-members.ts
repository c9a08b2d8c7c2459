import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { workspaceMember } from '../policies/workspace-apps.ts';

/** A workspace user as the apps name them to each other: a board's member, a task's assignee. */
export interface WorkspaceMember {
  id: string;
  name: string;
  /** A picture's address, or empty. */
  avatar: string;
}

export const workspaceMemberColumns = { id: users.id, name: users.displayName, avatar: users.photoUrl };

/** The workspace users (staff and admins, not disabled), by name: whom a card or a task can be given to. */
export async function listWorkspaceMembers(db: Db | Tx): Promise<WorkspaceMember[]> {
  return db.select(workspaceMemberColumns).from(users).where(workspaceMember()).orderBy(asc(users.displayName));
}
