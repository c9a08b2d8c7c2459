import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplyJob, Eligibility } from './applications-api.ts';
import { formatDate } from '../../lib/format-date.ts';

/** Why this person cannot apply to this job, and what they can do about it. */
export function ApplyBlockedNotice({ job, eligibility }: { job: ApplyJob; eligibility: Eligibility }) {
  const { t, i18n } = useTranslation('applications');
  const action = (to: string, label: string, variant: 'contained' | 'outlined' = 'contained') => (
    <Button component={Link} to={to} variant={variant}>
      {label}
    </Button>
  );
  switch (eligibility.reason) {
    case 'verifyToApply':
      return (
        <Alert severity="info" data-testid="apply-blocked" action={null}>
          <AlertTitle>{t('apply.verifyTitle')}</AlertTitle>
          {t('apply.verifyText')}
          <Box sx={{ mt: 2 }}>{action('/user/jobseeker/create', t('apply.verifyAction'))}</Box>
        </Alert>
      );
    case 'alreadyApplied':
      return (
        <Alert severity="info" data-testid="apply-blocked">
          <AlertTitle>{t('apply.alreadyTitle')}</AlertTitle>
          {t('apply.alreadyText', {
            date: formatDate(eligibility.application?.appliedAt ?? new Date().toISOString(), i18n.language),
          })}
          <Box sx={{ mt: 2 }}>{action('/job/apply', t('apply.myApplications'))}</Box>
        </Alert>
      );
    case 'cpaRequired':
      return (
        <Alert severity="warning" data-testid="apply-blocked">
          <AlertTitle>{t('apply.cpaTitle')}</AlertTitle>
          {t('apply.cpaText')}
          {eligibility.applicant.cpaStatus === 'claimed' && (
            <Box sx={{ mt: 1, fontWeight: 600 }}>{t('apply.cpaClaimed')}</Box>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            {action('/profile', t('apply.cpaAction'))}
            {action('/job/search/all', t('apply.searchJobs'), 'outlined')}
          </Stack>
        </Alert>
      );
    case 'jobExternal':
      return (
        <Alert severity="info" data-testid="apply-blocked">
          <AlertTitle>{t('apply.externalTitle')}</AlertTitle>
          {t('apply.externalText')}
          {job.applyUrl && (
            <Box sx={{ mt: 2 }}>
              <Button
                href={job.applyUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                endIcon={<OpenInNew />}
              >
                {t('apply.externalAction')}
              </Button>
            </Box>
          )}
        </Alert>
      );
    default:
      return (
        <Alert severity="warning" data-testid="apply-blocked">
          <AlertTitle>{t('apply.closedTitle')}</AlertTitle>
          {t('apply.closedText')}
          <Box sx={{ mt: 2 }}>{action('/job/search/all', t('apply.searchJobs'))}</Box>
        </Alert>
      );
  }
}
