import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPin from '@mui/icons-material/PushPin';
import { Box, IconButton, Paper, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH } from '../../../domain/constants.ts';
import { useSettings } from '../settings/settings-context.ts';
import { useShellUi } from '../shell-ui-context.ts';
import { NavList } from './nav-list.tsx';
import { NavbarHeader } from './navbar-header.tsx';
import { NavbarUserCard } from './navbar-user-card.tsx';

/**
 * The full 280 px navbar. Folded, it keeps a 76 px column of icons and opens over the page
 * while the pointer (or keyboard focus) is inside it.
 */
export function NavbarStyle1() {
  const { t } = useTranslation('shell');
  const { settings, updateSettings } = useSettings();
  const { foldedOpen, setFoldedOpen } = useShellUi();
  const folded = settings.layout.config.navbar.folded;
  const compact = folded && !foldedOpen;
  const toggleFolded = () =>
    updateSettings((s) => ({
      ...s,
      layout: { ...s.layout, config: { ...s.layout.config, navbar: { ...s.layout.config.navbar, folded: !folded } } },
    }));

  return (
    <Box
      sx={{
        width: folded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH,
        flexShrink: 0,
        position: 'relative',
        bgcolor: 'background.paper',
        borderInlineEnd: 1,
        borderColor: 'divider',
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
      data-testid="navbar"
      data-folded={folded}
      data-folded-open={foldedOpen}
    >
      <Paper
        square
        elevation={folded && foldedOpen ? 8 : 0}
        onMouseEnter={() => folded && setFoldedOpen(true)}
        onMouseLeave={() => folded && setFoldedOpen(false)}
        onFocus={() => folded && setFoldedOpen(true)}
        onBlur={(e) => folded && !e.currentTarget.contains(e.relatedTarget) && setFoldedOpen(false)}
        sx={{
          position: 'sticky',
          top: 0,
          height: '100vh',
          width: compact ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderInlineEnd: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          transition: (theme) =>
            theme.transitions.create(['width', 'box-shadow'], { duration: theme.transitions.duration.shorter }),
        }}
      >
        <NavbarHeader
          compact={compact}
          action={
            <Tooltip title={folded ? t('navbar.unfold') : t('navbar.fold')}>
              <IconButton
                size="small"
                onClick={toggleFolded}
                aria-label={folded ? t('navbar.unfold') : t('navbar.fold')}
                aria-pressed={folded}
                sx={{ color: 'text.secondary' }}
              >
                {folded ? <PushPinOutlined fontSize="small" /> : <PushPin fontSize="small" />}
              </IconButton>
            </Tooltip>
          }
        />
        <NavList compact={compact} />
        <NavbarUserCard compact={compact} />
      </Paper>
    </Box>
  );
}
