import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Alert, Box, Button, Card, CardActions, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { JobCard, JobCardSkeleton, useLatestJobs, useSalaryRatesSettled } from '../jobs/index.ts';
import { FeaturedCompanyCard } from './featured-company-card.tsx';
import { useFeaturedCompanies, useHomeContent } from './home-api.ts';
import { JobSearchBox } from './job-search-box.tsx';

// Only /?login=true opens it: its form (react-hook-form, the password and code steps) loads then.
const SignInDialog = lazy(async () => ({ default: (await import('../auth/index.ts')).SignInDialog }));

const LATEST_JOBS = 6;
const BANNER_FALLBACK = '/images/banner.svg';

function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: { xs: 2, md: 6 }, pt: { xs: 4, md: 6 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2, gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: 22, md: 26 } }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

function LatestJobs() {
  const { t } = useTranslation('home');
  const latest = useLatestJobs(LATEST_JOBS);
  const ratesSettled = useSalaryRatesSettled();
  const jobs = ratesSettled ? latest.data : undefined;
  return (
    <HomeSection
      id="latest-jobs-title"
      title={t('latest.title')}
      action={
        <Button component={Link} to="/job/search/all?sort=newest">
          {t('latest.all')}
        </Button>
      }
    >
      {latest.isError ? (
        <Alert severity="error">{t('latest.error')}</Alert>
      ) : latest.data?.length === 0 ? (
        <Typography color="text.secondary">{t('latest.empty')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-busy={!jobs}>
          {(jobs ?? Array.from({ length: LATEST_JOBS }, () => null)).map((job, i) => (
            <Grid key={job?.id ?? i} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              {job ? <JobCard job={job} headingLevel="h3" /> : <JobCardSkeleton />}
            </Grid>
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}

function FeaturedCompanies() {
  const { t } = useTranslation('home');
  const featured = useFeaturedCompanies();
  if (featured.isError || featured.data?.length === 0) return null;
  return (
    <HomeSection id="featured-companies-title" title={t('featured.title')}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-busy={featured.isPending}>
        {(featured.data ?? Array.from({ length: 4 }, () => null)).map((company, i) => (
          <Grid key={company?.id ?? i} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
            {company ? <FeaturedCompanyCard company={company} /> : <Skeleton variant="rounded" height={96} />}
          </Grid>
        ))}
      </Grid>
    </HomeSection>
  );
}

function FeatureCard({
  icon: Icon,
  title,
  text,
  action,
  to,
}: {
  icon: SvgIconComponent;
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Icon color="secondary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
        <Typography variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to={to} variant="outlined">
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const { user, status } = useAuth();
  const employer = user?.memberType === 'employer';
  const [params, setParams] = useSearchParams();
  const content = useHomeContent(useLanguage());
  // The editable banner of JobSeekerContent, else the built-in title while it loads or if it is missing.
  const bannerTitle = content.data?.bannerTitle || t('bannerTitle');
  const bannerImage = content.data?.bannerImage || BANNER_FALLBACK;
  // /?login=true opens the sign-in form (the consent screen sends guests here).
  const signInOpen = params.get('login') === 'true' && status === 'unauthenticated';
  const signInLoaded = useOpenedOnce(signInOpen);
  const closeSignIn = () => {
    const next = new URLSearchParams(params);
    next.delete('login');
    setParams(next, { replace: true });
  };

  return (
    <Box sx={{ flex: 1 }}>
      <Box
        sx={{
          color: '#fff',
          px: { xs: 2, md: 6 },
          py: { xs: 5, md: 9 },
          backgroundColor: '#0f2a47',
          backgroundImage: `url("${encodeURI(bannerImage)}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 30, md: 44 }, maxWidth: 760, lineHeight: 1.15 }}>
          {bannerTitle}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, maxWidth: 680, fontSize: { xs: 16, md: 18 }, color: 'rgba(255,255,255,0.9)' }}>
          {t('bannerSubtitle')}
        </Typography>
        <JobSearchBox />
      </Box>
      <LatestJobs />
      <FeaturedCompanies />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3}>
          {!user && (
            <Grid size={{ xs: 12, md: 4 }}>
              <FeatureCard
                icon={PersonSearchOutlined}
                title={t('cards.seekersTitle')}
                text={t('cards.seekersText')}
                action={t('cards.seekersAction')}
                to="/user/jobseeker/create"
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: user ? 6 : 4 }}>
            <FeatureCard
              icon={VerifiedOutlined}
              title={t('cards.cpaTitle')}
              text={t('cards.cpaText')}
              action={t('cards.cpaAction')}
              to="/job/search/all"
            />
          </Grid>
          <Grid size={{ xs: 12, md: user ? 6 : 4 }}>
            <FeatureCard
              icon={BusinessOutlined}
              title={t('cards.employersTitle')}
              text={t('cards.employersText')}
              // A signed-in employer posts a job; anyone else creates an employer account first.
              action={t(employer ? 'cards.employersActionSignedIn' : 'cards.employersAction')}
              to={employer ? '/employer/jobs' : '/user/employer/create'}
            />
          </Grid>
        </Grid>
      </Box>
      {signInLoaded && (
        <Suspense fallback={null}>
          <SignInDialog open={signInOpen} onClose={closeSignIn} />
        </Suspense>
      )}
    </Box>
  );
}
