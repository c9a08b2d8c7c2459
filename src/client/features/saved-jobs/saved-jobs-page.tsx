import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Snackbar, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { PageBand } from '../../components/page-band.tsx';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { fetchSavedJobs, unsaveJob, type SavedJobs } from './saved-jobs-api.ts';
import { SavedJobCard } from './saved-job-card.tsx';

/** /job/saved — the user's liked jobs, with unsave and apply; closed ones say so. */
export default function SavedJobsPage() {
  const { t } = useTranslation('savedJobs');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const key = ['savedJobs', user?.uid];
  const saved = useQuery({ queryKey: key, queryFn: () => fetchSavedJobs(user!.uid), enabled: Boolean(user) });
  const unsave = useMutation({
    mutationFn: unsaveJob,
    onSuccess: (_data, jobId) => {
      queryClient.setQueryData<SavedJobs>(key, (old) =>
        old ? { ...old, jobs: old.jobs.filter((j) => j.id !== jobId) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['savedJobs'] });
      setNotice(t('removed'));
    },
    onError: () => setNotice(t('unsaveError')),
  });

  let body: React.ReactNode;
  if (saved.isPending) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }} role="status">
        <CircularProgress size={28} />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  } else if (saved.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void saved.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  } else if (saved.data.jobs.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <BookmarkBorderOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" component="h2" sx={{ fontSize: 22, mt: 1 }}>
          {t('emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('emptyText')}
        </Typography>
        <Button component={Link} to="/job/search/all" variant="contained">
          {t('search')}
        </Button>
      </Paper>
    );
  } else {
    body = (
      <>
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {saved.data.jobs.map((job) => (
            <SavedJobCard
              key={job.id}
              job={job}
              busy={unsave.isPending && unsave.variables === job.id}
              onUnsave={() => unsave.mutate(job.id)}
            />
          ))}
        </Box>
        {saved.data.missing > 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('unavailable')}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box sx={{ flex: 1 }}>
      <PageBand title={t('title')} subtitle={t('subtitle')} />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 1100 }}>{body}</Box>
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 2}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Box>
  );
}
