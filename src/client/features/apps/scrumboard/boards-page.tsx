import Add from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessage } from '../../../i18n/use-message.ts';
import { BoardIcon } from './board-icon.tsx';
import { MemberAvatars } from '../../../components/member-avatar.tsx';
import { SCRUMBOARD_KEY, createBoard, fetchBoards } from './scrumboard-api.ts';

/** The boards page: every board the staff member shares, and a tile to create one. */
export default function BoardsPage() {
  const { t, i18n } = useTranslation('scrumboard');
  const say = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const boards = useQuery({ queryKey: [...SCRUMBOARD_KEY, 'boards'], queryFn: fetchBoards });
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState('');
  const create = useMutation({
    mutationFn: () => createBoard(title),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: SCRUMBOARD_KEY });
      void navigate(`/apps/scrumboard/boards/${id}`);
    },
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 800, textAlign: 'center', mt: 2 }}>
        {t('boardsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        {t('boardsIntro')}
      </Typography>
      {boards.isError && <Alert severity="error">{say(boards.error) ?? t('loadFailed')}</Alert>}
      {/* A new workspace has no board: say so, and leave the one action (the card below) centred under it. */}
      {boards.isSuccess && boards.data.length === 0 && (
        <Box sx={{ textAlign: 'center', mb: 3 }} data-testid="scrumboard-empty">
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('noBoards')}
          </Typography>
          <Typography color="text.secondary">{t('noBoardsText')}</Typography>
        </Box>
      )}
      <Box
        component="ul"
        aria-label={t('boardsTitle')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns:
            boards.data?.length === 0
              ? { xs: '1fr', sm: 'minmax(0, 320px)' }
              : { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          justifyContent: 'center',
        }}
      >
        {boards.isPending &&
          [0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={200} />
            </li>
          ))}
        {boards.data?.map((b) => (
          <li key={b.id}>
            <Paper variant="outlined" sx={{ height: '100%', borderRadius: 2, overflow: 'hidden' }}>
              <ButtonBase
                onClick={() => void navigate(`/apps/scrumboard/boards/${b.id}`)}
                sx={{
                  width: '100%',
                  height: '100%',
                  p: 3,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  textAlign: 'start',
                  gap: 1,
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <BoardIcon icon={b.icon} />
                </Box>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }} dir="auto">
                  {b.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" dir="auto" sx={{ flex: 1 }}>
                  {b.description}
                </Typography>
                <MemberAvatars members={b.members} />
                <Typography variant="caption" color="text.secondary">
                  {t('boardMeta', { count: b.cardCount, date: dateFormat.format(new Date(b.lastActivity)) })}
                </Typography>
              </ButtonBase>
            </Paper>
          </li>
        ))}
        {boards.data && (
          <li>
            <ButtonBase
              onClick={() => setCreating(true)}
              sx={{
                width: '100%',
                height: '100%',
                minHeight: 200,
                borderRadius: 2,
                border: 2,
                borderStyle: 'dashed',
                borderColor: 'divider',
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                color: 'text.secondary',
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <Add fontSize="large" />
              <Typography sx={{ fontWeight: 600 }}>{t('createBoard')}</Typography>
            </ButtonBase>
          </li>
        )}
      </Box>
      <Dialog open={creating} onClose={() => setCreating(false)} fullWidth maxWidth="xs">
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <DialogTitle>{t('createBoard')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={t('boardTitle')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={create.isError}
              helperText={create.isError ? say(create.error) : undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCreating(false)}>{t('cancel')}</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {t('create')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
