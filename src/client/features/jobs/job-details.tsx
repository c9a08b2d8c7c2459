import { Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBand } from '../../components/page-band.tsx';
import { CompanyCard } from './company-card.tsx';
import { JobDescription } from './job-description.tsx';
import { JobFacts } from './job-facts.tsx';
import { labelOf } from './job-format.ts';
import { useSalaryText } from './salary-currency.ts';
import type { JobDetails } from './jobs-types.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const heroChip = { bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' };
/** A salary with its conversion is longer than a phone is wide: it wraps rather than ending in "…". */
const wrappingChip = {
  ...heroChip,
  height: 'auto',
  py: 0.5,
  '& .MuiChip-label': { whiteSpace: 'normal' },
};

/**
 * The job as the public job page shows it: a header with title and key chips, then the description,
 * requirements and keywords beside the facts and the company. Used by the public job page and by the
 * employer's preview. `heroTop` goes above the title (e.g. a back link); `actions` above the description.
 */
export function JobDetailsView({
  job,
  heroTop,
  actions,
}: {
  job: JobDetails;
  heroTop?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('jobs');
  const salary = useSalaryText()(job);
  const requirements =
    job.requirement
      ?.split('\n')
      .map((line) => line.trim())
      .filter(Boolean) ?? [];
  return (
    <>
      {/* A back link above the title takes some of the band's top padding. */}
      <PageBand
        title={job.position}
        titleDir="auto"
        titleSize={{ xs: 28, md: 38 }}
        above={heroTop}
        sx={heroTop ? { pt: { xs: 2, md: 3 } } : undefined}
      >
        <Typography sx={{ mt: 1, fontSize: 18, opacity: 0.9 }}>
          {/* Each name keeps its own direction: an English company in an Arabic page, and back. Each
              is a block of its own on the line, so a wrapped line never splits a place around the
              company ("Dubai, United · Company / Arab Emirates" in Arabic). */}
          {[job.company?.name, job.location === 'Remote' && job.remote ? t('card.remote') : job.location]
            .filter((part): part is string => Boolean(part))
            .map((part, i) => (
              <Fragment key={part}>
                {i > 0 && '\u00a0· '}
                <Box component="bdi" sx={{ display: 'inline-block' }}>
                  {part}
                </Box>
              </Fragment>
            ))}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          <Chip label={labelOf(t, 'types', job.type)} sx={heroChip} />
          {job.experienceLevel && <Chip label={labelOf(t, 'levels', job.experienceLevel)} sx={heroChip} />}
          {salary && <Chip label={salary} sx={wrappingChip} />}
          {job.requiresCPA && <Chip color="secondary" label={t('card.cpa')} />}
          {job.remote && <Chip label={t('card.remote')} sx={heroChip} />}
        </Stack>
      </PageBand>
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            {actions}
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
              <Section title={t('job.description')}>
                <JobDescription html={job.description} language={job.language} />
              </Section>
              {requirements.length > 0 && (
                <Section title={t('job.requirements')}>
                  <Box
                    component="ul"
                    lang={job.language}
                    dir={job.language === 'ar' ? 'rtl' : 'ltr'}
                    sx={{ m: 0, paddingInlineStart: 3, lineHeight: 1.7 }}
                  >
                    {requirements.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </Box>
                </Section>
              )}
              {job.keyword.length > 0 && (
                <Section title={t('job.keywords')}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {job.keyword.map((k) => (
                      <Chip key={k} label={<bdi>{k}</bdi>} variant="outlined" />
                    ))}
                  </Stack>
                </Section>
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <JobFacts job={job} />
              {job.company && <CompanyCard company={job.company} />}
            </Stack>
          </Grid>
        </Grid>
      </Box>
    </>
  );
}
