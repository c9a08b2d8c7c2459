import FullscreenExitOutlined from '@mui/icons-material/FullscreenExitOutlined';
import FullscreenOutlined from '@mui/icons-material/FullscreenOutlined';
import { IconButton, Snackbar, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';

export function FullscreenToggle() {
  const { t } = useTranslation('shell');
  const [isFullscreen, setIsFullscreen] = useState(Boolean(document.fullscreenElement));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    if (!('fullscreenElement' in document) || !document.fullscreenEnabled) {
      setError(t('toolbar.fullscreenUnsupported'));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      setError(t('toolbar.fullscreenUnsupported'));
    }
  };

  const label = isFullscreen ? t('toolbar.exitFullscreen') : t('toolbar.enterFullscreen');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => void toggle()}>
          {isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        </IconButton>
      </Tooltip>
      <Snackbar open={Boolean(error)} autoHideDuration={SNACKBAR_AUTO_HIDE_MS} onClose={() => setError(null)} message={error} />
    </>
  );
}
