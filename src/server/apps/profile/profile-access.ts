import { eq } from 'drizzle-orm';
import { isId } from '../../../domain/ids.ts';
import { PROFILE_PAGE_MESSAGES as M } from '../../../domain/profile-page-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { profileSettings, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isStaff } from '../../policies/roles.ts';

export const profileNotFound = () => new AppError('NOT_FOUND', M.notFound);

/** Someone with a workspace (staff or admin, not disabled): they see each other's profile pages. */
const hasWorkspace = (user: Pick<UserRow, 'role' | 'disabled'>): boolean => isStaff(user) && !user.disabled;

/**
 * Whose page the viewer may open: their own, and a workspace colleague's when they have a
 * workspace too. Job seekers' and employers' pages are their own only (their activity is private),
 * and anyone else's is NOT_FOUND, never a hint that it exists.
 */
export const mayView = (viewer: UserRow, owner: UserRow): boolean =>
  viewer.id === owner.id || (hasWorkspace(viewer) && hasWorkspace(owner));

/** The owner of the page the viewer asks for (their own without an id), or NOT_FOUND. */
export async function pageOwner(db: Db, viewer: UserRow, userId?: string | null): Promise<UserRow> {
  if (!userId || userId === viewer.id) return viewer;
  if (!isId(userId)) throw profileNotFound();
  const [owner] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!owner || !mayView(viewer, owner)) throw profileNotFound();
  return owner;
}

export interface ProfileSettingsData {
  allowLikes: boolean;
  allowComments: boolean;
}

/** The owner's choice about likes and comments; without a stored choice, both are open. */
export async function settingsOf(db: Db, userId: string): Promise<ProfileSettingsData> {
  const [row] = await db.select().from(profileSettings).where(eq(profileSettings.userId, userId)).limit(1);
  return { allowLikes: row?.allowLikes ?? true, allowComments: row?.allowComments ?? true };
}

export { hasWorkspace };
