import { useDroppable } from '@dnd-kit/core';
import Add from '@mui/icons-material/Add';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { Box, Button, IconButton, Menu, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardCard } from './board-card.tsx';
import type { Board, Card } from './scrumboard-api.ts';

export interface ListActions {
  onOpen: (card: Card) => void;
  onAddCard: (listId: string, title: string) => Promise<unknown>;
  onRename: (listId: string, title: string) => Promise<unknown>;
  onMove: (listId: string, position: number) => void;
  onDelete: (listId: string) => void;
}

/** A short form that turns into a button again once done. */
export function QuickAdd({
  label,
  fieldLabel,
  onAdd,
  initial = '',
  startOpen = false,
  onDone,
}: {
  label: string;
  fieldLabel: string;
  onAdd: (title: string) => Promise<unknown>;
  initial?: string;
  startOpen?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation('scrumboard');
  const [open, setOpen] = useState(startOpen);
  const [title, setTitle] = useState(initial);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setTitle(initial);
    onDone?.();
  };
  if (!open)
    return (
      <Button startIcon={<Add />} onClick={() => setOpen(true)} sx={{ justifyContent: 'flex-start' }} fullWidth>
        {label}
      </Button>
    );
  return (
    <Box
      component="form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!title.trim()) return;
        setBusy(true);
        try {
          await onAdd(title.trim());
          close();
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        autoFocus
        fullWidth
        size="small"
        label={fieldLabel}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      />
      <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={busy || !title.trim()}>
          {t('save')}
        </Button>
        <Button size="small" onClick={close}>
          {t('cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

/** One list of the board: its title and menu, its cards (a drop target), and a card to add. */
export function BoardList({
  board,
  listId,
  index,
  actions,
}: {
  board: Board;
  listId: string;
  index: number;
  actions: ListActions;
}) {
  const { t } = useTranslation('scrumboard');
  const list = board.lists.find((l) => l.id === listId)!;
  const byId = new Map(board.cards.map((c) => [c.id, c]));
  const cards = list.cards.flatMap((id) => byId.get(id) ?? []);
  const { setNodeRef, isOver } = useDroppable({ id: `list:${list.id}`, data: { listId: list.id } });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const headingId = `scrumboard-list-${list.id}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-testid="scrumboard-list"
      sx={(theme) => ({
        flex: '0 0 300px',
        maxWidth: 'calc(100vw - 48px)',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        bgcolor: theme.palette.mode === 'dark' ? 'background.default' : 'grey.100',
        outline: isOver ? `2px solid ${theme.palette.primary.main}` : 'none',
      })}
      elevation={0}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 1.5, pt: 1, pb: 0.5, gap: 1 }}>
        {renaming ? (
          <Box sx={{ flex: 1, py: 0.5 }}>
            <QuickAdd
              startOpen
              initial={list.title}
              label={t('renameList')}
              fieldLabel={t('listTitle')}
              onAdd={(title) => actions.onRename(list.id, title)}
              onDone={() => setRenaming(false)}
            />
          </Box>
        ) : (
          <>
            <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: 15, flex: 1 }} dir="auto">
              {list.title}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              aria-label={t('cardCount', { count: cards.length })}
            >
              {cards.length}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('listMenu', { title: list.title })}
              onClick={(e) => setMenu(e.currentTarget)}
            >
              <MoreHoriz />
            </IconButton>
          </>
        )}
      </Stack>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setRenaming(true);
          }}
        >
          {t('renameList')}
        </MenuItem>
        <MenuItem
          disabled={index === 0}
          onClick={() => {
            setMenu(null);
            actions.onMove(list.id, index - 1);
          }}
        >
          {t('moveListEarlier')}
        </MenuItem>
        <MenuItem
          disabled={index === board.lists.length - 1}
          onClick={() => {
            setMenu(null);
            actions.onMove(list.id, index + 1);
          }}
        >
          {t('moveListLater')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            actions.onDelete(list.id);
          }}
          sx={{ color: 'error.main' }}
        >
          {t('deleteList')}
        </MenuItem>
      </Menu>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ p: 1, m: 0, display: 'grid', gap: 1, alignContent: 'start', flex: 1, minHeight: 80 }}
      >
        {cards.map((c) => (
          <BoardCard key={c.id} card={c} board={board} onOpen={actions.onOpen} />
        ))}
        {cards.length === 0 && (
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
            {t('emptyList')}
          </Typography>
        )}
      </Box>
      <Box sx={{ p: 1, pt: 0 }}>
        <QuickAdd
          label={t('addCard')}
          fieldLabel={t('cardTitle')}
          onAdd={(title) => actions.onAddCard(list.id, title)}
        />
      </Box>
    </Paper>
  );
}
