import { Alert, Box, Button, CircularProgress, Snackbar, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { authApi } from '../../lib/auth/auth-api.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { PageBand } from '../../components/page-band.tsx';
import { AccountSection } from './account-section.tsx';
import { CpaSection } from './cpa-section.tsx';
import { EntrySection } from './entry-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PersonalForm } from './personal-form.tsx';
import { useProfile } from './profile-api.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ResumeSection } from './resume-section.tsx';

type Notice =
  | 'saved'
  | 'deleted'
  | 'cpa.claimSent'
  | 'account.downloaded'
  | 'resumes.uploaded'
  | 'resumes.deleted'
  | 'password.changed';

/** /profile: the signed-in person's own profile, lists, CPA status and data. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user, setUser } = useAuth();
  const profile = useProfile(user?.uid ?? '');
  const [notice, setNotice] = useState<Notice | null>(null);

  const onProfileSaved = () => {
    setNotice('saved');
    // The toolbar shows the client record's name and photo, which follow the profile.
    void authApi.currentUser().then(setUser, () => undefined);
  };

  let body;
  if (profile.isPending) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }} role="status">
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{t('loading')}</Typography>
      </Stack>
    );
  } else if (profile.isError || !profile.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void profile.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  } else {
    const p = profile.data;
    body = (
      <Stack spacing={3}>
        <ProfileHeader profile={p} />
        <PersonalForm key={p.id} profile={p} onSaved={onProfileSaved} />
        <ResumeSection onChanged={setNotice} />
        <EntrySection userId={p.id} kind="work" entries={p.work} onChanged={setNotice} />
        <EntrySection userId={p.id} kind="education" entries={p.education} onChanged={setNotice} />
        <EntrySection userId={p.id} kind="license" entries={p.licenses} onChanged={setNotice} />
        <CpaSection profile={p} onClaimed={() => setNotice('cpa.claimSent')} />
        <PasswordSection onChanged={() => setNotice('password.changed')} />
        <AccountSection onDownloaded={() => setNotice('account.downloaded')} />
      </Stack>
    );
  }

  return (
    <Box sx={{ flex: 1 }}>
      <PageBand title={t('title')} subtitle={t('subtitle')} titleSize={{ xs: 28, md: 36 }} />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>{body}</Box>
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 2}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)} sx={{ width: '100%' }}>
          {notice ? t(notice) : ''}
        </Alert>
      </Snackbar>
    </Box>
  );
}
