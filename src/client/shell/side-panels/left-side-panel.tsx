import { Box, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AreaTheme } from '../theme/shell-theme-provider.tsx';
import { ShortcutsBar } from '../shortcuts/shortcuts-bar.tsx';
import { SIDE_PANEL_WIDTH } from './side-panel-width.ts';

/** The left side panel: the user's shortcuts as a column, always one click away. */
export function LeftSidePanel() {
  const { t } = useTranslation('shell');
  return (
    <AreaTheme area="navbar">
      <Box
        component="aside"
        aria-label={t('sidePanels.left')}
        data-testid="left-side-panel"
        sx={{
          width: SIDE_PANEL_WIDTH,
          flexShrink: 0,
          display: { xs: 'none', lg: 'block' },
          bgcolor: 'background.paper',
        }}
      >
        <Paper
          square
          elevation={0}
          sx={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            width: SIDE_PANEL_WIDTH,
            borderInlineEnd: 1,
            borderColor: 'divider',
            py: 2,
            display: 'flex',
            justifyContent: 'center',
            color: 'text.primary',
          }}
        >
          <ShortcutsBar vertical />
        </Paper>
      </Box>
    </AreaTheme>
  );
}
