import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Alert, Box, Button, IconButton, Paper, Skeleton, Snackbar, Stack, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { alignWithPage, mirrorInRtl } from '../../../lib/bidi.ts';
import { BoardList, QuickAdd, type ListActions } from './board-list.tsx';
import { BoardSettingsDialog } from './board-settings-dialog.tsx';
import { CardFace } from './board-card.tsx';
import { CardDialog } from './card-dialog.tsx';
import { MemberAvatars } from '../../../components/member-avatar.tsx';
import {
  SCRUMBOARD_KEY,
  createCard,
  createList,
  deleteList,
  fetchBoard,
  moveCard,
  moveList,
  renameList,
  type Board,
} from './scrumboard-api.ts';
import { useConfirm } from '../../../components/confirm-dialog.tsx';

/** Pointer drops go onto the card under the pointer (before it) or the list; the keyboard's to what it overlaps. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const found = hits.length ? hits : rectIntersection(args);
  const cards = found.filter((h) => String(h.id).startsWith('card:') && h.id !== args.active.id);
  return cards.length ? cards : found.filter((h) => String(h.id).startsWith('list:'));
};

/** Left and right jump a whole list (as laid out, so right to left works too); up and down step within it. */
const keyboardMove: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const width = context.collisionRect?.width ?? 0;
  if (event.code === 'ArrowDown' || event.code === 'ArrowUp') {
    event.preventDefault();
    return { ...currentCoordinates, y: currentCoordinates.y + (event.code === 'ArrowDown' ? 60 : -60) };
  }
  if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') return undefined;
  event.preventDefault();
  const lists = [...context.droppableRects.entries()]
    .filter(([id]) => String(id).startsWith('list:'))
    .map(([, rect]) => rect)
    .sort((a, b) => a.left - b.left);
  if (!lists.length) return undefined;
  const centre = currentCoordinates.x + width / 2;
  let index = lists.findIndex((r) => centre >= r.left && centre <= r.left + r.width);
  if (index < 0) index = 0;
  const target = lists[Math.min(lists.length - 1, Math.max(0, index + (event.code === 'ArrowRight' ? 1 : -1)))]!;
  return { x: target.left + (target.width - width) / 2, y: target.top + 48 };
};

/** The board with a card moved to `position` of `listId` (what the server will do, shown at once). */
function withMove(board: Board, cardId: string, listId: string, position: number): Board {
  const lists = board.lists.map((l) => ({ ...l, cards: l.cards.filter((id) => id !== cardId) }));
  const target = lists.find((l) => l.id === listId)!;
  target.cards.splice(Math.min(position, target.cards.length), 0, cardId);
  return {
    ...board,
    lists,
    cards: board.cards.map((c) => (c.id === cardId ? { ...c, listId } : c)),
  };
}

