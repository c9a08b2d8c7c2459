import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import TextDecreaseOutlined from '@mui/icons-material/TextDecreaseOutlined';
import TextIncreaseOutlined from '@mui/icons-material/TextIncreaseOutlined';
import { Box, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuickPanelAllowed } from '../quick-panel/quick-panel-access.ts';
import { AreaTheme } from '../theme/shell-theme-provider.tsx';
import { useSettings } from '../settings/settings-context.ts';
import { stepFontScale } from '../settings/shell-settings.ts';
import { useShellUi } from '../shell-ui-context.ts';
import { SIDE_PANEL_WIDTH } from './side-panel-width.ts';

function Action({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip title={label} placement="left">
      <IconButton color="inherit" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The right side panel: quick actions for reading comfort and the shell's panels. */
export function RightSidePanel() {
  const { t } = useTranslation('shell');
  const { setQuickPanelOpen, setSettingsOpen } = useShellUi();
  const { updateSettings } = useSettings();
  const quickPanel = useQuickPanelAllowed();
  const step = (d: 1 | -1) => updateSettings((s) => ({ ...s, fontScale: stepFontScale(s.fontScale, d) }));
  return (
    <AreaTheme area="navbar">
      <Box
        component="aside"
        aria-label={t('sidePanels.right')}
        data-testid="right-side-panel"
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
            borderInlineStart: 1,
            borderColor: 'divider',
            py: 2,
            color: 'text.primary',
          }}
        >
          <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
            {quickPanel && (
              <Action label={t('quickPanel.open')} onClick={() => setQuickPanelOpen(true)}>
                <EventNoteOutlined />
              </Action>
            )}
            <Action label={t('settings.open')} onClick={() => setSettingsOpen(true)}>
              <PaletteOutlined />
            </Action>
            <Action label={t('sidePanels.largerText')} onClick={() => step(1)}>
              <TextIncreaseOutlined />
            </Action>
            <Action label={t('sidePanels.smallerText')} onClick={() => step(-1)}>
              <TextDecreaseOutlined />
            </Action>
            <Action label={t('sidePanels.backToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
              <ArrowUpwardOutlined />
            </Action>
          </Stack>
        </Paper>
      </Box>
    </AreaTheme>
  );
}
