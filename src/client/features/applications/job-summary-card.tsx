import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { alignWithPage } from '../../lib/bidi.ts';
import type { ApplyJob } from './applications-api.ts';
import { formatDate } from '../../lib/format-date.ts';

/** Position, company and location of the job being applied to. */
export function JobSummaryCard({ job }: { job: ApplyJob }) {
  const { t, i18n } = useTranslation('applications');
  const company = job.company?.name ?? '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="apply-job-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CompanyAvatar name={company} logo={job.company?.logo} size={56} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {t('apply.jobHeading')}
          </Typography>
          {/* Names keep their own direction ("Pinecrest Retail Group Inc." ends with its own full stop in Arabic). */}
          <Typography
            id="apply-job-heading"
            variant="h2"
            component="h2"
            dir="auto"
            sx={{ fontSize: 22, ...alignWithPage }}
          >
            {job.position}
          </Typography>
          <Typography dir="auto" sx={{ fontWeight: 600, ...alignWithPage }}>
            {company}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
          >
            {job.location && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <PlaceOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">
                  <bdi>{job.location}</bdi>
                </Typography>
              </Stack>
            )}
            {job.deadline && (
              <Typography variant="body2">
                {t('apply.deadline', { date: formatDate(job.deadline, i18n.language) })}
              </Typography>
            )}
            {job.requiresCPA && (
              <Chip size="small" color="secondary" icon={<VerifiedOutlined />} label={t('apply.cpaBadge')} />
            )}
          </Stack>
          <MuiLink component={Link} to={`/job/info/${job.id}`} sx={{ display: 'inline-block', mt: 1 }}>
            {t('apply.viewJob')}
          </MuiLink>
        </Box>
      </Stack>
    </Paper>
  );
}
