import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../shell-ui-context.ts';

/** Opens the settings panel from the public top bar, where no floating settings tab covers the page. */
export function SettingsIconButton() {
  const { t } = useTranslation('shell');
  const { setSettingsOpen } = useShellUi();
  return (
    <Tooltip title={t('settings.open')}>
      <IconButton
        color="inherit"
        onClick={() => setSettingsOpen(true)}
        aria-label={t('settings.open')}
        data-testid="settings-button"
      >
        <SettingsOutlined />
      </IconButton>
    </Tooltip>
  );
}
