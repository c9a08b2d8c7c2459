import type { ClientUser } from '../../../domain/auth-schemas.ts';

export type RoleLabel = 'admin' | 'staff' | 'employer' | 'jobseeker';

/** What to call the signed-in person under their name: the highest role, else their member type. */
export function roleLabelOf(user: Pick<ClientUser, 'role' | 'memberType'>): RoleLabel {
  if (user.role.includes('admin')) return 'admin';
  if (user.role.includes('staff')) return 'staff';
  return user.memberType === 'employer' ? 'employer' : 'jobseeker';
}
