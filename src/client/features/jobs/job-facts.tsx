import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRelativeDate } from '../../lib/format-date.ts';
import { labelOf } from './job-format.ts';
import { useSalaryText } from './salary-currency.ts';
import type { JobDetails } from './jobs-types.ts';

/** The job's key facts as a description list; missing facts are left out. */
export function JobFacts({ job }: { job: JobDetails }) {
  const { t, i18n } = useTranslation('jobs');
  const lang = i18n.language;
  const salaryText = useSalaryText();
  const rows: [string, string | null | undefined, ('own sentence' | undefined)?][] = [
    [t('job.location'), job.remote && job.location === 'Remote' ? t('card.remote') : job.location],
    [t('job.address'), job.address],
    [t('job.type'), labelOf(t, 'types', job.type)],
    [t('job.level'), job.experienceLevel ? labelOf(t, 'levels', job.experienceLevel) : null],
    [t('job.experience'), job.experience],
    [t('job.education'), job.education],
    [
      t('job.industry'),
      [job.industry && labelOf(t, 'industries', job.industry), job.subindustry].filter(Boolean).join(' · '),
    ],
    // Our own sentence in the reader's language (its amounts isolated inside it); set apart as
    // typed text, an Arabic one took the direction of its first letters ("TRY") and broke up.
    [t('job.salary'), salaryText(job), 'own sentence'],
    [t('job.start'), job.start ? formatDate(job.start, lang) : null],
    [t('job.deadline'), job.deadline ? formatDate(job.deadline, lang) : null],
    [t('job.posted'), formatRelativeDate(job.createdAt, lang)],
    [t('job.language'), labelOf(t, 'languages', job.language)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="job-facts-title" sx={{ p: 2.5 }}>
      <Typography id="job-facts-title" variant="h2" sx={{ fontSize: 18, mb: 1.5 }}>
        {t('job.facts')}
      </Typography>
      <Box
        component="dl"
        data-testid="job-facts"
        // Each label over its value: beside a label column, the card's narrow values column broke
        // "4,200,000–6,030,000 TRY" inside its currency code.
        sx={{ m: 0 }}
      >
        {rows
          .filter((row): row is [string, string, 'own sentence' | undefined] => Boolean(row[1]))
          .map(([label, value, kind]) => (
            <Box key={label} sx={{ '&:not(:first-of-type)': { mt: 1.25 } }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'break-word' }}>
                {/* Addresses and other typed text keep their own direction in either interface. */}
                {kind === 'own sentence' ? value : <bdi>{value}</bdi>}
              </Typography>
            </Box>
          ))}
      </Box>
    </Paper>
  );
}
