import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Snackbar, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { ApplicationListItem } from './application-list-item.tsx';
import { fetchMyApplications } from './applications-api.ts';
import { ApplicationsFrame } from './applications-frame.tsx';
import { useMessage } from '../../i18n/use-message.ts';
import { WithdrawDialog } from './withdraw-dialog.tsx';
import { invalidateApplyStanding } from '../jobs/index.ts';

/** /job/apply — every application of the signed-in user, newest first, with withdraw. */
export default function MyApplicationsPage() {
  const { t } = useTranslation('applications');
  const translate = useMessage();
  const queryClient = useQueryClient();
  const [toWithdraw, setToWithdraw] = useState<{ id: string; position: string } | null>(null);
  const [notice, setNotice] = useState(false);
  const list = useInfiniteQuery({
    queryKey: ['myApplications'],
    queryFn: ({ pageParam }) => fetchMyApplications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }} role="status">
        <CircularProgress size={28} />
        <Typography>{t('mine.loading')}</Typography>
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void list.refetch()}>
            {t('mine.retry')}
          </Button>
        }
      >
        {translate(list.error.message) ?? t('mine.loadError')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <WorkOutlineOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" component="h2" sx={{ fontSize: 22, mt: 1 }}>
          {t('mine.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('mine.emptyText')}
        </Typography>
        <Button component={Link} to="/job/search/all" variant="contained">
          {t('mine.search')}
        </Button>
      </Paper>
    );
  } else {
    body = (
      <>
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {items.map((a) => (
            <ApplicationListItem
              key={a.id}
              application={a}
              onWithdraw={() => setToWithdraw({ id: a.id, position: a.job?.position ?? '' })}
            />
          ))}
        </Box>
        {list.hasNextPage && (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Button variant="outlined" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('mine.loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <ApplicationsFrame title={t('mine.title')} subtitle={t('mine.subtitle')}>
      {body}
      <WithdrawDialog
        application={toWithdraw}
        onClose={() => setToWithdraw(null)}
        onWithdrawn={() => {
          setToWithdraw(null);
          setNotice(true);
          void queryClient.invalidateQueries({ queryKey: ['myApplications'] });
          void invalidateApplyStanding(queryClient);
        }}
      />
      <Snackbar
        open={notice}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 2}
        onClose={() => setNotice(false)}
        message={t('mine.withdrawn')}
      />
    </ApplicationsFrame>
  );
}
