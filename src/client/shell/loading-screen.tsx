import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation('shell');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        flex: 1,
        minHeight: 320,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Box>
  );
}
