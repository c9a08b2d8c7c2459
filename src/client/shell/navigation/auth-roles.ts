import type { MemberType, Role } from '../../../domain/enums.ts';

/** Role levels of SPEC section 6. An empty list means signed-out guests only. */
export const authRoles = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user'],
  onlyGuest: [],
} satisfies Record<string, Role[]>;

/**
 * Whether a user with these roles may see an item or route with this auth list: no list is
 * everyone; an empty list is guests only; otherwise the roles must intersect the list.
 */
export function hasPermission(
  auth: readonly Role[] | undefined | null,
  userRoles: readonly Role[] | undefined | null,
): boolean {
  if (auth === undefined || auth === null) return true;
  const roles = userRoles ?? [];
  if (auth.length === 0) return roles.length === 0;
  return roles.some((r) => auth.includes(r));
}

/**
 * Employers are ordinary users by role (DESIGN section 5); their screens also name the member
 * type. Staff and admin pass a member-type gate so they can help an employer.
 */
export function hasMemberAccess(
  memberType: MemberType | undefined,
  userRoles: readonly Role[] | undefined | null,
  userMemberType: MemberType | undefined | null,
): boolean {
  if (!memberType) return true;
  if ((userRoles ?? []).some((r) => r === 'admin' || r === 'staff')) return true;
  return userMemberType === memberType;
}
