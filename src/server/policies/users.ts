import { isAdmin, isStaff } from './roles.ts';
import type { UserRow } from '../db/rows.ts';

// People's records: each person their own, the portal staff anyone's. Roles are the admins'.

export const canReadUser = (viewer: UserRow, targetId: string): boolean => viewer.id === targetId || isStaff(viewer);
export const canEditUser = (viewer: UserRow, targetId: string): boolean => viewer.id === targetId || isStaff(viewer);
/** Only admins set roles, and nobody their own (so the acting admin always stays one). */
export const canSetRoles = (viewer: UserRow, targetId: string): boolean => isAdmin(viewer) && viewer.id !== targetId;
/** CPA status and member type are the staff's to set, never one's own. */
export const canSetStaffFields = (viewer: UserRow, targetId: string): boolean =>
  isStaff(viewer) && viewer.id !== targetId;
/** Staff disable accounts, never their own; only an admin disables a staff or admin account. */
export const canDisable = (viewer: UserRow, target: Pick<UserRow, 'id' | 'role'>): boolean =>
  isStaff(viewer) && viewer.id !== target.id && (!isStaff(target) || isAdmin(viewer));
