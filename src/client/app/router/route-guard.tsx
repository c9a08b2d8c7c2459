import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { MemberType, Role } from '../../../domain/enums.ts';
import { storeRedirectUrl } from '../../lib/redirect-storage.ts';
import { LoadingScreen } from '../../shell/loading-screen.tsx';
import { hasMemberAccess, hasPermission } from '../../shell/navigation/auth-roles.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Whether the address has already moved on from the page being drawn: a navigation has completed
 * but React has not drawn its page yet (the router's update is a transition). Signing out goes
 * home first and then forgets the session (lib/auth/use-sign-out-home.ts); the page left is drawn
 * once more meanwhile, for nobody, and must not send its reader to the sign-in screen.
 */
function leaving(drawn: string): boolean {
  if (typeof window === 'undefined') return false;
  const decoded = (path: string) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  };
  return decoded(window.location.pathname) !== decoded(drawn);
}

/**
 * Guest-only routes send a signed-in user home; protected routes send a guest to /sign-in,
 * remembering where they were going.
 */
export function RouteGuard({
  auth,
  memberType,
  children,
}: {
  auth: Role[] | undefined;
  memberType?: MemberType;
  children: ReactNode;
}) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (auth === undefined) return children;
  if (status === 'configuring') return <LoadingScreen />;
  if (hasPermission(auth, user?.role) && hasMemberAccess(memberType, user?.role, user?.memberType)) return children;
  if (auth.length === 0) return <Navigate to="/" replace />;
  if (!user) {
    if (leaving(location.pathname)) return <LoadingScreen />;
    storeRedirectUrl(location.pathname + location.search);
    return <Navigate to="/sign-in" replace />;
  }
  return <Navigate to="/" replace />;
}
