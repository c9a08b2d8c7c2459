import OpenInFullOutlined from '@mui/icons-material/OpenInFullOutlined';
import { Alert, Box, Button, Chip, Divider, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { ApplyAction } from './apply-action.tsx';
import { CompanyCard } from './company-card.tsx';
import { JobDescription } from './job-description.tsx';
import { JobFacts } from './job-facts.tsx';
import { labelOf } from './job-format.ts';
import { useSalaryText } from './salary-currency.ts';
import { JobShareButton } from './job-share-button.tsx';
import { useJob } from './jobs-api.ts';
import { SaveJobButton } from './save-job-button.tsx';
import { alignWithPage } from '../../lib/bidi.ts';

const paneSx = {
  position: 'sticky',
  top: 16,
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  flex: 1,
  minWidth: 0,
} as const;

/**
 * The search's split view: the selected job beside the list, with everything needed to decide
 * (apply, save, share, the description, the facts and the company). `focusOnShow` moves focus to
 * its heading when the person picked the job, so a keyboard or screen-reader user lands on it.
 */
export function JobPane({ jobId, focusOnShow }: { jobId: string | undefined; focusOnShow: boolean }) {
  const { t } = useTranslation('jobs');
  const salaryText = useSalaryText();
  const location = useLocation();
  const { data: job, isPending, isError } = useJob(jobId ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  const pane = useRef<HTMLDivElement>(null);

  useEffect(() => {
    pane.current?.scrollTo({ top: 0 });
    if (focusOnShow && job) heading.current?.focus();
  }, [job, focusOnShow]);

  if (!jobId)
    return (
      <Paper variant="outlined" sx={{ ...paneSx, p: 4, textAlign: 'center', color: 'text.secondary' }}>
        {t('split.pickJob')}
      </Paper>
    );
  if (isPending)
    return (
      <Paper variant="outlined" sx={{ ...paneSx, p: 3 }} aria-busy="true" aria-label={t('split.paneLabel')}>
        <Skeleton variant="text" width="60%" height={40} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={42} width={180} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={280} />
      </Paper>
    );
  if (isError || !job)
    return (
      <Paper variant="outlined" sx={{ ...paneSx, p: 3 }}>
        <Alert severity={isError ? 'error' : 'info'}>{isError ? t('job.loadError') : t('job.notFoundTitle')}</Alert>
      </Paper>
    );

  const salary = salaryText(job);
  const place = job.remote && job.location === 'Remote' ? t('card.remote') : job.location;
  return (
    <Paper
      ref={pane}
      component="section"
      variant="outlined"
      aria-labelledby="job-pane-title"
      data-testid="job-pane"
      sx={paneSx}
    >
      <Box sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <CompanyAvatar name={job.company?.name ?? ''} logo={job.company?.logo} size={56} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id="job-pane-title"
              ref={heading}
              tabIndex={-1}
              variant="h2"
              dir="auto"
              sx={{ fontSize: 24, fontWeight: 700, ...alignWithPage, outline: 'none' }}
            >
              {job.position}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {job.company?.name && <bdi>{job.company.name}</bdi>}
              {job.company?.name && place && ' · '}
              {place && <bdi>{place}</bdi>}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          <Chip size="small" label={labelOf(t, 'types', job.type)} />
          {job.experienceLevel && <Chip size="small" label={labelOf(t, 'levels', job.experienceLevel)} />}
          {salary && <Chip size="small" label={salary} />}
          {job.requiresCPA && <Chip size="small" color="secondary" label={t('card.cpa')} />}
          {job.remote && <Chip size="small" label={t('card.remote')} />}
        </Stack>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 2.5 }}>
          <ApplyAction job={job} />
          <SaveJobButton jobId={job.id} position={job.position} variant="button" />
          <JobShareButton title={job.position} url={`/job/info/${job.id}`} />
        </Stack>
        <Button
          component={Link}
          to={`/job/info/${job.id}`}
          state={{ from: `${location.pathname}${location.search}` }}
          startIcon={<OpenInFullOutlined />}
          sx={{ mt: 1.5, ml: -1 }}
        >
          {t('split.openFullPage')}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ p: 3 }}>
        <Typography variant="h3" sx={{ fontSize: 18, fontWeight: 600, mb: 1.5 }}>
          {t('job.description')}
        </Typography>
        <JobDescription html={job.description} language={job.language} />
        <Stack spacing={3} sx={{ mt: 3 }}>
          <JobFacts job={job} />
          {job.company && <CompanyCard company={job.company} />}
        </Stack>
      </Box>
    </Paper>
  );
}
