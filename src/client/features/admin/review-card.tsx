import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One item waiting for a decision: what staff need to know, and Approve / Reject. */
export function ReviewCard({
  titleId,
  title,
  subtitle,
  chips,
  children,
  extraAction,
  approveLabel,
  busy,
  onApprove,
  onReject,
}: {
  titleId: string;
  title: string;
  subtitle?: ReactNode;
  chips?: ReactNode;
  children: ReactNode;
  extraAction?: ReactNode;
  approveLabel?: string;
  busy: boolean;
  onApprove(): void;
  onReject(): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 2 }}
        >
          <div>
            <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: 20, fontWeight: 600 }}>
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </div>
          {chips && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {chips}
            </Stack>
          )}
        </Stack>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onApprove} loading={busy} aria-describedby={titleId}>
          {approveLabel ?? t('moderation.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={onReject} disabled={busy} aria-describedby={titleId}>
          {t('moderation.reject')}
        </Button>
        {extraAction}
      </CardActions>
    </Card>
  );
}
