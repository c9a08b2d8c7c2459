import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useAuth } from './use-auth.ts';

/**
 * Goes home, then signs out (`end`: the local sign-out, or one that also ends the account's
 * sessions on the server). In this order because the router keeps drawing the page being left
 * until the home page's code is in, and its update is a transition, drawn after the sign-out: a
 * page that needs sign-in, redrawn for nobody, would send its reader to the sign-in screen
 * instead of home.
 */
export function useSignOutHome(): (end?: () => void | Promise<void>, options?: NavigateOptions) => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (end = signOut, options) => {
      await navigate('/', options);
      await end();
    },
    [navigate, signOut],
  );
}
