import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useQuickPanelAllowed } from '../quick-panel/quick-panel-access.ts';
import { useShellUi } from '../shell-ui-context.ts';

export function QuickPanelToggle() {
  const { t } = useTranslation('shell');
  const { quickPanelOpen, setQuickPanelOpen } = useShellUi();
  if (!useQuickPanelAllowed()) return null;
  return (
    <Tooltip title={t('quickPanel.open')}>
      <IconButton
        color="inherit"
        aria-label={t('quickPanel.open')}
        aria-expanded={quickPanelOpen}
        onClick={() => setQuickPanelOpen(!quickPanelOpen)}
        data-testid="quick-panel-toggle"
      >
        <EventNoteOutlined />
      </IconButton>
    </Tooltip>
  );
}
