import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { peekRedirectUrl, takeRedirectUrl } from '../../lib/redirect-storage.ts';

export function VerifiedDone() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // A guest sent to sign up from somewhere (saving a job, a job alert, a page behind sign-in)
  // goes back there, as they would after signing in.
  const [back] = useState(peekRedirectUrl);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
      <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: 22 }}>
        {t('verify.doneTitle')}
      </Typography>
      <Typography color="text.secondary">{t('verify.doneMessage')}</Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {back && (
          <Button variant="contained" onClick={() => void navigate(takeRedirectUrl(back), { replace: true })}>
            {t('verify.continue')}
          </Button>
        )}
        <Button component={Link} to="/job/search/all" variant={back ? 'outlined' : 'contained'}>
          {t('verify.findJobs')}
        </Button>
        <Button component={Link} to="/" variant="outlined">
          {t('verify.goHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
