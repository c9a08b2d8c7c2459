import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Snackbar,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { JOB_ALERTS_MAX, alertSearchParams } from '../../../domain/job-alert-schemas.ts';
import { PageBand } from '../../components/page-band.tsx';
import { useMessage } from '../../i18n/use-message.ts';
import { alignWithPage } from '../../lib/bidi.ts';
import { formatDate } from '../../lib/format-date.ts';
import { AlertFormDialog } from './alert-form-dialog.tsx';
import { deleteAlert, fetchMyAlerts, JOB_ALERTS_KEY, updateAlert, type JobAlert } from './alerts-api.ts';
import { SearchSummary } from './search-summary.tsx';

function AlertItem({
  alert,
  onEdit,
  onDelete,
  onToggle,
  busy,
}: {
  alert: JobAlert;
  onEdit(): void;
  onDelete(): void;
  onToggle(): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('alerts');
  const headingId = `alert-${alert.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 2.5 }, listStyle: 'none' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              id={headingId}
              variant="h2"
              dir="auto"
              sx={{ fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere', ...alignWithPage }}
            >
              {alert.name}
            </Typography>
            <Chip size="small" label={t(`frequency.${alert.frequency}`)} />
            {alert.unsubscribed && <Chip size="small" color="warning" variant="outlined" label={t('page.paused')} />}
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <SearchSummary params={alertSearchParams(alert)} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {alert.lastSentAt
              ? t('page.lastSent', { date: formatDate(alert.lastSentAt, i18n.language) })
              : t('page.neverSent')}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', alignSelf: { md: 'center' }, flexShrink: 0 }}
        >
          <Button
            component={Link}
            to={alert.searchPath}
            variant="contained"
            size="small"
            aria-label={t('page.runSearchLabel', { name: alert.name })}
          >
            {t('page.runSearch')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={onEdit}
            aria-label={t('page.editLabel', { name: alert.name })}
          >
            {t('page.edit')}
          </Button>
          <Button size="small" onClick={onToggle} disabled={busy}>
            {alert.unsubscribed ? t('page.resume') : t('page.pause')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onDelete}
            aria-label={t('page.deleteLabel', { name: alert.name })}
          >
            {t('page.delete')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /user/alerts — the person's job alerts: what each searches, how often, when it last mailed; edit, pause, delete. */
export default function AlertsPage() {
  const { t } = useTranslation('alerts');
  const translate = useMessage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<JobAlert | null>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const alerts = useQuery({ queryKey: JOB_ALERTS_KEY, queryFn: fetchMyAlerts });
  const refresh = () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY });
  const toggle = useMutation({
    mutationFn: (alert: JobAlert) => updateAlert({ id: alert.id, unsubscribed: !alert.unsubscribed }),
    onSuccess: () => {
      setNotice(t('page.updated'));
      return refresh();
    },
    onError: () => setNotice(t('page.error')),
  });
  const remove = useMutation({
    mutationFn: (alert: JobAlert) => deleteAlert(alert.id),
    onSuccess: async () => {
      setDeleting(null);
      setNotice(t('page.deleted'));
      await refresh();
    },
  });

  useEffect(() => {
    document.title = t('page.title');
  }, [t]);

  let body: React.ReactNode;
  if (alerts.isPending) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }} role="status">
        <CircularProgress size={28} />
        <Typography>{t('page.loading')}</Typography>
      </Stack>
    );
  } else if (alerts.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void alerts.refetch()}>
            {t('page.retry')}
          </Button>
        }
      >
        {t('page.loadError')}
      </Alert>
    );
  } else if (alerts.data.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <NotificationsNoneOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" component="h2" sx={{ fontSize: 22, mt: 1 }}>
          {t('page.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('page.emptyText')}
        </Typography>
        <Button component={Link} to="/job/search/all" variant="contained">
          {t('page.search')}
        </Button>
      </Paper>
    );
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('page.count', { count: alerts.data.length, max: JOB_ALERTS_MAX })}
        </Typography>
        <Box component="ul" aria-label={t('page.listLabel')} sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {alerts.data.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              busy={toggle.isPending && toggle.variables?.id === alert.id}
              onEdit={() => setEditing(alert)}
              onDelete={() => setDeleting(alert)}
              onToggle={() => toggle.mutate(alert)}
            />
          ))}
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ flex: 1 }}>
      <PageBand title={t('page.title')} subtitle={t('page.subtitle', { max: JOB_ALERTS_MAX })} />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 1100 }}>{body}</Box>
      <AlertFormDialog
        open={Boolean(editing)}
        title={t('edit.title')}
        search={editing ? <SearchSummary params={alertSearchParams(editing)} /> : undefined}
        initial={{ name: editing?.name ?? '', frequency: editing?.frequency ?? 'daily' }}
        submitLabel={t('edit.save')}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await updateAlert({ id: editing!.id, ...values });
          setEditing(null);
          setNotice(t('page.updated'));
          await refresh();
        }}
      />
      <Dialog
        open={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-alert-title"
        aria-describedby="delete-alert-text"
      >
        <DialogTitle id="delete-alert-title">{t('remove.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-alert-text">
            {t('remove.text', { name: deleting?.name ?? '' })}
          </DialogContentText>
          {remove.error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {translate(remove.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(null)}>{t('remove.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting)}
          >
            {t('remove.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 2}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Box>
  );
}