/** A board: its lists side by side, cards moved by drag (pointer or keyboard), the card dialog and settings. */
export default function BoardPage() {
  const { boardId = '' } = useParams();
  const { t } = useTranslation('scrumboard');
  const { confirm, dialog } = useConfirm();
  const say = useMessage();
  const queryClient = useQueryClient();
  const key = [...SCRUMBOARD_KEY, 'board', boardId];
  const board = useQuery({ queryKey: key, queryFn: () => fetchBoard(boardId) });
  const [openCard, setOpenCard] = useState<string | null>(null);
  const [settings, setSettings] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardMove,
      // Enter opens the card; Space picks it up and puts it down.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: SCRUMBOARD_KEY });
  const onError = (e: unknown) => {
    setFailure(say(e as Error) ?? t('failed'));
    void refresh();
  };
  const move = useMutation({
    mutationFn: (m: { cardId: string; listId: string; position: number }) => moveCard(m.cardId, m.listId, m.position),
    onMutate: async (m) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Board>(key);
      if (before) queryClient.setQueryData(key, withMove(before, m.cardId, m.listId, m.position));
    },
    // The server's order is the board's order (another member may have moved cards meanwhile).
    onSuccess: (next) => queryClient.setQueryData(key, next),
    onError,
  });

  if (board.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button component={Link} to="/apps/scrumboard/boards">
              {t('backToBoards')}
            </Button>
          }
        >
          {say(board.error) ?? t('loadFailed')}
        </Alert>
      </Box>
    );
  if (!board.data)
    return (
      <Box sx={{ p: 3 }} aria-busy>
        <Skeleton width={240} height={40} />
        <Stack direction="row" sx={{ gap: 2, mt: 2, overflow: 'hidden' }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" width={300} height={360} sx={{ flexShrink: 0 }} />
          ))}
        </Stack>
      </Box>
    );
  const b = board.data;
  const byId = new Map(b.cards.map((c) => [c.id, c]));
  const cardOf = (id: string | number) => byId.get(String(id).replace(/^card:/, ''));
  const listOf = (id: string | number | undefined) => {
    if (id === undefined) return undefined;
    const s = String(id);
    if (s.startsWith('list:')) return b.lists.find((l) => `list:${l.id}` === s);
    const card = cardOf(s);
    return card && b.lists.find((l) => l.id === card.listId);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', { title: cardOf(active.id)?.title, list: listOf(active.id)?.title }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dragOver', { title: cardOf(active.id)?.title, list: listOf(over.id)?.title })
        : t('dragOutside', { title: cardOf(active.id)?.title }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragEnd', { title: cardOf(active.id)?.title, list: listOf(over.id)?.title })
        : t('dragCancel', { title: cardOf(active.id)?.title }),
    onDragCancel: ({ active }) => t('dragCancel', { title: cardOf(active.id)?.title }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const card = cardOf(active.id);
    if (!card || !over || over.id === active.id) return;
    const overId = String(over.id);
    let listId: string;
    let position: number;
    if (overId.startsWith('card:')) {
      const target = cardOf(overId)!;
      listId = target.listId;
      const order = b.lists.find((l) => l.id === listId)!.cards.filter((id) => id !== card.id);
      position = order.indexOf(target.id);
    } else {
      listId = overId.replace(/^list:/, '');
      position = b.lists.find((l) => l.id === listId)!.cards.filter((id) => id !== card.id).length;
    }
    const now = b.lists.find((l) => l.id === card.listId)!.cards.indexOf(card.id);
    if (listId === card.listId && position === now) return;
    move.mutate({ cardId: card.id, listId, position });
  };
  const actions: ListActions = {
    onOpen: (c) => setOpenCard(c.id),
    onAddCard: (listId, title) => createCard(listId, title).then(refresh, onError),
    onRename: (listId, title) => renameList(listId, title).then(refresh, onError),
    onMove: (listId, position) => void moveList(listId, position).then(refresh, onError),
    onDelete: (listId) => {
      void confirm({ title: t('deleteListConfirm') }).then((yes) => {
        if (yes) void deleteList(listId).then(refresh, onError);
      });
    },
  };
  const active = activeId ? cardOf(activeId) : undefined;
  const current = openCard ? byId.get(openCard) : undefined;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Tooltip title={t('backToBoards')}>
          <IconButton component={Link} to="/apps/scrumboard/boards" aria-label={t('backToBoards')}>
            <ArrowBack sx={mirrorInRtl} />
          </IconButton>
        </Tooltip>
        {/* On a phone the title takes its own line; the members and settings wrap below it. */}
        <Box sx={{ flex: 1, minWidth: { xs: 'calc(100% - 56px)', sm: 0 } }}>
          {/* In its own direction, aligned with the page (an English title sat at the far side in Arabic). */}
          <Typography variant="h1" sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, ...alignWithPage }} dir="auto">
            {b.title}
          </Typography>
          {b.description && (
            <Typography variant="body2" color="text.secondary" dir="auto" sx={alignWithPage}>
              {b.description}
            </Typography>
          )}
        </Box>
        <MemberAvatars members={b.members} />
        <Button variant="outlined" startIcon={<SettingsOutlined />} onClick={() => setSettings(true)}>
          {t('settings')}
        </Button>
      </Stack>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
        onDragStart={({ active: a }) => setActiveId(String(a.id))}
        onDragCancel={() => setActiveId(null)}
        onDragEnd={onDragEnd}
      >
        <Box
          role="region"
          aria-label={t('listsRegion')}
          tabIndex={0}
          data-testid="scrumboard-board"
          sx={{
            display: 'flex',
            gap: 2,
            overflowX: 'auto',
            pb: 2,
            alignItems: 'flex-start',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {b.lists.map((l, i) => (
            <BoardList key={l.id} board={b} listId={l.id} index={i} actions={actions} />
          ))}
          <Paper variant="outlined" sx={{ flex: '0 0 300px', maxWidth: 'calc(100vw - 48px)', p: 1, borderRadius: 2 }}>
            <QuickAdd
              label={t('addList')}
              fieldLabel={t('listTitle')}
              onAdd={(title) => createList(b.id, title).then(refresh, onError)}
            />
          </Paper>
        </Box>
        <DragOverlay>
          {active ? (
            <Paper elevation={8} sx={{ p: 1.5, width: 284, cursor: 'grabbing' }}>
              <CardFace card={active} board={b} />
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
      {current && <CardDialog board={b} card={current} onClose={() => setOpenCard(null)} onError={onError} />}
      {settings && <BoardSettingsDialog board={b} onClose={() => setSettings(false)} />}
      <Snackbar
        open={failure !== null}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setFailure(null)}
        message={failure}
      />
      {dialog}
    </Box>
  );
}
