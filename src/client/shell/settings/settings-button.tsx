import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../shell-ui-context.ts';

/**
 * The tab on the window's end edge that opens the settings panel from any layout. On a phone it
 * is a slim tab inside the page's 16 px side margin, so it never lies over the content.
 */
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
          borderStartStartRadius: { xs: 6, sm: 8 },
          borderEndStartRadius: { xs: 6, sm: 8 },
          width: { xs: 14, sm: 40 },
          height: { xs: 48, sm: 40 },
          p: { xs: 0, sm: 1 },
          boxShadow: { xs: 1, sm: 3 },
          '&:hover': { bgcolor: 'primary.dark' },
          '& svg': {
            fontSize: { xs: 12, sm: 24 },
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
