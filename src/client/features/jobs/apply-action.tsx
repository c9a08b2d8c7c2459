import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Alert, AlertTitle, Button, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date.ts';
import { useApplyStanding } from './use-apply-standing.ts';

/** The fields of a job that decide how (and whether) someone applies. */
export interface ApplyFacts {
  id: string;
  position: string;
  isOpen: boolean;
  status: string;
  deadline?: string | null;
  applyWay: string;
  applyUrl?: string | null;
  requiresCPA: boolean;
}

/**
 * The one apply button of every screen that offers one (job page, the search's job pane, saved
 * jobs): it says when the person already applied and links to the application, tells a signed-in
 * non-CPA that a CPA-only job is closed to them, sends external jobs to the company's site, and
 * says when a job no longer takes applications. `compact` is the one-line form for lists.
 */
export function ApplyAction({ job, compact = false }: { job: ApplyFacts; compact?: boolean }) {
  const { t, i18n } = useTranslation('jobs');
  const standing = useApplyStanding();
  const applied = standing.appliedTo(job.id);
  const size = compact ? 'medium' : 'large';

  if (standing.loading) return <Skeleton variant="rounded" width={compact ? 120 : 180} height={compact ? 36 : 42} />;

  if (applied) {
    const date = formatDate(applied.appliedAt, i18n.language);
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: 'success.dark', minHeight: compact ? 36 : 42 }}
        data-testid="applied-state"
      >
        <CheckCircleOutlined aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>
          {t('applyState.appliedOn', { date })}{' '}
          <MuiLink component={Link} to="/job/apply" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
            {t('applyState.seeApplication')}
          </MuiLink>
        </Typography>
      </Stack>
    );
  }

  if (!job.isOpen) {
    if (compact) return null;
    const expired = job.status === 'expired';
    return (
      <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{expired ? t('job.expiredTitle') : t('job.closedTitle')}</AlertTitle>
        {expired && job.deadline
          ? t('job.expiredText', { date: formatDate(job.deadline, i18n.language) })
          : t('job.closedText')}
      </Alert>
    );
  }

  if (job.applyWay === 'external' && job.applyUrl) {
    return (
      <Button
        variant="contained"
        color="secondary"
        size={size}
        href={job.applyUrl}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewOutlined />}
        title={t('job.applyExternalHint')}
        aria-label={compact ? `${t('job.applyExternal')}: ${job.position}` : undefined}
      >
        {t('job.applyExternal')}
      </Button>
    );
  }

  // A signed-in person who is not a confirmed CPA cannot apply to a CPA-only job: say so where
  // the button would be, and how to become one (guests see the button and learn at sign-in).
  if (job.requiresCPA && standing.signedIn && !standing.isCPA) {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: 'text.secondary', minHeight: compact ? 36 : 42 }}
        data-testid="cpa-only"
      >
        <VerifiedOutlined color="secondary" aria-hidden />
        <Typography>
          {standing.cpaStatus === 'claimed' ? t('applyState.cpaPending') : t('applyState.cpaOnly')}{' '}
          {standing.cpaStatus !== 'claimed' && (
            <MuiLink component={Link} to="/profile" sx={{ whiteSpace: 'nowrap' }}>
              {t('applyState.claimCpa')}
            </MuiLink>
          )}
        </Typography>
      </Stack>
    );
  }

  return (
    <Button
      variant="contained"
      color="secondary"
      size={size}
      component={Link}
      to={`/job/apply/${job.id}`}
      aria-label={compact ? `${t('job.apply')}: ${job.position}` : undefined}
    >
      {t('job.apply')}
    </Button>
  );
}
