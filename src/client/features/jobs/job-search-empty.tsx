import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { countActiveFilters, type JobSearchParams } from '../../../domain/job-search-params.ts';

/** No results: says which parts of the search to loosen, with one-click ways to do it. */
export function JobSearchEmpty({
  params,
  onChange,
}: {
  params: JobSearchParams;
  onChange: (next: JobSearchParams) => void;
}) {
  const { t } = useTranslation('jobs');
  const filters = countActiveFilters(params);
  const tips = [
    params.keywords ? t('search.tipKeywords') : null,
    params.location ? t('search.tipLocation', { location: params.location }) : null,
    filters > 0 ? t('search.tipFilters', { count: filters }) : null,
  ].filter((tip): tip is string => tip !== null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <SearchOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: 22, mt: 1 }}>
        {t('search.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('search.emptyText')}
      </Typography>
      {tips.length > 0 && (
        <Box component="ul" sx={{ textAlign: 'start', display: 'inline-block', mt: 2, mb: 0, color: 'text.secondary' }}>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
        {filters > 0 && (
          <Button
            variant="contained"
            onClick={() =>
              onChange({
                keywords: params.keywords,
                type: [],
                level: [],
                industry: [],
                cpa: false,
                remote: false,
                sort: params.sort,
                location: undefined,
                salaryMin: undefined,
                salaryCurrency: undefined,
                posted: undefined,
              })
            }
          >
            {t('search.emptyClearFilters')}
          </Button>
        )}
        {params.keywords && (
          <Button variant="outlined" onClick={() => onChange({ ...params, keywords: '' })}>
            {t('search.emptyRemoveKeywords')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
