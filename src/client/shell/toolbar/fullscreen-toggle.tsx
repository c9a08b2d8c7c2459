import FullscreenExitOutlined from '@mui/icons-material/FullscreenExitOutlined';
import FullscreenOutlined from '@mui/icons-material/FullscreenOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notification-context.ts';

export function FullscreenToggle() {
  const { t } = useTranslation('shell');
  const [isFullscreen, setIsFullscreen] = useState(Boolean(document.fullscreenElement));
  const notify = useNotify();
  const unsupported = () => notify(t('toolbar.fullscreenUnsupported'), { severity: 'warning' });

  useEffect(() => {
    const sync = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    if (!('fullscreenElement' in document) || !document.fullscreenEnabled) {
      unsupported();
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      unsupported();
    }
  };

  const label = isFullscreen ? t('toolbar.exitFullscreen') : t('toolbar.enterFullscreen');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={isFullscreen} onClick={() => void toggle()}>
        {isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </IconButton>
    </Tooltip>
  );
}
