import {
  Box,
  Chip,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_STATUSES } from '../../../domain/enums.ts';
import { formatDate } from '../../lib/format-date.ts';
import { listStatusOf, type CompanyJob } from './employer-jobs-api.ts';
import { JobActionsMenu, type RunnableAction } from './job-actions.tsx';
import { JobStatusChip } from './job-status-chip.tsx';

interface ListProps {
  jobs: CompanyJob[];
  companyName: string;
  canPublish: boolean;
  busyId: string | undefined;
  onAction: (action: RunnableAction, job: CompanyJob) => void;
}

/** Applications per status as compact chips linking to the applicants screen. */
function ApplicationCounts({ job }: { job: CompanyJob }) {
  const { t } = useTranslation('employerJobs');
  const counts = APPLICATION_STATUSES.flatMap((status) => {
    const found = job.applicationCounts.find((c) => c.status === status);
    return found && found.count > 0 ? [found] : [];
  });
  if (!counts.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('table.noApplications')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {counts.map((c) => (
        <Chip
          key={c.status}
          size="small"
          variant="outlined"
          clickable
          component={Link}
          to={`/employer/jobs/${job.id}/applicants?status=${c.status}`}
          label={t('applicationCount', {
            status: t(`applicationStatus.${c.status}`, { ns: 'values' }),
            count: c.count,
          })}
        />
      ))}
    </Stack>
  );
}

function StatusCell({ job }: { job: CompanyJob }) {
  const { t } = useTranslation('employerJobs');
  const status = listStatusOf(job);
  return (
    <Box>
      <JobStatusChip status={status} />
      {status === 'rejected' && job.reviewReason && (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5, maxWidth: 260 }}>
          {t('rejectedReason', { reason: job.reviewReason })}
        </Typography>
      )}
    </Box>
  );
}

function Title({ job }: { job: CompanyJob }) {
  const { t, i18n } = useTranslation('employerJobs');
  return (
    <Box>
      <MuiLink component={Link} to={`/employer/jobs/${job.id}/edit`} dir="auto" sx={{ fontWeight: 600 }}>
        {job.position}
      </MuiLink>
      <Typography variant="body2" color="text.secondary">
        {[job.location, t('table.created', { date: formatDate(job.createdAt, i18n.language) })]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
}

/** The company's jobs: a table on wide screens, cards on phones. */
export function JobList({ jobs, companyName, canPublish, busyId, onAction }: ListProps) {
  const { t, i18n } = useTranslation('employerJobs');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const deadline = (job: CompanyJob) =>
    job.deadline ? formatDate(job.deadline, i18n.language) : t('table.noDeadline');

  if (!wide)
    return (
      <Box
        component="ul"
        aria-label={t('table.caption', { company: companyName })}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {jobs.map((job) => (
          <Paper component="li" variant="outlined" key={job.id} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Title job={job} />
              </Box>
              <JobActionsMenu
                job={job}
                canPublish={canPublish}
                busy={busyId === job.id}
                onAction={(a) => onAction(a, job)}
              />
            </Stack>
            <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusCell job={job} />
              <Typography variant="body2">
                {t('table.deadline')}: {deadline(job)}
              </Typography>
            </Stack>
            <Box sx={{ mt: 1.5 }}>
              <ApplicationCounts job={job} />
            </Box>
          </Paper>
        ))}
      </Box>
    );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('table.caption', { company: companyName })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.position')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell>{t('table.deadline')}</TableCell>
            <TableCell>{t('table.applications')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('table.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id} hover>
              <TableCell sx={{ maxWidth: 360 }}>
                <Title job={job} />
              </TableCell>
              <TableCell>
                <StatusCell job={job} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{deadline(job)}</TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <ApplicationCounts job={job} />
              </TableCell>
              <TableCell align="right">
                <JobActionsMenu
                  job={job}
                  canPublish={canPublish}
                  busy={busyId === job.id}
                  onAction={(a) => onAction(a, job)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
