import {
  Box,
  Chip,
  Link,
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
import { useTranslation } from 'react-i18next';
import type { EmployerStatus } from '../../../domain/applicant-schemas.ts';
import type { JobApplicant } from './applicants-api.ts';
import { ApplicantAvatar } from './applicant-avatar.tsx';
import { ApplicantStatusChip } from './applicant-status.tsx';
import { CpaBadge } from './cpa-badge.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { MoveToMenu } from './move-to-menu.tsx';
import { ShortlistToggle } from './shortlist-toggle.tsx';
import { visuallyHidden } from '@mui/utils';

export interface ApplicantActions {
  onOpen: (a: JobApplicant) => void;
  onMove: (a: JobApplicant, status: EmployerStatus) => void;
  onShortlist: (a: JobApplicant) => void;
}

export const nameOf = (a: JobApplicant) => a.applicant?.name ?? '—';

function NameButton({ a, onOpen }: { a: JobApplicant; onOpen: (a: JobApplicant) => void }) {
  const { t } = useTranslation('applicants');
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={() => onOpen(a)}
      aria-label={t('open', { name: nameOf(a) })}
      sx={{ fontWeight: 600, textAlign: 'start', fontSize: 15 }}
    >
      {/* The name keeps its own direction: an Arabic name in an English page and vice versa. */}
      <bdi>{nameOf(a)}</bdi>
    </Link>
  );
}

function Groups({ groups }: { groups: string[] }) {
  if (groups.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {groups.map((g) => (
        <Chip key={g} size="small" variant="outlined" label={<bdi>{g}</bdi>} />
      ))}
    </Stack>
  );
}

/** The list view: a table on wider screens, one card per applicant on phones. */
export function ApplicantsList({ items, actions }: { items: JobApplicant[]; actions: ApplicantActions }) {
  const { t, i18n } = useTranslation('applicants');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));

  if (phone) {
    return (
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={t('view.list')}>
        {items.map((a) => (
          <Paper
            key={a.id}
            component="li"
            variant="outlined"
            sx={{ p: 2, listStyle: 'none' }}
            data-testid="applicant-row"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <ApplicantAvatar name={nameOf(a)} photo={a.applicant?.photo} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <NameButton a={a} onOpen={actions.onOpen} />
                  {a.applicant?.isCPA && <CpaBadge />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('appliedOn', { date: formatDate(a.appliedAt, i18n.language) })}
                </Typography>
              </Box>
              <ShortlistToggle name={nameOf(a)} status={a.status} onToggle={() => actions.onShortlist(a)} />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
              <ApplicantStatusChip status={a.status} />
              <MoveToMenu name={nameOf(a)} status={a.status} onMove={(s) => actions.onMove(a, s)} />
            </Stack>
            {a.jobManagerGroups.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <Groups groups={a.jobManagerGroups} />
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="medium" aria-label={t('view.list')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.applied')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="center">{t('columns.shortlist')}</TableCell>
            <TableCell>{t('columns.groups')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('moveTo')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((a) => (
            <TableRow key={a.id} hover data-testid="applicant-row">
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <ApplicantAvatar name={nameOf(a)} photo={a.applicant?.photo} />
                  <Box sx={{ minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <NameButton a={a} onOpen={actions.onOpen} />
                      {a.applicant?.isCPA && <CpaBadge />}
                    </Stack>
                    {a.applicant?.location && (
                      <Typography variant="body2" color="text.secondary" dir="auto" sx={{ textAlign: 'start' }}>
                        {a.applicant.location}
                      </Typography>
                    )}
                  </Box>
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.appliedAt, i18n.language)}</TableCell>
              <TableCell>
                <ApplicantStatusChip status={a.status} />
              </TableCell>
              <TableCell align="center">
                <ShortlistToggle name={nameOf(a)} status={a.status} onToggle={() => actions.onShortlist(a)} />
              </TableCell>
              <TableCell>
                <Groups groups={a.jobManagerGroups} />
              </TableCell>
              <TableCell align="right">
                <MoveToMenu name={nameOf(a)} status={a.status} onMove={(s) => actions.onMove(a, s)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
