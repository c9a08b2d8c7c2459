import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Badge,
  Box,
  Button,
  Drawer,
  IconButton,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { JOB_SORTS, type JobSort } from '../../../domain/enums.ts';
import {
  countActiveFilters,
  jobSearchPath,
  readJobSearchParams,
  type JobSearchParams,
} from '../../../domain/job-search-params.ts';
import { PageBand } from '../../components/page-band.tsx';
import { JobCard, JobCardSkeleton } from './job-card.tsx';
import { JobSearchEmpty } from './job-search-empty.tsx';
import { ClearFiltersButton, JobSearchFilters } from './job-search-filters.tsx';
import { useJobSearch } from './jobs-api.ts';
import { JobPane } from './job-pane.tsx';
import { CorrectedQueryNote } from './corrected-query-note.tsx';
import { countKindOf, formatCount } from './search-count.ts';
import { firstStrong } from '../../lib/bidi.ts';
import { useSalaryCurrency, useSalaryRatesSettled } from './salary-currency.ts';
import { rememberSearch } from './last-search.ts';
import { useElementWidth } from '../../lib/use-element-width.ts';
import { CreateAlertButton } from '../alerts/index.ts';
import { recordImpressions } from '../apps/index.ts';

const SPLIT_MIN_WIDTH = 860;
const SPLIT_WITH_FILTERS_MIN_WIDTH = 1120;

function KeywordForm({ params, onSearch }: { params: JobSearchParams; onSearch: (keywords: string) => void }) {
  const { t } = useTranslation('jobs');
  const [keywords, setKeywords] = useState(params.keywords);
  // Back/Forward: show the keywords of the URL again.
  useEffect(() => setKeywords(params.keywords), [params.keywords]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(keywords.trim());
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('search.pageTitle')}
      onSubmit={submit}
      elevation={4}
      sx={{ p: 1.5, display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, maxWidth: 760 }}
    >
      <TextField
        label={t('search.keywords')}
        value={keywords}
        onChange={(e) => setKeywords(e.target.value)}
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ px: 4, minHeight: 56 }}>
        {t('search.submit')}
      </Button>
    </Paper>
  );
}

