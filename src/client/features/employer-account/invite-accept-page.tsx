import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import { Alert, AlertTitle, Button, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { authApi } from '../../lib/auth/auth-api.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { storeRedirectUrl } from '../../lib/redirect-storage.ts';
import { LoadingScreen } from '../../shell/loading-screen.tsx';
import { FormError } from '../../components/form-error.tsx';
import { AuthCard, VerifyEmailStep } from '../auth/index.ts';
import { EmployerAccountForm } from './employer-account-form.tsx';
import { acceptInvite, employerAccountKeys, fetchInvitePreview } from './employer-account-api.ts';
import { ErrorBlock } from './employer-page-frame.tsx';
import { sayingOf, useMessage } from '../../i18n/use-message.ts';

/** /employer/invite/:token — join a company: accept when signed in, or sign in / sign up first. */
export default function InviteAcceptPage() {
  const { t, i18n } = useTranslation('employerAccount');
  const translate = useMessage();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const { status, user, signOut, setUser } = useAuth();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: employerAccountKeys.invite(token),
    queryFn: () => fetchInvitePreview(token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: async () => {
      setUser(await authApi.currentUser());
      await queryClient.invalidateQueries({ queryKey: employerAccountKeys.all });
    },
  });

  if (status === 'configuring' || preview.isPending) return <LoadingScreen />;
  const p = preview.data;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  let body: React.ReactNode;
  if (preview.isError) {
    body = <ErrorBlock text={t('loadError')} retryLabel={t('retry')} onRetry={() => void preview.refetch()} />;
  } else if (!p) {
    body = (
      <Alert severity="warning">
        <AlertTitle>{t('invite.notFound')}</AlertTitle>
        {t('invite.notFoundText')}
      </Alert>
    );
  } else if (accept.isSuccess) {
    body = (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {t('invite.accepted', { company: accept.data.name })}
        </Alert>
        {user && !user.emailVerified ? (
          <VerifyEmailStep email={user.data.email} />
        ) : (
          <Button component={Link} to="/employer" variant="contained" size="large">
            {t('invite.toDashboard')}
          </Button>
        )}
      </Stack>
    );
  } else if (p.status !== 'pending') {
    body = (
      <Alert severity="warning">
        <AlertTitle>{p.status === 'expired' ? t('invite.expired') : t('invite.used')}</AlertTitle>
        {t('invite.expiredText')}
      </Alert>
    );
  } else {
    const intro = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <GroupAddOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Stack spacing={0.5}>
          <Typography>{t('invite.text', { company: p.companyName, email: p.maskedEmail })}</Typography>
          <Typography color="text.secondary" variant="body2">
            {t('invite.validUntil', { date: date(p.expiresAt) })}
          </Typography>
        </Stack>
      </Stack>
    );
    body =
      user && !busy ? (
        <Stack spacing={2.5}>
          {intro}
          <FormError message={accept.isError ? translate(sayingOf(accept.error)) : null} />
          <Typography variant="body2" color="text.secondary">
            <span>{t('invite.signedInAs', { email: user.data.email })}</span>{' '}
            <Button size="small" onClick={signOut}>
              {t('invite.otherAccount')}
            </Button>
          </Typography>
          <Button variant="contained" size="large" onClick={() => accept.mutate()} disabled={accept.isPending}>
            {accept.isPending ? t('invite.accepting') : t('invite.accept')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2.5}>
          {intro}
          <Typography color="text.secondary">{t('invite.signInPrompt')}</Typography>
          <Button
            component={Link}
            to="/sign-in"
            variant="outlined"
            size="large"
            onClick={() => storeRedirectUrl(`/employer/invite/${token}`)}
          >
            {t('invite.signInButton')}
          </Button>
          <Divider />
          <Typography variant="h2" sx={{ fontSize: 20 }}>
            {t('invite.createHeading')}
          </Typography>
          <EmployerAccountForm
            mode="new"
            short
            defaultEmail={params.get('email') ?? ''}
            onBusy={setBusy}
            onDone={() => accept.mutate()}
            submitLabel={t('invite.create')}
            submittingLabel={t('invite.creating')}
          />
        </Stack>
      );
  }

  return <AuthCard title={p ? t('invite.heading', { company: p.companyName }) : t('invite.title')}>{body}</AuthCard>;
}
