import { Box } from '@mui/material';
import { NavigationSearch } from '../search/navigation-search.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { QuickPanelToggle } from './quick-panel-toggle.tsx';
import { useToolbarExtras } from './toolbar-extras.ts';
import { UserMenu } from './user-menu.tsx';

/** The toolbar's controls in the order of SPEC section 2. */
export function ToolbarControls() {
  const extras = useToolbarExtras();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
      <LanguageSwitcher />
      <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <FullscreenToggle />
      </Box>
      <NavigationSearch />
      <QuickPanelToggle />
      {extras}
      <UserMenu />
    </Box>
  );
}
