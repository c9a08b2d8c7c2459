import BookmarkRemoveOutlined from '@mui/icons-material/BookmarkRemoveOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box, Button, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { ApplyAction } from '../jobs/index.ts';
import type { SavedJob } from './saved-jobs-api.ts';
import { alignWithPage } from '../../lib/bidi.ts';

/** A saved job: what and where, whether it is still open, apply and unsave. */
export function SavedJobCard({ job, onUnsave, busy }: { job: SavedJob; onUnsave: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('savedJobs');
  const company = job.company?.name ?? '';
  const statusLabel = job.isOpen ? t('open') : job.status === 'expired' ? t('expired') : t('closed');
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, listStyle: 'none', opacity: job.isOpen ? 1 : 0.85 }}
      data-testid="saved-job"
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack direction="row" spacing={2} sx={{ minWidth: 0 }}>
          <CompanyAvatar name={company} logo={job.company?.logo} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" component="h2" dir="auto" sx={{ fontSize: 18, ...alignWithPage }}>
              <MuiLink component={Link} to={`/job/info/${job.id}`} underline="hover">
                {job.position}
              </MuiLink>
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{company}</bdi>
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
            >
              <Chip
                size="small"
                label={statusLabel}
                color={job.isOpen ? 'success' : 'default'}
                variant={job.isOpen ? 'outlined' : 'filled'}
              />
              {job.requiresCPA && (
                <Chip size="small" color="secondary" variant="outlined" icon={<VerifiedOutlined />} label={t('cpa')} />
              )}
              {job.location && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <PlaceOutlined fontSize="small" aria-hidden />
                  <Typography variant="body2">
                    <bdi>{job.location}</bdi>
                  </Typography>
                </Stack>
              )}
              {job.isOpen && job.deadline && (
                <Typography variant="body2">
                  {t('deadline', { date: formatDate(job.deadline, i18n.language) })}
                </Typography>
              )}
            </Stack>
            {!job.isOpen && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('closedNote')}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
          <ApplyAction job={job} compact />
          <Button
            variant="text"
            color="inherit"
            startIcon={<BookmarkRemoveOutlined />}
            onClick={onUnsave}
            disabled={busy}
            aria-label={t('unsaveLabel', { position: job.position })}
          >
            {t('unsave')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
