import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../shell-ui-context.ts';

/** The tab on the window's end edge that opens the settings panel from any layout. */
export function SettingsButton() {
  const { t } = useTranslation('shell');
  const { setSettingsOpen } = useShellUi();
  return (
    <Tooltip title={t('settings.open')} placement="left">
      <IconButton
        onClick={() => setSettingsOpen(true)}
        aria-label={t('settings.open')}
        data-testid="settings-button"
        sx={{
          position: 'fixed',
          insetInlineEnd: 0,
          top: '40%',
          zIndex: (theme) => theme.zIndex.speedDial,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 0,
          borderStartStartRadius: 8,
          borderEndStartRadius: 8,
          width: 40,
          height: 40,
          boxShadow: 3,
          '&:hover': { bgcolor: 'primary.dark' },
          '& svg': {
            animation: 'spin 6s linear infinite',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          },
          '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
        }}
      >
        <SettingsOutlined />
      </IconButton>
    </Tooltip>
  );
}
