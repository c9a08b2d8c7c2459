import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { MemberType, Role } from '../../../domain/enums.ts';
import type { LayoutConfig } from '../../shell/layout-config.ts';
import { CookieConsentBanner } from '../../features/cookie-consent/cookie-consent-banner.tsx';
import { AnalyticsTracker } from '../../features/apps/index.ts';
import { LiveNotifications, NotificationsBell } from '../../features/apps/notifications/index.ts';
import { ToolbarExtrasContext } from '../../shell/toolbar/toolbar-extras.ts';
import { ShellLayout } from '../../shell/layouts/shell-layout.tsx';
import { LoadingScreen } from '../../shell/loading-screen.tsx';
import { NotificationProvider } from '../../shell/notifications/notification-provider.tsx';
import { SettingsProvider } from '../../shell/settings/settings-provider.tsx';
import { ShellUiProvider } from '../../shell/shell-ui-provider.tsx';
import { ShellThemeProvider } from '../../shell/theme/shell-theme-provider.tsx';
import { isRouteHandle } from './route-handle.ts';
import { RouteGuard } from './route-guard.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Reads the declared layout overrides and auth down the matched routes, so no screen reaches into the shell. */
function useRouteSettings(): {
  layout: LayoutConfig | undefined;
  auth: Role[] | undefined;
  memberType: MemberType | undefined;
} {
  const matches = useMatches();
  let layout: LayoutConfig | undefined;
  let auth: Role[] | undefined;
  let memberType: MemberType | undefined;
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    const own = match.handle.layout;
    if (own) {
      layout = {
        ...layout,
        ...own,
        navbar: { ...layout?.navbar, ...own.navbar },
        toolbar: { ...layout?.toolbar, ...own.toolbar },
        footer: { ...layout?.footer, ...own.footer },
        leftSidePanel: { ...layout?.leftSidePanel, ...own.leftSidePanel },
        rightSidePanel: { ...layout?.rightSidePanel, ...own.rightSidePanel },
      };
    }
    if (match.handle.auth !== undefined) auth = match.handle.auth;
    if (match.handle.memberType !== undefined) memberType = match.handle.memberType;
  }
  return { layout, auth, memberType };
}

/** The app's controls in the toolbar beside the user menu. */
const TOOLBAR_EXTRAS = <NotificationsBell />;

export function RootLayout() {
  const { layout, auth, memberType } = useRouteSettings();
  return (
    <NotificationProvider>
      <SettingsProvider>
        <ShellThemeProvider>
          <ShellUiProvider>
            <LiveNotifications />
            <ToolbarExtrasContext.Provider value={TOOLBAR_EXTRAS}>
              <ShellLayout override={layout}>
                <ScrollToTop />
                <RouteGuard auth={auth} memberType={memberType}>
                  <Suspense fallback={<LoadingScreen />}>
                    <Outlet />
                  </Suspense>
                </RouteGuard>
              </ShellLayout>
            </ToolbarExtrasContext.Provider>
            <CookieConsentBanner />
            <AnalyticsTracker />
          </ShellUiProvider>
        </ShellThemeProvider>
      </SettingsProvider>
    </NotificationProvider>
  );
}
