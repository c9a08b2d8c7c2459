import { alpha, Box, ButtonBase, Paper, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { AppLogo } from '../app-logo.tsx';
import { useNavigation } from '../navigation/use-navigation.ts';
import { matchesExactly } from '../navigation/navigation-config.ts';

/** Widths of the style-3 rail: tiles with labels, or icons only when dense (SPEC section 9). */
export const RAIL_WIDTH = 120;
export const DENSE_RAIL_WIDTH = 64;

/** style-3 and style-3-dense: a narrow rail of tiles, grouped, every item one click away. */
export function NavbarStyle3({ dense }: { dense: boolean }) {
  const { t } = useTranslation('shell');
  const { groups } = useNavigation();
  const width = dense ? DENSE_RAIL_WIDTH : RAIL_WIDTH;
  return (
    <Box
      sx={{ width, flexShrink: 0, bgcolor: 'background.paper', borderInlineEnd: 1, borderColor: 'divider' }}
      data-testid="navbar"
    >
      <Paper
        square
        elevation={0}
        sx={{
          position: 'sticky',
          top: 0,
          height: '100vh',
          width,
          display: 'flex',
          flexDirection: 'column',
          borderInlineEnd: 1,
          borderColor: 'divider',
          overflow: 'hidden',
        }}
      >
        <Box
          component={Link}
          to="/"
          aria-label={t('nav.home')}
          sx={{
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            minHeight: { xs: 48, md: 64 },
            flexShrink: 0,
          }}
        >
          <AppLogo />
        </Box>
        <Box
          component="nav"
          aria-label={t('nav.label')}
          sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: dense ? 0.75 : 1, pb: 2 }}
        >
          {groups.map((group, index) => (
            <Box
              key={group.id}
              role="group"
              aria-label={t(group.titleKey)}
              sx={{
                pt: index > 0 ? 1 : 0,
                mt: index > 0 ? 1 : 0,
                borderTop: index > 0 ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              {group.children.map((item) => {
                const title = t(item.titleKey);
                return (
                  <Tooltip
                    key={item.id}
                    title={title}
                    placement="right"
                    disableHoverListener={!dense}
                    disableFocusListener={!dense}
                  >
                    <ButtonBase
                      component={NavLink}
                      to={item.url}
                      end={matchesExactly(item)}
                      aria-label={dense ? title : undefined}
                      sx={(theme) => ({
                        width: '100%',
                        display: 'flex',
                        flexDirection: 'column',
                        gap: 0.5,
                        py: dense ? 1.25 : 1.25,
                        px: 0.5,
                        my: 0.25,
                        borderRadius: 2,
                        color: 'text.secondary',
                        '&:hover': { bgcolor: 'action.hover' },
                        '&.active': {
                          bgcolor: alpha(theme.palette.primary.main, 0.16),
                          color: theme.palette.mode === 'dark' ? 'common.white' : 'primary.main',
                          '& svg': { color: 'primary.main' },
                        },
                      })}
                    >
                      <item.icon fontSize={dense ? 'medium' : 'small'} />
                      {!dense && (
                        <Typography
                          component="span"
                          sx={{
                            fontSize: '0.6875rem',
                            fontWeight: 600,
                            lineHeight: 1.25,
                            textAlign: 'center',
                            color: 'inherit',
                            px: 0.25,
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {title}
                        </Typography>
                      )}
                    </ButtonBase>
                  </Tooltip>
                );
              })}
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
