import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, ClientUser } from '../../../domain/auth-schemas.ts';
import { onUnauthorized } from '../../lib/http-client.ts';
import { isTokenValid, readToken, writeToken } from '../../lib/token-storage.ts';
import { authApi } from './auth-api.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';

/**
 * Auth status goes configuring -> authenticated | unauthenticated (SPEC section 4). A stored
 * token is used only while unexpired; any 401 clears the token and the user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>('configuring');
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
      .catch(() => {
        if (!cancelled) clear();
      });
    return () => {
      cancelled = true;
    };
  }, [clear]);

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
