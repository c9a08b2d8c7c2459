import { Alert, Button, Link as MuiLink, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { LoadingScreen } from '../../shell/loading-screen.tsx';
import { AuthCard, VerifyEmailStep } from '../auth/index.ts';
import { CompanyForm } from './company-form.tsx';
import { EmployerAccountForm } from './employer-account-form.tsx';
import { employerAccountKeys, fetchMyCompanies, fetchMyEmployer, registerCompany } from './employer-account-api.ts';

const STEPS = ['stepAccount', 'stepCompany', 'stepVerify', 'stepDone'] as const;

/**
 * /user/employer/create: the account, the company, the e-mailed code, then the dashboard. The
 * step follows from what exists, so someone who left half-way continues where they stopped.
 */
export default function CreateEmployerPage() {
  const { t } = useTranslation('employerAccount');
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accountBusy, setAccountBusy] = useState(false);
  const signedIn = Boolean(user);
  const employer = useQuery({
    queryKey: [...employerAccountKeys.me, user?.uid],
    queryFn: fetchMyEmployer,
    enabled: signedIn,
  });
  const companies = useQuery({
    queryKey: [...employerAccountKeys.companies, user?.uid],
    queryFn: fetchMyCompanies,
    enabled: signedIn,
  });

  let step = 0;
  if (user && !accountBusy && employer.data)
    step = companies.data && companies.data.length > 0 ? (user.emailVerified ? 3 : 2) : 1;
  useEffect(() => {
    if (step === 3) void navigate('/employer', { replace: true });
  }, [step, navigate]);

  if (status === 'configuring' || (signedIn && !accountBusy && (employer.isPending || companies.isPending)))
    return <LoadingScreen />;

  const refresh = () => queryClient.invalidateQueries({ queryKey: employerAccountKeys.all });

  let body: React.ReactNode;
  if (signedIn && (employer.isError || companies.isError)) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refresh()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  } else if (step === 0) {
    body = (
      <Stack spacing={2.5}>
        <Typography variant="h2" sx={{ fontSize: 22 }}>
          {user && !accountBusy ? t('signUp.completeHeading') : t('signUp.accountHeading')}
        </Typography>
        {user && !accountBusy && (
          <Typography color="text.secondary">{t('signUp.completeIntro', { email: user.data.email })}</Typography>
        )}
        <EmployerAccountForm
          mode={user && !accountBusy ? 'complete' : 'new'}
          onBusy={setAccountBusy}
          onDone={refresh}
          submitLabel={t('signUp.submitAccount')}
          submittingLabel={t('signUp.submittingAccount')}
        />
        {!user && (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">
              {t('signUp.haveAccount')}{' '}
              <MuiLink component={Link} to="/sign-in">
                {t('signUp.signIn')}
              </MuiLink>
            </Typography>
            <MuiLink component={Link} to="/user/jobseeker/create" variant="body2">
              {t('signUp.jobseekerInstead')}
            </MuiLink>
          </Stack>
        )}
      </Stack>
    );
  } else if (step === 1) {
    body = (
      <Stack spacing={2.5}>
        <Typography variant="h2" sx={{ fontSize: 22 }}>
          {t('signUp.companyHeading')}
        </Typography>
        <Typography color="text.secondary">{t('signUp.companyIntro')}</Typography>
        <CompanyForm
          ariaLabel={t('signUp.companyHeading')}
          submitLabel={t('signUp.submitCompany')}
          submittingLabel={t('signUp.submittingCompany')}
          onSubmit={async (values) => {
            await registerCompany(values);
            await refresh();
          }}
        />
      </Stack>
    );
  } else if (step === 2 && user) {
    body = <VerifyEmailStep email={user.data.email} />;
  } else {
    body = (
      <Stack spacing={2} role="status">
        <Typography variant="h2" sx={{ fontSize: 22 }}>
          {t('signUp.doneTitle')}
        </Typography>
        <Typography color="text.secondary">
          <Trans t={t} i18nKey="signUp.doneText" />
        </Typography>
        <Button component={Link} to="/employer" variant="contained">
          {t('signUp.toDashboard')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      aside={
        <Stepper activeStep={step} alternativeLabel aria-label={t('signUp.title')}>
          {STEPS.map((k, i) => (
            <Step key={k} completed={step > i}>
              <StepLabel>{t(`signUp.${k}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      }
    >
      {body}
    </AuthCard>
  );
}
