import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';

export function VerifyEmailBanner() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || user.emailVerified || pathname === '/user/jobseeker/create') return null;
  return (
    <Alert
      severity="info"
      square
      action={
        <Button component={Link} to="/user/jobseeker/create" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {t('verifyBanner.action')}
        </Button>
      }
    >
      {/* An employer does not apply for jobs: their address receives applications and staff decisions. */}
      {t(user.memberType === 'employer' ? 'verifyBanner.employerMessage' : 'verifyBanner.message')}
    </Alert>
  );
}
