import { and, arrayOverlaps, eq, type SQL } from 'drizzle-orm';
import type { UserRow } from '../db/rows.ts';
import { users } from '../db/schema/index.ts';
import { requireStaff, type Viewer } from './roles.ts';

// The workspace apps (mailbox, contacts, ...) are the portal staff's: staff and admins use them,
// each on their own records only. Another person's record is "not found", never theirs to see.

/** The signed-in staff member or admin; a guest is UNAUTHENTICATED, anyone else FORBIDDEN. */
export const requireWorkspaceUser = (viewer: Viewer): UserRow => requireStaff(viewer);

/** Whose record it is: only its owner reads or changes it. */
export const ownsWorkspaceRecord = (viewer: UserRow, record: { ownerId: string }): boolean =>
  viewer.id === record.ownerId;

/** The users who have a workspace (staff and admins, not disabled): who mail can be sent to. */
export const workspaceMember = (): SQL =>
  and(arrayOverlaps(users.role, ['staff', 'admin']), eq(users.disabled, false)) as SQL;
