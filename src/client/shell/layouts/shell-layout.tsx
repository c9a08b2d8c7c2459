import { useMemo, type ReactNode } from 'react';
import { applyLayoutConfig, type LayoutConfig } from '../layout-config.ts';
import { QuickPanel } from '../quick-panel/quick-panel.tsx';
import { SettingsButton } from '../settings/settings-button.tsx';
import { useSettings } from '../settings/settings-context.ts';
import { SettingsPanel } from '../settings/settings-panel.tsx';
import { Layout1 } from './layout1.tsx';
import { Layout2 } from './layout2.tsx';
import { Layout3 } from './layout3.tsx';
import { LayoutFrame } from './layout-frame.tsx';
import { LayoutSettingsContext } from './layout-settings-context.ts';
import { SkipLink } from './skip-link.tsx';

const layouts = { layout1: Layout1, layout2: Layout2, layout3: Layout3 };

/** Renders the chosen layout with the route's overrides laid over the user's settings. */
export function ShellLayout({ override, children }: { override: LayoutConfig | undefined; children: ReactNode }) {
  const { settings } = useSettings();
  const effective = useMemo(() => applyLayoutConfig(settings.layout.config, override), [settings.layout.config, override]);
  const Layout = layouts[settings.layout.style];
  // A bare screen (the consent screens) offers no shell chrome at all, settings included.
  const bare = !effective.navbar.display && !effective.toolbar.display;
  return (
    <LayoutSettingsContext.Provider value={effective}>
      <SkipLink />
      <LayoutFrame>
        <Layout>{children}</Layout>
      </LayoutFrame>
      {!bare && <SettingsButton />}
      <SettingsPanel />
      <QuickPanel />
    </LayoutSettingsContext.Provider>
  );
}
