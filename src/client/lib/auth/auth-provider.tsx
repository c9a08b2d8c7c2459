import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, ClientUser } from '../../../domain/auth-schemas.ts';
import { ApiError, onUnauthorized } from '../http-client.ts';
import { isTokenValid, readToken, tokenNeedsRefresh, writeToken } from '../token-storage.ts';
import { authApi } from './auth-api.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';

/**
 * Auth status goes configuring -> authenticated | unauthenticated (SPEC section 4). A stored
 * token is used only while unexpired; any 401 clears the token and the user.
 */
export function AuthProvider({
  children,
  initialStatus = 'configuring',
}: {
  children: ReactNode;
  /**
   * 'unauthenticated' where the session is known to be a guest's from the start: a page the
   * server renders (it never sees the token), and the browser hydrating it (it does so only
   * without a stored token), so both draw the guest's toolbar.
   */
  initialStatus?: AuthStatus;
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>(initialStatus);
  const [user, setUserState] = useState<ClientUser | null>(null);

  const clear = useCallback(() => {
    writeToken(null);
    setUserState(null);
    setStatus('unauthenticated');
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => onUnauthorized(clear), [clear]);

  useEffect(() => {
    const token = readToken();
    if (!isTokenValid(token)) {
      writeToken(null);
      setStatus('unauthenticated');
      return;
    }
    let cancelled = false;
    authApi
      .currentUser()
      .then((u) => {
        if (cancelled) return;
        setUserState(u);
        setStatus('authenticated');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Only a refusal ends the session; a failed or aborted request (offline, leaving the
        // page) keeps the token for the next load instead of signing the user out.
        if (error instanceof ApiError && error.status === 401) clear();
        else setStatus('unauthenticated');
      });
    return () => {
      cancelled = true;
    };
  }, [clear]);

  // Someone active keeps their session: a token older than a day is exchanged for a fresh one
  // (checked hourly and whenever the tab comes back). A refused refresh answers 401, which signs
  // the user out through onUnauthorized (SPEC sections 4 and 8); a network failure just waits.
  useEffect(() => {
    if (status !== 'authenticated') return;
    const renew = () => {
      if (tokenNeedsRefresh(readToken())) void authApi.refresh().catch(() => undefined);
    };
    renew();
    const timer = window.setInterval(renew, 60 * 60 * 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') renew();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [status]);

  const acceptSession = useCallback((response: AuthResponse) => {
    writeToken(response.access_token);
    setUserState(response.user);
    setStatus('authenticated');
    return response.user;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      signIn: async (input) => acceptSession(await authApi.signIn(input)),
      signUp: async (input) => acceptSession(await authApi.signUp(input)),
      acceptSession,
      signOut: clear,
      signOutEverywhere: async () => {
        await authApi.signOutEverywhere();
        clear();
      },
      changePassword: async (input) => {
        acceptSession(await authApi.changePassword(input));
      },
      updateUser: async (input) => {
        const updated = await authApi.updateUser(input);
        setUserState(updated);
        return updated;
      },
      setUser: setUserState,
    }),
    [status, user, acceptSession, clear],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