export default function JobSearchPage() {
  const { t, i18n } = useTranslation('jobs');
  const { urlKeywords } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  // The room the page has (the workspace shell's navbar takes some) decides the layout: the list and
  // the selected job side by side where both fit, the filters beside them where those fit too, and
  // in a drawer otherwise.
  const [layoutRef, width] = useElementWidth<HTMLDivElement>();
  const split = desktop && width >= SPLIT_MIN_WIDTH;
  const sidebar = desktop && (!split || width >= SPLIT_WITH_FILTERS_MIN_WIDTH);
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [picked, setPicked] = useState(false);
  // The minimum salary's currency: the URL's, else the person's own (their pick, else their language's).
  const params = { ...readJobSearchParams(urlKeywords, query), salaryCurrency: useSalaryCurrency() };
  const search = useJobSearch(params);
  // The results and their header show together, once salaries can be drawn at their final size.
  const ratesSettled = useSalaryRatesSettled();
  const first = ratesSettled ? search.data?.pages[0] : undefined;
  const items = (first && search.data?.pages.flatMap((p) => p.items)) || [];
  const activeFilters = countActiveFilters(params);
  const sort: JobSort = params.sort ?? (params.keywords ? 'relevance' : 'newest');
  // The URL names the selected job (?job=), so Back and a shared link show it; until one is picked
  // the first result is shown.
  const selectedId = split ? (query.get('job') ?? items[0]?.id) : undefined;
  const select = (jobId: string) => {
    const next = new URLSearchParams(query);
    next.set('job', jobId);
    setPicked(true);
    void navigate(`${location.pathname}?${next.toString()}`);
  };

  useEffect(() => rememberSearch(`${location.pathname}${location.search}`), [location.pathname, location.search]);
  // Impressions for the analytics dashboard: each page of results as it arrives (nothing without consent).
  const lastPage = search.data?.pages.at(-1);
  useEffect(() => {
    if (lastPage?.items.length) recordImpressions(lastPage.items.length);
  }, [lastPage]);

  // Every change of the search is a new history entry: Back shows the previous results.
  const change = (next: JobSearchParams) => void navigate(jobSearchPath(next));

  useEffect(() => {
    document.title = params.keywords ? `${params.keywords} - ${t('search.pageTitle')}` : t('search.pageTitle');
  }, [params.keywords, t]);

  const filters = (
    <JobSearchFilters params={params} facets={first?.facets} countKind={countKindOf(first)} onChange={change} />
  );
  // A search stops counting at 1,000 ("1,000+"); a broad one is estimated ("≈45K").
  const total = first ? formatCount(first.total, countKindOf(first), i18n.language) : '';
  // The words and the count keep their own direction inside the sentence (an English word and
  // "≈540 ألف" would otherwise run together in an Arabic one).
  const countText = first
    ? params.keywords
      ? t('search.resultsFor', { count: firstStrong(total), keywords: firstStrong(params.keywords) })
      : t('search.results', { count: firstStrong(total) })
    : '';

  return (
    <Box sx={{ flex: 1 }}>
      <PageBand
        title={t('search.pageTitle')}
        padding="compact"
        titleSize={{ xs: 26, md: 32 }}
        actions={<CreateAlertButton params={params} />}
      >
        <Box sx={{ mt: 2 }}>
          <KeywordForm params={params} onSearch={(keywords) => change({ ...params, keywords })} />
        </Box>
      </PageBand>
      <Box
        ref={layoutRef}
        sx={{
          px: { xs: 2, md: 6 },
          py: { xs: 2, md: 4 },
          display: 'flex',
          gap: split ? 3 : 4,
          alignItems: 'flex-start',
        }}
      >
        {sidebar && (
          <Paper
            component="aside"
            aria-label={t('filters.title')}
            variant="outlined"
            sx={{ width: split ? 250 : 280, flexShrink: 0, p: 2.5, position: 'sticky', top: 16 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
              <Typography variant="h2" sx={{ fontSize: 18 }}>
                {t('filters.title')}
              </Typography>
              {activeFilters > 0 && <ClearFiltersButton params={params} onChange={change} />}
            </Stack>
            {filters}
          </Paper>
        )}
        <Box
          component="section"
          aria-label={t('search.resultsLabel')}
          sx={split ? { flex: '0 1 420px', minWidth: 340 } : { flex: 1, minWidth: 0 }}
        >
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
          >
            <Typography role="status" aria-live="polite" data-testid="job-search-count" sx={{ fontWeight: 600 }}>
              {countText}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {!sidebar && (
                <Button
                  variant="outlined"
                  startIcon={
                    <Badge color="secondary" badgeContent={activeFilters}>
                      <FilterListOutlined />
                    </Badge>
                  }
                  onClick={() => setDrawerOpen(true)}
                >
                  {t('filters.open')}
                </Button>
              )}
              <TextField
                select
                size="small"
                label={t('search.sort')}
                value={sort}
                onChange={(e) => change({ ...params, sort: e.target.value as JobSort })}
                sx={{ minWidth: 170 }}
              >
                {JOB_SORTS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`search.sorts.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Stack>
          {first?.correctedQuery && <CorrectedQueryNote params={params} corrected={first.correctedQuery} />}
          {search.isFetching && !search.isFetchingNextPage && first && <LinearProgress sx={{ mb: 1 }} aria-hidden />}
          {search.isError && !first ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void search.refetch()}>
                  {t('search.retry')}
                </Button>
              }
            >
              {t('search.error')}
            </Alert>
          ) : !first ? (
            <Stack spacing={2} aria-busy="true">
              {Array.from({ length: 5 }, (_, i) => (
                <JobCardSkeleton key={i} />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <JobSearchEmpty params={params} onChange={change} />
          ) : (
            <>
              <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {items.map((job) => (
                  <li key={job.id}>
                    <JobCard
                      job={job}
                      onSelect={split ? select : undefined}
                      selected={split && job.id === selectedId}
                    />
                  </li>
                ))}
              </Stack>
              <Stack spacing={1} sx={{ alignItems: 'center', mt: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('search.shown', { shown: items.length, total })}
                </Typography>
                {search.hasNextPage && (
                  <Button
                    variant="outlined"
                    onClick={() => void search.fetchNextPage()}
                    disabled={search.isFetchingNextPage}
                  >
                    {search.isFetchingNextPage ? t('search.loadingMore') : t('search.loadMore')}
                  </Button>
                )}
                {search.isError && <Alert severity="error">{t('search.error')}</Alert>}
              </Stack>
            </>
          )}
        </Box>
        {split && first && items.length > 0 && <JobPane jobId={selectedId} focusOnShow={picked} />}
      </Box>
      {!sidebar && (
        <Drawer
          anchor="right"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: 'min(340px, 90vw)' }, 'aria-label': t('filters.title') } }}
        >
          <Stack
            direction="row"
            sx={{
              justifyContent: 'space-between',
              alignItems: 'center',
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="h2" sx={{ fontSize: 18 }}>
              {t('filters.title')}
            </Typography>
            <IconButton onClick={() => setDrawerOpen(false)} aria-label={t('filters.close')}>
              <CloseOutlined />
            </IconButton>
          </Stack>
          <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>{filters}</Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{ p: 2, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
          >
            <ClearFiltersButton params={params} onChange={change} />
            <Button variant="contained" onClick={() => setDrawerOpen(false)}>
              {first ? `${t('filters.showResults')} (${total})` : t('filters.showResults')}
            </Button>
          </Stack>
        </Drawer>
      )}
    </Box>
  );
}
