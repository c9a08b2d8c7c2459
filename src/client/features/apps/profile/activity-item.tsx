import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import { Avatar, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationStatus } from '../../../../domain/enums.ts';
import { ApplicationStatusChip } from '../../../components/application-status-chip.tsx';
import { formatRelativeDate } from '../../../lib/format-date.ts';
import { firstStrong, mirrorInRtl } from '../../../lib/bidi.ts';
import type { TimelineEntry } from './profile-api.ts';

const ICONS = { applied: SendOutlined, status: UpdateOutlined, saved: BookmarkBorder, posted: PostAddOutlined };
type ActivityKind = keyof typeof ICONS;

/** Something the owner did on the portal: a line with its job, its time, and a link to the job. */
export function ActivityItem({ entry }: { entry: TimelineEntry }) {
  const { t, i18n } = useTranslation('profilePage');
  const kind = entry.kind as ActivityKind;
  const Icon = ICONS[kind] ?? UpdateOutlined;
  const job = entry.job;
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid={`profile-activity-${kind}`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar sx={{ bgcolor: 'primary.light', color: 'primary.contrastText' }} aria-hidden>
          <Icon sx={kind === 'applied' ? mirrorInRtl : undefined} />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Trans
              t={t}
              i18nKey={`activity.${kind}`}
              // Names keep their own direction in the sentence ("… A.Ş." ends with its own full stop in Arabic).
              values={{ position: firstStrong(job?.position ?? ''), company: firstStrong(job?.companyName ?? '') }}
              components={{ strong: <strong /> }}
            />
            {kind === 'status' && entry.status && (
              <Box component="span" sx={{ ms: 1, display: 'inline-block', verticalAlign: 'middle' }}>
                {' '}
                <ApplicationStatusChip status={entry.status as ApplicationStatus} />
              </Box>
            )}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="time" variant="body2" color="text.secondary" dateTime={entry.at}>
              {formatRelativeDate(entry.at, i18n.language)}
            </Typography>
            {job && (
              <Link
                component={RouterLink}
                to={`/job/info/${job.id}`}
                variant="body2"
                aria-label={t('activity.openJob', { position: job.position })}
              >
                {job.position}
              </Link>
            )}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
