import { Link as MuiLink, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobSearchPath, type JobSearchParams } from '../../../domain/job-search-params.ts';

/**
 * After a typo ("acountant") the server searched the corrected words instead: say so, and offer
 * the words as typed, as search engines do ("Search instead for acountant").
 */
export function CorrectedQueryNote({ params, corrected }: { params: JobSearchParams; corrected: string }) {
  const { t } = useTranslation('jobs');
  return (
    <Typography data-testid="corrected-query" sx={{ mb: 2, color: 'text.secondary' }}>
      <Trans
        t={t}
        i18nKey="search.correctedTo"
        values={{ corrected, typed: params.keywords }}
        components={{
          corrected: <Typography component="bdi" dir="auto" sx={{ fontWeight: 700, color: 'text.primary' }} />,
          typed: <MuiLink component={Link} to={jobSearchPath({ ...params, exact: true })} dir="auto" />,
        }}
      />
    </Typography>
  );
}
