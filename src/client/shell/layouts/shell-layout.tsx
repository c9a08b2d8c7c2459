import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { applyLayoutConfig, type LayoutConfig } from '../layout-config.ts';
import { SettingsButton } from '../settings/settings-button.tsx';
import { useSettings } from '../settings/settings-context.ts';
import { useShellUi } from '../shell-ui-context.ts';
import { LoadingScreen } from '../loading-screen.tsx';
import { Layout2 } from './layout2.tsx';
import { LayoutFrame } from './layout-frame.tsx';
import { LayoutSettingsContext } from './layout-settings-context.ts';
import { SkipLink } from './skip-link.tsx';

// layout2 is the public site's, which every server-rendered page is drawn in; the admin shells
// (side navbar, toolbar, page search, shortcuts) load with the first page that shows them.
const layouts = {
  layout1: lazy(async () => ({ default: (await import('./layout1.tsx')).Layout1 })),
  layout2: Layout2,
  layout3: lazy(async () => ({ default: (await import('./layout3.tsx')).Layout3 })),
};

// The panels load on first use, keeping the first page load light.
const SettingsPanel = lazy(async () => ({ default: (await import('../settings/settings-panel.tsx')).SettingsPanel }));
const QuickPanel = lazy(async () => ({ default: (await import('../quick-panel/quick-panel.tsx')).QuickPanel }));

/** Renders the chosen layout with the route's overrides laid over the user's settings. */
export function ShellLayout({ override, children }: { override: LayoutConfig | undefined; children: ReactNode }) {
  const { settings } = useSettings();
  const { settingsOpen, quickPanelOpen } = useShellUi();
  const settingsLoaded = useOpenedOnce(settingsOpen);
  const quickPanelLoaded = useOpenedOnce(quickPanelOpen);
  const effective = useMemo(
    () => applyLayoutConfig(settings.layout.config, override),
    [settings.layout.config, override],
  );
  const Layout = layouts[settings.layout.style];
  // A bare screen (the consent screens) offers no shell chrome at all, settings included.
  const bare = !effective.navbar.display && !effective.toolbar.display;
  // The public top bar has its own settings button (in the drawer on a phone): no tab over the page.
  const topBarSettings = settings.layout.style === 'layout2' && effective.navbar.display && !effective.toolbar.display;
  return (
    <LayoutSettingsContext.Provider value={effective}>
      <SkipLink />
      <LayoutFrame>
        <Suspense fallback={<LoadingScreen />}>
          <Layout>{children}</Layout>
        </Suspense>
      </LayoutFrame>
      {!bare && !topBarSettings && <SettingsButton />}
      <Suspense fallback={null}>
        {settingsLoaded && <SettingsPanel />}
        {quickPanelLoaded && <QuickPanel />}
      </Suspense>
    </LayoutSettingsContext.Provider>
  );
}
