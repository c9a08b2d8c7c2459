import DragIndicator from '@mui/icons-material/DragIndicator';
import { Box, Chip, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { JobApplicant } from './applicants-api.ts';
import { nameOf, type ApplicantActions } from './applicants-list.tsx';
import { ApplicantAvatar } from './applicant-avatar.tsx';
import { CpaBadge } from './cpa-badge.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { MoveToMenu } from './move-to-menu.tsx';
import { ShortlistToggle } from './shortlist-toggle.tsx';

/** The card's face, shared by the card in its column and the copy that follows the pointer. */
export function ApplicantCardFace({
  a,
  actions,
  handle,
}: {
  a: JobApplicant;
  actions?: ApplicantActions;
  handle?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('applicants');
  const name = nameOf(a);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {handle}
        <ApplicantAvatar name={name} photo={a.applicant?.photo} size={32} />
        <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
          {actions ? (
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => actions.onOpen(a)}
              aria-label={t('open', { name })}
              sx={{ fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere' }}
            >
              <bdi>{name}</bdi>
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{name}</bdi>
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('appliedOn', { date: formatDate(a.appliedAt, i18n.language) })}
          </Typography>
        </Box>
        {actions && <ShortlistToggle name={name} status={a.status} onToggle={() => actions.onShortlist(a)} />}
      </Stack>
      {(a.applicant?.isCPA || a.jobManagerGroups.length > 0 || actions) && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 0.5 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
            {a.applicant?.isCPA && <CpaBadge />}
            {a.jobManagerGroups.map((g) => (
              <Chip key={g} size="small" variant="outlined" label={<bdi>{g}</bdi>} sx={{ maxWidth: 160 }} />
            ))}
          </Stack>
          {actions && <MoveToMenu compact name={name} status={a.status} onMove={(s) => actions.onMove(a, s)} />}
        </Stack>
      )}
    </Stack>
  );
}

/** A board card: dragged by its handle (pointer or keyboard); withdrawn ones stay put. */
export function ApplicantCard({ a, actions }: { a: JobApplicant; actions: ApplicantActions }) {
  const { t } = useTranslation('applicants');
  const locked = a.status === 'withdrawn';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: a.id,
    disabled: locked,
  });
  const handle = locked ? undefined : (
    <IconButton
      ref={setActivatorNodeRef}
      size="small"
      {...attributes}
      {...listeners}
      aria-label={t('board.dragHandle', { name: nameOf(a) })}
      sx={{ cursor: 'grab', touchAction: 'none', color: 'text.secondary' }}
      data-testid="drag-handle"
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      sx={{
        p: 1.25,
        listStyle: 'none',
        opacity: isDragging ? 0.4 : 1,
        bgcolor: locked ? 'action.hover' : 'background.paper',
      }}
      data-testid="applicant-card"
      data-applicant={nameOf(a)}
    >
      <ApplicantCardFace a={a} actions={actions} handle={handle} />
      {locked && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {t('withdrawnLocked')}
        </Typography>
      )}
    </Paper>
  );
}
