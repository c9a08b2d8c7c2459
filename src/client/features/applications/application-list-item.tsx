import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { Box, Button, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WITHDRAWABLE_STATUSES } from '../../../domain/application-schemas.ts';
import { ApplicationStatusChip } from '../../components/application-status-chip.tsx';
import type { MyApplication } from './applications-api.ts';
import { formatDate } from '../../lib/format-date.ts';

/** One application: its job, company, date and status, and Withdraw while it is in play. */
export function ApplicationListItem({
  application,
  onWithdraw,
}: {
  application: MyApplication;
  onWithdraw: () => void;
}) {
  const { t, i18n } = useTranslation('applications');
  const { t: tStatus } = useTranslation('applicants');
  const job = application.job;
  const canWithdraw = WITHDRAWABLE_STATUSES.includes(application.status);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, listStyle: 'none' }}
      data-testid="application-item"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: 18, mb: 0.5 }}>
            {job ? (
              <MuiLink component={Link} to={`/job/info/${job.id}`} underline="hover">
                {job.position}
              </MuiLink>
            ) : (
              t('mine.jobRemoved')
            )}
          </Typography>
          {job?.company && (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <BusinessOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">
                {job.company.name}
                {job.location ? ` · ${job.location}` : ''}
              </Typography>
            </Stack>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('mine.appliedOn', { date: formatDate(application.appliedAt, i18n.language) })}
          </Typography>
          {application.statusChangedAt && (
            <Typography variant="body2" color="text.secondary" data-testid="application-status-changed">
              {tStatus('myApplications.statusChanged', {
                date: formatDate(application.statusChangedAt, i18n.language),
              })}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <ApplicationStatusChip status={application.status} />
          {canWithdraw && (
            <Button
              size="small"
              color="error"
              variant="outlined"
              onClick={onWithdraw}
              aria-label={`${t('mine.withdraw')}: ${job?.position ?? ''}`}
            >
              {t('mine.withdraw')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
