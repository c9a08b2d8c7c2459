import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Layout1 } from '../../shell/layout1/layout1.tsx';
import { defaultLayoutConfig, type LayoutConfig } from '../../shell/layout-config.ts';
import { LoadingScreen } from '../../shell/loading-screen.tsx';
import type { Role } from '../../../domain/enums.ts';
import { isRouteHandle } from './route-handle.ts';
import { RouteGuard } from './route-guard.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Reads the deepest route's declared layout and auth, so no screen reaches into the shell. */
function useRouteSettings(): { layout: LayoutConfig; auth: Role[] | undefined } {
  const matches = useMatches();
  let layout = defaultLayoutConfig;
  let auth: Role[] | undefined;
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    if (match.handle.layout) layout = { ...layout, ...match.handle.layout };
    if (match.handle.auth !== undefined) auth = match.handle.auth;
  }
  return { layout, auth };
}

export function RootLayout() {
  const { layout, auth } = useRouteSettings();
  return (
    <Layout1 config={layout}>
      <ScrollToTop />
      <RouteGuard auth={auth}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
    </Layout1>
  );
}
