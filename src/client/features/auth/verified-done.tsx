import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function VerifiedDone() {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
      <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: 22 }}>
        {t('verify.doneTitle')}
      </Typography>
      <Typography color="text.secondary">{t('verify.doneMessage')}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button component={Link} to="/job/search/all" variant="contained">
          {t('verify.findJobs')}
        </Button>
        <Button component={Link} to="/" variant="outlined">
          {t('verify.goHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
