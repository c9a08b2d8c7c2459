import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageBand } from '../../components/page-band.tsx';
import { useMessage } from '../../i18n/use-message.ts';
import { ApiError } from '../../lib/http-client.ts';
import { resubscribeByToken, unsubscribeByToken, type AlertByToken } from './alerts-api.ts';

/** A sentence with the alert's name isolated in it, so a name in another script keeps its own order. */
function WithName({ text, name }: { text: string; name: string }) {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}

/**
 * /alerts/unsubscribe?token=… — the page an alert mail's unsubscribe link opens, signed in or not:
 * opening it unsubscribes (one click from the mail), and it offers to resubscribe.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('alerts');
  const translate = useMessage();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [alert, setAlert] = useState<AlertByToken | null>(null);
  const [resubscribed, setResubscribed] = useState(false);
  const unsubscribe = useMutation({
    mutationFn: () => unsubscribeByToken(token),
    onSuccess: (a) => {
      setAlert(a);
      setResubscribed(false);
    },
  });
  const resubscribe = useMutation({
    mutationFn: () => resubscribeByToken(token),
    onSuccess: (a) => {
      setAlert(a);
      setResubscribed(true);
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    unsubscribe.mutate();
  }, [token, unsubscribe]);
  useEffect(() => {
    document.title = t('unsubscribe.title');
  }, [t]);

  const failure = unsubscribe.error ?? resubscribe.error;
  // A refused link (4xx) will not work on a second try; a lost connection may.
  const canRetry = failure && !(failure instanceof ApiError && failure.status >= 400 && failure.status < 500);
  let body: React.ReactNode;
  if (!token) body = <Alert severity="warning">{t('unsubscribe.missingToken')}</Alert>;
  else if (failure)
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          canRetry ? (
            <Button color="inherit" onClick={() => (alert ? resubscribe.mutate() : unsubscribe.mutate())}>
              {t('unsubscribe.retry')}
            </Button>
          ) : undefined
        }
      >
        {translate(failure) ?? t('unsubscribe.failed')}
      </Alert>
    );
  else if (!alert)
    body = (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={28} />
        <Typography>{t('unsubscribe.working')}</Typography>
      </Stack>
    );
  else
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography role="status" sx={{ fontSize: 18, fontWeight: 600 }}>
            <WithName
              text={t(resubscribed ? 'unsubscribe.resubscribed' : 'unsubscribe.done', { name: '\u0000' })}
              name={alert.name}
            />
          </Typography>
          {!resubscribed && <Typography color="text.secondary">{t('unsubscribe.doneHint')}</Typography>}
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {resubscribed ? (
              <Button variant="outlined" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
                {t('page.pause')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => resubscribe.mutate()} disabled={resubscribe.isPending}>
                {t('unsubscribe.resubscribe')}
              </Button>
            )}
            <Button component={Link} to={alert.searchPath}>
              {t('unsubscribe.runSearch')}
            </Button>
            <Button component={Link} to="/user/alerts">
              {t('unsubscribe.manage')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    );

  return (
    <Box sx={{ flex: 1 }}>
      <PageBand title={t('unsubscribe.title')} />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 760 }}>{body}</Box>
    </Box>
  );
}
