import type { Role } from '../../domain/enums.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import type { UserRow } from '../db/rows.ts';

// Who someone is to the portal. Every check of a role is here; nothing else reads `user.role`.

/** Anything that knows who is asking: a GraphQL context, or { user } built by a REST route. */
export interface Viewer {
  user: UserRow | undefined;
}

type WithRoles = Pick<UserRow, 'role'> | undefined;

export const hasRole = (user: WithRoles, ...roles: Role[]): boolean =>
  Boolean(user?.role.some((r) => roles.includes(r)));
/** The body's own people: staff and admins. */
export const isStaff = (user: WithRoles): boolean => hasRole(user, 'staff', 'admin');
export const isAdmin = (user: WithRoles): boolean => hasRole(user, 'admin');

export function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw unauthenticated();
  return viewer.user;
}

export function requireStaff(viewer: Viewer): UserRow {
  const user = requireUser(viewer);
  if (!isStaff(user)) throw forbidden('Only the portal staff can do this.');
  return user;
}
