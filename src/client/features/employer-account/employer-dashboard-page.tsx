import Add from '@mui/icons-material/Add';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import {
  Box,
  Button,
  Grid,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanySelector } from './company-selector.tsx';
import { CompanyStatusAlert } from './company-status-alert.tsx';
import { employerAccountKeys, fetchDashboard, type EmployerDashboard } from './employer-account-api.ts';
import { EmployerPageFrame, ErrorBlock, LoadingBlock } from './employer-page-frame.tsx';
import { StatCard } from './stat-card.tsx';
import { useSelectedCompany } from './use-selected-company.ts';

const ApplicationsChart = lazy(() => import('./applications-chart.tsx'));

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: 19, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DashboardBody({ d }: { d: EmployerDashboard }) {
  const { t, i18n } = useTranslation('employerAccount');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
    );
  const total30 = d.applicationsPerDay.reduce((s, p) => s + p.count, 0);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={t('dashboard.openJobs')} value={d.openJobs} testId="stat-open" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={t('dashboard.drafts')} value={d.draftJobs} testId="stat-drafts" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={t('dashboard.waitingReview')} value={d.jobsWaitingForReview} testId="stat-review" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={t('dashboard.applicationsWeek')} value={d.applicationsThisWeek} testId="stat-week" />
      </Grid>
      {d.totalJobs === 0 && (
        <Grid size={12}>
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
            <WorkOutline color="action" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h2" sx={{ fontSize: 22, mt: 1 }}>
              {t('dashboard.noJobsTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              {t('dashboard.noJobsText')}
            </Typography>
            <Button component={Link} to="/employer/jobs/new" variant="contained" startIcon={<Add />}>
              {t('dashboard.newJob')}
            </Button>
          </Paper>
        </Grid>
      )}
      <Grid size={12}>
        <Section id="chart-heading" title={t('dashboard.chartTitle')}>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            {total30 ? t('dashboard.chartSummary', { count: total30 }) : t('dashboard.chartEmpty')}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <ApplicationsChart data={d.applicationsPerDay} />
          </Suspense>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section id="closing-heading" title={t('dashboard.closingSoon')}>
          {d.closingSoon.length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.noClosing')}</Typography>
          ) : (
            <List dense disablePadding>
              {d.closingSoon.map((j) => (
                <ListItem key={j.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <MuiLink component={Link} to={`/employer/jobs/${j.id}/applicants`}>
                        {j.position}
                      </MuiLink>
                    }
                    secondary={`${t('dashboard.deadline', { date: date(j.deadline) })} · ${t('dashboard.applicationsCount', { count: j.applicationCount })}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section id="latest-heading" title={t('dashboard.latest')}>
          {d.latestApplications.length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.noApplications')}</Typography>
          ) : (
            <List dense disablePadding>
              {d.latestApplications.map((a) => (
                <ListItem key={a.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <>
                        <strong>{a.applicantName}</strong> {t('dashboard.appliedFor', { position: a.position })}
                      </>
                    }
                    secondary={
                      <>
                        {date(a.appliedAt)} · {t(`applicationStatus.${a.status}`, { ns: 'values' })} ·{' '}
                        <MuiLink component={Link} to={`/employer/jobs/${a.jobId}/applicants`}>
                          {t('dashboard.viewApplicants')}
                        </MuiLink>
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Grid>
    </Grid>
  );
}

/** /employer — the company's numbers, the last 30 days of applications, and what needs attention. */
export default function EmployerDashboardPage() {
  const { t } = useTranslation('employerAccount');
  const { companies, list, selected, select } = useSelectedCompany();
  const dashboard = useQuery({
    queryKey: employerAccountKeys.dashboard(selected?.id ?? ''),
    queryFn: () => fetchDashboard(selected!.id),
    enabled: Boolean(selected),
  });

  let body: React.ReactNode;
  if (companies.isPending || (selected && dashboard.isPending)) body = <LoadingBlock text={t('loading')} />;
  else if (companies.isError)
    body = <ErrorBlock text={t('loadError')} retryLabel={t('retry')} onRetry={() => void companies.refetch()} />;
  else if (dashboard.isError)
    body = <ErrorBlock text={t('loadError')} retryLabel={t('retry')} onRetry={() => void dashboard.refetch()} />;
  else if (!selected || !dashboard.data) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <BusinessOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: 22, mt: 1 }}>
          {t('company.createTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('company.createText')}
        </Typography>
        <Button component={Link} to="/employer/company" variant="contained">
          {t('company.createTitle')}
        </Button>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={3}>
        <CompanyStatusAlert status={dashboard.data.companyStatus} reason={dashboard.data.reviewReason} />
        <DashboardBody d={dashboard.data} />
      </Stack>
    );
  }

  return (
    <EmployerPageFrame
      title={selected ? selected.name : t('dashboard.title')}
      subtitle={t('dashboard.subtitle')}
      actions={
        <>
          <CompanySelector list={list} value={selected?.id} onChange={select} />
          {selected && (
            <>
              <Button
                component={Link}
                to="/employer/jobs/new"
                variant="contained"
                color="secondary"
                startIcon={<Add />}
              >
                {t('dashboard.newJob')}
              </Button>
              <Button
                component={Link}
                to={`/employer/company?company=${selected.id}`}
                variant="outlined"
                color="inherit"
              >
                {t('dashboard.editCompany')}
              </Button>
            </>
          )}
        </>
      }
    >
      <Box>{body}</Box>
    </EmployerPageFrame>
  );
}
