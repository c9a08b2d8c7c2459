import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBand } from '../../components/page-band.tsx';
import {
  LIST_STATUSES,
  useCompanyJobs,
  useMyCompanies,
  type ListStatus,
  type ManagedCompany,
} from './employer-jobs-api.ts';
import { useJobActionRunner } from './job-actions.tsx';
import { JobList } from './job-list.tsx';
import { LoadingState } from './loading-state.tsx';
import { RouteNotice } from './route-notice.tsx';
import { useSelectedCompany } from './selected-company.ts';

/** Why a pending or rejected company cannot publish yet. */
export function CompanyStatusAlert({ company }: { company: ManagedCompany }) {
  const { t } = useTranslation('employerJobs');
  if (company.status === 'approved') return null;
  const key = company.status === 'rejected' ? 'companyRejected' : 'companyPending';
  return (
    <Alert severity={company.status === 'rejected' ? 'error' : 'info'} sx={{ mb: 3 }}>
      <AlertTitle>{t(`${key}.title`)}</AlertTitle>
      {t(`${key}.text`)}
    </Alert>
  );
}

function CompanyJobs({ company }: { company: ManagedCompany }) {
  const { t } = useTranslation('employerJobs');
  const [status, setStatus] = useState<ListStatus | ''>('');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const jobs = useCompanyJobs(company.id, status, query);
  const runner = useJobActionRunner();
  const canPublish = company.status === 'approved';
  const filtered = Boolean(status || query);

  let body: React.ReactNode;
  if (jobs.isPending) body = <LoadingState label={t('loading')} />;
  else if (jobs.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void jobs.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  else if (jobs.data.pages[0]?.items.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <WorkOutline color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: 22, mt: 1 }}>
          {filtered ? t('empty.filteredTitle') : t('empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {filtered ? t('empty.filteredText') : t('empty.text')}
        </Typography>
        {filtered ? (
          <Button
            variant="outlined"
            onClick={() => {
              setStatus('');
              setSearch('');
            }}
          >
            {t('empty.clear')}
          </Button>
        ) : (
          <Button
            variant="contained"
            component={Link}
            to={`/employer/jobs/new?company=${company.id}`}
            startIcon={<AddOutlined />}
          >
            {t('postJob')}
          </Button>
        )}
      </Paper>
    );
  else
    body = (
      <>
        <JobList
          jobs={jobs.data.pages.flatMap((p) => p.items)}
          companyName={company.name}
          canPublish={canPublish}
          busyId={runner.busyId}
          onAction={runner.request}
        />
        {jobs.hasNextPage && (
          <Box sx={{ textAlign: 'center', mt: 2.5 }}>
            <Button variant="outlined" onClick={() => void jobs.fetchNextPage()} disabled={jobs.isFetchingNextPage}>
              {jobs.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </Button>
          </Box>
        )}
      </>
    );

  return (
    <>
      <CompanyStatusAlert company={company} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2.5 }}>
        <TextField
          select
          size="small"
          label={t('filters.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ListStatus | '')}
          sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {LIST_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: { xs: '100%', sm: 380 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      {body}
      {runner.ui}
    </>
  );
}

/** /employer/jobs — the company's jobs with their status and applications; create, edit, publish… */
export default function EmployerJobsPage() {
  const { t } = useTranslation('employerJobs');
  const companies = useMyCompanies();
  const { company, select } = useSelectedCompany(companies.data);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  let body: React.ReactNode;
  if (companies.isPending) body = <LoadingState label={t('loading')} />;
  else if (companies.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void companies.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  else if (!company)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: 22 }}>
          {t('noCompany.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('noCompany.text')}
        </Typography>
        <Button variant="contained" component={Link} to="/employer/company">
          {t('noCompany.action')}
        </Button>
      </Paper>
    );
  else body = <CompanyJobs key={company.id} company={company} />;

  const many = (companies.data?.length ?? 0) > 1;
  return (
    <Box sx={{ flex: 1 }}>
      <PageBand
        title={t('title')}
        padding="compact"
        titleDir="auto"
        subtitle={company && !many ? company.name : t('subtitle')}
        actions={
          company && (
            <Button
              variant="contained"
              color="secondary"
              component={Link}
              to={`/employer/jobs/new?company=${company.id}`}
              startIcon={<AddOutlined />}
            >
              {t('postJob')}
            </Button>
          )
        }
      />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 1280 }}>
        {many && company && (
          <TextField
            select
            size="small"
            label={t('company')}
            value={company.id}
            onChange={(e) => select(e.target.value)}
            sx={{ mb: 3, minWidth: 280 }}
          >
            {companies.data!.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {body}
      </Box>
      <RouteNotice />
    </Box>
  );
}
