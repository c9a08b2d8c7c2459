import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_STATUSES, type EmployerStatus } from '../../../domain/applicant-schemas.ts';
import type { ApplicationStatus } from '../../../domain/enums.ts';
import type { JobApplicant } from './applicants-api.ts';
import { nameOf, type ApplicantActions } from './applicants-list.tsx';
import { ApplicantCard, ApplicantCardFace } from './applicant-card.tsx';
import { statusAccent } from '../../components/application-status-tone.ts';
import { BOARD_STATUSES } from './applicant-status.tsx';

const isEmployerStatus = (s: unknown): s is EmployerStatus => EMPLOYER_STATUSES.includes(s as EmployerStatus);

/** Pointer drops go where the pointer is; keyboard drops to the column the card overlaps most. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

/** Arrow keys jump a whole column left or right (as the columns are laid out, so RTL works too). */
const columnJump: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') return undefined;
  event.preventDefault();
  const card = context.collisionRect;
  const width = card?.width ?? 0;
  const columns = [...context.droppableRects.entries()]
    .filter(([id]) => !context.droppableContainers.get(id)?.disabled)
    .map(([, rect]) => rect)
    .sort((a, b) => a.left - b.left);
  if (!columns.length) return undefined;
  const centre = currentCoordinates.x + width / 2;
  let index = columns.findIndex((r) => centre >= r.left && centre <= r.left + r.width);
  if (index < 0)
    index = columns.reduce(
      (best, r, i) =>
        Math.abs(r.left + r.width / 2 - centre) < Math.abs(columns[best]!.left + columns[best]!.width / 2 - centre)
          ? i
          : best,
      0,
    );
  const target = columns[Math.min(columns.length - 1, Math.max(0, index + (event.code === 'ArrowRight' ? 1 : -1)))]!;
  return { x: target.left + (target.width - width) / 2, y: Math.max(currentCoordinates.y, target.top + 56) };
};

function Column({
  status,
  items,
  actions,
}: {
  status: ApplicationStatus;
  items: JobApplicant[];
  actions: ApplicantActions;
}) {
  const { t } = useTranslation('applicants');
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: status === 'withdrawn' });
  const headingId = `board-column-${status}-title`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid={`board-column-${status}`}
      sx={(theme) => ({
        flex: '0 0 272px',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.selected' : theme.palette.mode === 'dark' ? 'background.default' : 'grey.50',
        borderTop: `4px solid ${statusAccent(status)(theme)}`,
        outline: isOver ? `2px solid ${theme.palette.primary.main}` : 'none',
        minHeight: 220,
      })}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1.25 }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: 15 }}>
          {t(`applicationStatus.${status}`, { ns: 'values' })}
        </Typography>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }} aria-hidden>
          {items.length}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ p: 1, pt: 0, m: 0, display: 'grid', gap: 1, alignContent: 'start', flex: 1 }}>
        {items.map((a) => (
          <ApplicantCard key={a.id} a={a} actions={actions} />
        ))}
        {items.length === 0 && (
          <Typography
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{
              listStyle: 'none',
              textAlign: 'center',
              py: 2,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {t('board.empty')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The board: one column per status; drag a card (pointer or keyboard) or use its Move to menu. */
export function ApplicantsBoard({ items, actions }: { items: JobApplicant[]; actions: ApplicantActions }) {
  const { t } = useTranslation('applicants');
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  const byId = new Map(items.map((a) => [a.id, a]));
  const nameFor = (id: string | number) => nameOf(byId.get(String(id))!);
  const statusName = (id: string | number | undefined) =>
    id === undefined ? '' : t(`applicationStatus.${String(id) as ApplicationStatus}`, { ns: 'values' });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('board.dragStart', { name: nameFor(active.id), from: statusName(byId.get(String(active.id))?.status) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('board.dragOver', { name: nameFor(active.id), to: statusName(over.id) })
        : t('board.dragOutside', { name: nameFor(active.id) }),
    onDragEnd: ({ active, over }) => {
      const from = byId.get(String(active.id))?.status;
      if (!over || over.id === from) return t('board.dragSame', { name: nameFor(active.id), to: statusName(from) });
      return t('board.dragEnd', { name: nameFor(active.id), to: statusName(over.id) });
    },
    onDragCancel: ({ active }) =>
      t('board.dragCancel', { name: nameFor(active.id), from: statusName(byId.get(String(active.id))?.status) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const a = byId.get(String(active.id));
    if (!a || !over || over.id === a.status || !isEmployerStatus(over.id)) return;
    actions.onMove(a, over.id);
  };
  const active = activeId ? byId.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.instructions') } }}
      onDragStart={({ active: a }) => setActiveId(String(a.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
    >
      <Box
        role="region"
        aria-label={t('board.label')}
        sx={{
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          pb: 1.5,
          alignItems: 'stretch',
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
          '& > section': { scrollSnapAlign: 'start' },
        }}
        data-testid="applicants-board"
      >
        {BOARD_STATUSES.map((status) => (
          <Column key={status} status={status} items={items.filter((a) => a.status === status)} actions={actions} />
        ))}
      </Box>
      <DragOverlay>
        {active ? (
          <Paper elevation={8} sx={{ p: 1.25, width: 256, cursor: 'grabbing' }}>
            <ApplicantCardFace a={active} />
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
