import { alpha, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { matchesExactly, TOP_BAR_LINK_IDS, TOP_BAR_MENU_IDS } from '../navigation/navigation-config.ts';
import { useNavigation } from '../navigation/use-navigation.ts';
import { HorizontalNavGroup } from './horizontal-nav-group.tsx';

/**
 * The public top bar's navigation: Search jobs, and Saved and My applications for those signed in,
 * as plain links; employer and staff tools as menus for those who have them. Hidden on phones,
 * where the menu button opens the same entries in a drawer.
 */
export function TopBarLinks() {
  const { t } = useTranslation('shell');
  const { groups, items } = useNavigation();
  const links = items.filter((item) => TOP_BAR_LINK_IDS.includes(item.id));
  const menus = groups.filter((group) => TOP_BAR_MENU_IDS.includes(group.id));
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      data-testid="top-bar-links"
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'stretch', gap: 0.5, alignSelf: 'stretch', minWidth: 0 }}
    >
      {links.map((item) => (
        <Button
          key={item.id}
          component={NavLink}
          to={item.url}
          end={matchesExactly(item)}
          color="inherit"
          sx={(theme) => ({
            px: 1.5,
            my: 1,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            color: 'text.primary',
            position: 'relative',
            // The page you are on: its name in the primary colour over a bar at the foot of the top bar.
            '&.active': {
              color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.08),
            },
            '&.active::after': {
              content: '""',
              position: 'absolute',
              insetInline: 12,
              bottom: -8,
              height: 3,
              borderRadius: 2,
              bgcolor: 'primary.main',
            },
          })}
        >
          {item.title}
        </Button>
      ))}
      {menus.map((group) => (
        <Box key={group.id} sx={{ display: 'flex', alignItems: 'center' }}>
          <HorizontalNavGroup group={group} />
        </Box>
      ))}
    </Box>
  );
}
