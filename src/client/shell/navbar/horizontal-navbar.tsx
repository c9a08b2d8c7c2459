import { AppBar, Box, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaTheme } from '../theme/shell-theme-provider.tsx';
import { ContentContainer } from '../layouts/content-container.tsx';
import { useNavigation } from '../navigation/use-navigation.ts';
import { HorizontalNavGroup } from './horizontal-nav-group.tsx';

/**
 * The horizontal top navbar of layout2 and layout3: one menu per group. `start` and `end` hold
 * what layout2 shows in place of a toolbar (logo, then the toolbar's controls).
 */
export function HorizontalNavbar({
  start,
  end,
  sticky = false,
}: {
  start?: ReactNode;
  end?: ReactNode;
  sticky?: boolean;
}) {
  const { t } = useTranslation('shell');
  const { groups } = useNavigation();
  return (
    <AreaTheme area="navbar">
      <AppBar
        position={sticky ? 'sticky' : 'static'}
        color="inherit"
        elevation={0}
        data-testid="navbar"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
          zIndex: (theme) => theme.zIndex.appBar,
        }}
      >
        <ContentContainer>
          <Toolbar disableGutters sx={{ minHeight: { xs: 48, md: 64 }, gap: 1, px: { xs: 1, sm: 2 } }}>
            {start}
            <Box
              component="nav"
              aria-label={t('nav.label')}
              sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5, flex: 1, minWidth: 0 }}
            >
              {groups.map((group) => (
                <HorizontalNavGroup key={group.id} group={group} />
              ))}
            </Box>
            <Box sx={{ flex: { xs: 1, lg: 'none' } }} />
            {end}
          </Toolbar>
        </ContentContainer>
      </AppBar>
    </AreaTheme>
  );
}
