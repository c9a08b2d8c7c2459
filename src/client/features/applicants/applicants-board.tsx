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
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { alpha, Box, IconButton, Paper, Stack, Tooltip, Typography, useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_STATUSES, type EmployerStatus } from '../../../domain/applicant-schemas.ts';
import type { ApplicationStatus } from '../../../domain/enums.ts';
import type { JobApplicant } from './applicants-api.ts';
import { nameOf, type ApplicantActions } from './applicants-list.tsx';
import { ApplicantCard, ApplicantCardFace } from './applicant-card.tsx';
import { statusAccent } from '../../components/application-status-tone.ts';
import { BOARD_STATUSES } from './applicant-status.tsx';
import { mirrorInRtl } from '../../lib/bidi.ts';

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
        // Narrow enough for four to five columns at 1440 px; the rest is a scroll away (see the cue).
        flex: '0 0 248px',
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

/** How far the board can still scroll towards its start and its end (either direction of writing). */
function useScrollRoom(ref: React.RefObject<HTMLDivElement | null>) {
  const [room, setRoom] = useState({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // In a right-to-left page scrollLeft runs from 0 down to negative values: its size is what counts.
      const done = Math.abs(el.scrollLeft);
      const max = el.scrollWidth - el.clientWidth;
      setRoom((r) => {
        const next = { start: done > 1, end: max - done > 1 };
        return r.start === next.start && r.end === next.end ? r : next;
      });
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return room;
}

/**
 * The board's columns side by side. When they do not fit (eight statuses rarely do), a shadow
 * at each edge that hides columns shows there is more, and a line above says so in words, with
 * buttons that scroll a few columns on (for people who cannot scroll sideways easily).
 */
function BoardScroller({ label, columns, children }: { label: string; columns: number; children: React.ReactNode }) {
  const { t } = useTranslation('applicants');
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const room = useScrollRoom(ref);
  const overflowing = room.start || room.end;
  const scroll = (towards: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const rtl = theme.direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: towards * rtl * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  // Written for left to right: the right-to-left style sheet mirrors left/right and the gradients.
  const shadow = (side: 'left' | 'right', shown: boolean) => ({
    position: 'absolute' as const,
    top: 0,
    bottom: 12,
    [side]: 0,
    width: 28,
    pointerEvents: 'none' as const,
    opacity: shown ? 1 : 0,
    transition: 'opacity 150ms',
    background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${alpha(theme.palette.text.primary, 0.16)}, transparent)`,
    zIndex: 1,
  });
  return (
    <Box>
      {overflowing && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
          data-testid="board-scroll-hint"
        >
          <Typography variant="body2" color="text.secondary" id="board-scroll-hint">
            {t('board.scrollHint', { columns })}
          </Typography>
          <Stack direction="row">
            <Tooltip title={t('board.scrollBack')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('board.scrollBack')}
                  disabled={!room.start}
                  onClick={() => scroll(-1)}
                >
                  <ChevronLeft sx={mirrorInRtl} />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('board.scrollForward')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('board.scrollForward')}
                  disabled={!room.end}
                  onClick={() => scroll(1)}
                >
                  <ChevronRight sx={mirrorInRtl} />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
      )}
      <Box sx={{ position: 'relative' }}>
        <Box aria-hidden sx={shadow('left', room.start)} data-testid="board-shadow-start" data-shown={room.start} />
        <Box aria-hidden sx={shadow('right', room.end)} data-testid="board-shadow-end" data-shown={room.end} />
        <Box
          ref={ref}
          role="region"
          aria-label={label}
          aria-describedby={overflowing ? 'board-scroll-hint' : undefined}
          // Focusable, so the keyboard's arrow keys scroll it too.
          tabIndex={0}
          sx={{
            display: 'flex',
            gap: 1.5,
            overflowX: 'auto',
            pb: 1.5,
            alignItems: 'stretch',
            scrollSnapType: { xs: 'x mandatory', md: 'none' },
            '& > section': { scrollSnapAlign: 'start' },
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          }}
          data-testid="applicants-board"
        >
          {children}
        </Box>
      </Box>
    </Box>
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
      <BoardScroller label={t('board.label')} columns={BOARD_STATUSES.length}>
        {BOARD_STATUSES.map((status) => (
          <Column key={status} status={status} items={items.filter((a) => a.status === status)} actions={actions} />
        ))}
      </BoardScroller>
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
