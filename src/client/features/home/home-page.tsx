import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/use-auth.ts';
import { SignInDialog } from '../auth/sign-in-dialog.tsx';
import { JobSearchBox } from './job-search-box.tsx';

function FeatureCard({ icon: Icon, title, text, action, to }: { icon: SvgIconComponent; title: string; text: string; action: string; to: string }) {
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
  const [params, setParams] = useSearchParams();
  // /?login=true opens the sign-in form (the consent screen sends guests here).
  const signInOpen = params.get('login') === 'true' && status === 'unauthenticated';
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
          backgroundImage: 'url(/images/banner.svg)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 30, md: 44 }, maxWidth: 760, lineHeight: 1.15 }}>
          {t('bannerTitle')}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, maxWidth: 680, fontSize: { xs: 16, md: 18 }, color: 'rgba(255,255,255,0.9)' }}>{t('bannerSubtitle')}</Typography>
        <JobSearchBox />
      </Box>
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3}>
          {!user && (
            <Grid size={{ xs: 12, md: 4 }}>
              <FeatureCard icon={PersonSearchOutlined} title={t('cards.seekersTitle')} text={t('cards.seekersText')} action={t('cards.seekersAction')} to="/user/jobseeker/create" />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: user ? 6 : 4 }}>
            <FeatureCard icon={VerifiedOutlined} title={t('cards.cpaTitle')} text={t('cards.cpaText')} action={t('cards.cpaAction')} to="/job/search/all" />
          </Grid>
          <Grid size={{ xs: 12, md: user ? 6 : 4 }}>
            <FeatureCard icon={BusinessOutlined} title={t('cards.employersTitle')} text={t('cards.employersText')} action={t('cards.employersAction')} to="/user/employer/create" />
          </Grid>
        </Grid>
      </Box>
      <SignInDialog open={signInOpen} onClose={closeSignIn} />
    </Box>
  );
}
