import { useDraggable, useDroppable } from '@dnd-kit/core';
import AccessTime from '@mui/icons-material/AccessTime';
import AttachFile from '@mui/icons-material/AttachFile';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Board, Card } from './scrumboard-api.ts';
import { MemberAvatars } from '../../../components/member-avatar.tsx';

/** Whether a due date (epoch seconds) has passed. */
export const overdue = (dueDate: number) => dueDate * 1000 < Date.now();

/** What a card shows on the board: cover, labels, title and its badges. */
export function CardFace({ card, board }: { card: Card; board: Board }) {
  const { t, i18n } = useTranslation('scrumboard');
  const cover = board.settings.cardCoverImages
    ? card.attachments.find((a) => a.id === card.attachmentCoverId)
    : undefined;
  const labels = board.labels.filter((l) => card.labels.includes(l.id));
  const members = board.members.filter((m) => card.memberIds.includes(m.id));
  const items = card.checklists.flatMap((c) => c.checkItems);
  const comments = card.activities.filter((a) => a.type === 'comment').length;
  return (
    <>
      {cover && (
        <Box
          component="img"
          src={cover.src}
          alt=""
          sx={{ display: 'block', width: '100%', height: 120, objectFit: 'cover', borderRadius: 1, mb: 1 }}
        />
      )}
      {labels.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 0.75 }}>
          {labels.map((l) => (
            <Chip key={l.id} label={l.title} size="small" color="primary" variant="outlined" />
          ))}
        </Stack>
      )}
      <Typography sx={{ fontWeight: 600, fontSize: 14 }} dir="auto">
        {card.title}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1, color: 'text.secondary' }}>
        {card.dueDate !== null && card.dueDate !== undefined && (
          <Chip
            size="small"
            icon={<AccessTime />}
            color={overdue(card.dueDate) ? 'error' : 'default'}
            label={new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' }).format(
              card.dueDate * 1000,
            )}
            aria-label={t('dueOn', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(card.dueDate * 1000),
            })}
          />
        )}
        {items.length > 0 && (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 0.25 }}
            aria-label={t('checkedOf', { done: items.filter((i) => i.checked).length, count: items.length })}
          >
            <CheckBoxOutlined sx={{ fontSize: 16 }} />
            <Typography variant="caption" aria-hidden>
              {items.filter((i) => i.checked).length}/{items.length}
            </Typography>
          </Stack>
        )}
        {comments > 0 && (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 0.25 }}
            aria-label={t('commentCount', { count: comments })}
          >
            <ChatBubbleOutline sx={{ fontSize: 16 }} />
            <Typography variant="caption" aria-hidden>
              {comments}
            </Typography>
          </Stack>
        )}
        {card.attachments.length > 0 && (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 0.25 }}
            aria-label={t('attachmentCount', { count: card.attachments.length })}
          >
            <AttachFile sx={{ fontSize: 16 }} />
            <Typography variant="caption" aria-hidden>
              {card.attachments.length}
            </Typography>
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        {members.length > 0 && <MemberAvatars members={members} max={3} size={24} />}
      </Stack>
    </>
  );
}

/** A card on the board: dragged by pointer or keyboard, opened by a click or Enter. */
export function BoardCard({ card, board, onOpen }: { card: Card; board: Board; onOpen: (card: Card) => void }) {
  const { t } = useTranslation('scrumboard');
  const drag = useDraggable({ id: `card:${card.id}` });
  const drop = useDroppable({ id: `card:${card.id}`, data: { listId: card.listId } });
  return (
    <Box component="li" ref={drop.setNodeRef} sx={{ listStyle: 'none', opacity: drag.isDragging ? 0.4 : 1 }}>
      <Paper
        ref={drag.setNodeRef}
        {...drag.attributes}
        {...drag.listeners}
        aria-roledescription={t('draggableCard')}
        aria-label={card.title}
        data-testid="scrumboard-card"
        onClick={() => onOpen(card)}
        onKeyDown={(e) => {
          // Space picks the card up (dnd-kit); Enter opens it.
          if (e.key === 'Enter') onOpen(card);
          else drag.listeners?.onKeyDown?.(e);
        }}
        sx={(theme) => ({
          p: 1.5,
          cursor: 'grab',
          borderRadius: 1.5,
          boxShadow: theme.shadows[1],
          outline: drop.isOver && !drag.isDragging ? `2px solid ${theme.palette.primary.main}` : 'none',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          '&:hover': { boxShadow: theme.shadows[3] },
        })}
      >
        <CardFace card={card} board={board} />
      </Paper>
    </Box>
  );
}
