import {
  alpha,
  Box,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
  type Theme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useNavigation } from '../navigation/use-navigation.ts';
import { useShellUi } from '../shell-ui-context.ts';
import { matchesExactly } from '../navigation/navigation-config.ts';

const itemSx = (theme: Theme) => ({
  borderRadius: 1.5,
  mb: 0.25,
  minHeight: 40,
  color: 'text.primary',
  '&.active': {
    bgcolor: alpha(theme.palette.primary.main, 0.16),
    color: theme.palette.mode === 'dark' ? 'common.white' : 'primary.main',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
});

/** The vertical navigation list; compact shows icons only (a folded navbar, 76 px). */
export function NavList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { groups } = useNavigation();
  const { setMobileOpen } = useShellUi();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: compact ? 1 : 1.5, pb: 2 }}
    >
      {groups.map((group, index) => (
        <List
          key={group.id}
          component="div"
          dense
          subheader={
            compact ? (
              index > 0 ? (
                <Box role="presentation" sx={{ borderTop: 1, borderColor: 'divider', my: 1, mx: 1 }} />
              ) : undefined
            ) : (
              <ListSubheader
                component="div"
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  color: 'text.secondary',
                  fontWeight: 700,
                  letterSpacing: 0.6,
                  textTransform: 'uppercase',
                  fontSize: 12,
                  lineHeight: '36px',
                  px: 1.5,
                }}
              >
                {t(group.titleKey)}
              </ListSubheader>
            )
          }
        >
          {group.children.map((item) => {
            const title = t(item.titleKey);
            const button = (
              <ListItemButton
                key={item.id}
                component={NavLink}
                to={item.url}
                end={matchesExactly(item)}
                // Close the phone drawer as soon as a page is chosen, not only once it has loaded.
                onClick={() => setMobileOpen(false)}
                aria-label={compact ? title : undefined}
                sx={(theme) => ({
                  ...itemSx(theme),
                  justifyContent: compact ? 'center' : 'flex-start',
                  px: compact ? 0 : 1.5,
                })}
              >
                <ListItemIcon sx={{ color: 'text.secondary', minWidth: compact ? 0 : 36 }}>
                  <item.icon fontSize="small" />
                </ListItemIcon>
                {!compact && (
                  <ListItemText
                    primary={title}
                    slotProps={{ primary: { fontSize: '0.875rem', fontWeight: 500, noWrap: true } }}
                  />
                )}
              </ListItemButton>
            );
            return compact ? (
              <Tooltip key={item.id} title={title} placement="right">
                {button}
              </Tooltip>
            ) : (
              button
            );
          })}
        </List>
      ))}
    </Box>
  );
}
