import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a person sees once the application is sent, with where to go next. */
export function ApplyConfirmation({ position, company }: { position: string; company: string }) {
  const { t } = useTranslation('applications');
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the news, so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: 26, outline: 'none' }}>
          {t('done.title')}
        </Typography>
        <Typography sx={{ maxWidth: 560 }}>{t('done.text', { position, company })}</Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {t('done.next')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <Button component={Link} to="/job/apply" variant="contained">
            {t('done.myApplications')}
          </Button>
          <Button component={Link} to="/job/search/all" variant="outlined">
            {t('done.search')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
