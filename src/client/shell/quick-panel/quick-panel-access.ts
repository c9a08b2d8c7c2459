import { useAuth } from '../../lib/auth/use-auth.ts';
import { authRoles, hasPermission } from '../navigation/auth-roles.ts';

/**
 * The quick panel's notes and events are the notes and calendar apps' records, which are the
 * staff's (the server refuses anyone else: docs/access.md), so only staff and admins are offered it.
 */
export function useQuickPanelAllowed(): boolean {
  const { user } = useAuth();
  return hasPermission(authRoles.staff, user?.role ?? null);
}
