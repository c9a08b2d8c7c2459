import type { EmotionCache } from '@emotion/cache';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import type { AuthStatus } from '../lib/auth/auth-context.ts';
import { AppThemeProvider } from '../shell/theme/theme-provider.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * What every screen sits in: server state, theme and session. The browser mounts it around its
 * router (main.tsx); the server around a static router, once per page it renders (entry-server.tsx).
 */
export function AppProviders({
  queryClient,
  styleCache,
  initialAuth,
  children,
}: {
  queryClient: QueryClient;
  styleCache?: EmotionCache;
  initialAuth?: AuthStatus;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider styleCache={styleCache}>
        <AuthProvider initialStatus={initialAuth}>{children}</AuthProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
