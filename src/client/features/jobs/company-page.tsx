import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Alert, Box, Button, Chip, Grid, Link as MuiLink, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { PageBand } from '../../components/page-band.tsx';
import { JobCard, JobCardSkeleton } from './job-card.tsx';
import { useSalaryRatesSettled } from './salary-currency.ts';
import { labelOf } from './job-format.ts';
import { useCompany } from './jobs-api.ts';
import { NotFoundCard } from './not-found-card.tsx';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <div>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </div>
    </Stack>
  );
}

export default function CompanyPage() {
  const { t } = useTranslation('jobs');
  const { companyId = '' } = useParams();
  const { data: company, isPending, isError, refetch } = useCompany(companyId);
  const ratesSettled = useSalaryRatesSettled();

  useEffect(() => {
    if (company) document.title = company.name;
  }, [company]);

  if (isPending || !ratesSettled)
    return (
      <Box sx={{ flex: 1, px: { xs: 2, md: 6 }, py: 4 }} aria-busy="true">
        <Skeleton variant="rounded" height={140} sx={{ mb: 3 }} />
        <Stack spacing={2}>
          <JobCardSkeleton />
          <JobCardSkeleton />
        </Stack>
      </Box>
    );
  if (isError)
    return (
      <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('search.retry')}
            </Button>
          }
        >
          {t('company.loadError')}
        </Alert>
      </Box>
    );
  if (!company) return <NotFoundCard title={t('company.notFoundTitle')} text={t('company.notFoundText')} />;

  return (
    <Box sx={{ flex: 1 }}>
      <PageBand
        title={company.name}
        titleDir="auto"
        titleSize={{ xs: 26, md: 36 }}
        leading={<CompanyAvatar name={company.name} logo={company.logo} size={72} />}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {company.industry && (
            <Chip
              label={labelOf(t, 'industries', company.industry)}
              sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }}
            />
          )}
          {company.featured && <Chip color="secondary" label={t('company.featured')} />}
          <Typography component="span">{t('company.openJobs', { count: company.openJobCount })}</Typography>
        </Stack>
      </PageBand>
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }} sx={{ order: { md: 2 } }}>
            <Paper variant="outlined" component="section" aria-labelledby="company-details-title" sx={{ p: 2.5 }}>
              <Typography id="company-details-title" variant="h2" sx={{ fontSize: 18, mb: 2 }}>
                {t('company.details')}
              </Typography>
              <Stack spacing={2}>
                {(company.address || company.city) && (
                  <Detail icon={<PlaceOutlined fontSize="small" />} label={t('company.address')}>
                    <bdi>{company.address ?? company.city}</bdi>
                  </Detail>
                )}
                {company.size && (
                  <Detail icon={<PeopleOutlined fontSize="small" />} label={t('company.size')}>
                    {t('company.sizeValue', { size: company.size })}
                  </Detail>
                )}
                {company.website && (
                  <Detail icon={<LanguageOutlined fontSize="small" />} label={t('company.website')}>
                    <MuiLink href={company.website} target="_blank" rel="noopener noreferrer" dir="ltr">
                      {company.website.replace(/^https?:\/\//, '')}
                    </MuiLink>
                  </Detail>
                )}
                {company.email && (
                  <Detail icon={<EmailOutlined fontSize="small" />} label={t('company.email')}>
                    <MuiLink href={`mailto:${company.email}`} dir="ltr">
                      {company.email}
                    </MuiLink>
                  </Detail>
                )}
                {company.contactNo && (
                  <Detail icon={<PhoneOutlined fontSize="small" />} label={t('company.phone')}>
                    <MuiLink href={`tel:${company.contactNo.replace(/\s+/g, '')}`} dir="ltr">
                      {company.contactNo}
                    </MuiLink>
                  </Detail>
                )}
              </Stack>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="company-jobs-title">
            <Typography id="company-jobs-title" variant="h2" sx={{ fontSize: 20, mb: 2 }}>
              {t('company.jobsTitle')}
            </Typography>
            {company.jobs.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography color="text.secondary">{t('company.noJobs')}</Typography>
              </Paper>
            ) : (
              <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {company.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} headingLevel="h3" />
                  </li>
                ))}
              </Stack>
            )}
          </Grid>
        </Grid>
      </Box>
    </Box>
  );
}
