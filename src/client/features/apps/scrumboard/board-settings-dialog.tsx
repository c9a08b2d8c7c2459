import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SCRUMBOARD_ICONS } from '../../../../domain/scrumboard-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { BoardIcon } from './board-icon.tsx';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { SCRUMBOARD_KEY, deleteBoard, fetchMembers, updateBoard, type Board, type Member } from './scrumboard-api.ts';
import { useConfirm } from '../../../components/confirm-dialog.tsx';

/** The board's settings: title, description, picture, covers, one's own subscription, members; delete. */
export function BoardSettingsDialog({ board, onClose }: { board: Board; onClose: () => void }) {
  const { t } = useTranslation('scrumboard');
  const { confirm, dialog } = useConfirm();
  const say = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const people = useQuery({ queryKey: [...SCRUMBOARD_KEY, 'members'], queryFn: fetchMembers });
  const [title, setTitle] = useState(board.title);
  const [description, setDescription] = useState(board.description);
  const [icon, setIcon] = useState(board.icon);
  const [covers, setCovers] = useState(board.settings.cardCoverImages);
  const [subscribed, setSubscribed] = useState(board.settings.subscribed);
  const [members, setMembers] = useState<Member[]>(board.members);
  const save = useMutation({
    mutationFn: () =>
      updateBoard(board.id, {
        title,
        description,
        icon,
        cardCoverImages: covers,
        subscribed,
        memberIds: members.map((m) => m.id),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SCRUMBOARD_KEY });
      onClose();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteBoard(board.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SCRUMBOARD_KEY });
      void navigate('/apps/scrumboard/boards');
    },
  });
  const failure = save.error ?? remove.error;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <DialogTitle>{t('settings')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {failure && <Alert severity="error">{say(failure) ?? t('failed')}</Alert>}
            <TextField label={t('boardTitle')} value={title} onChange={(e) => setTitle(e.target.value)} required />
            <TextField
              label={t('description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
            />
            <TextField select label={t('icon')} value={icon} onChange={(e) => setIcon(e.target.value)}>
              {SCRUMBOARD_ICONS.map((i) => (
                <MenuItem key={i} value={i}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <BoardIcon icon={i} fontSize="small" />
                    {t(`icons.${i}`)}
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={covers} onChange={(_e, v) => setCovers(v)} />}
              label={t('cardCoverImages')}
            />
            <FormControlLabel
              control={<Switch checked={subscribed} onChange={(_e, v) => setSubscribed(v)} />}
              label={t('subscribedBoard')}
            />
            <Autocomplete
              multiple
              options={people.data ?? board.members}
              loading={people.isPending}
              value={members}
              onChange={(_e, v) => setMembers(v)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionLabel={(m) => m.name}
              renderOption={({ key, ...props }, m) => (
                <li key={key} {...props}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <MemberAvatar member={m} size={24} />
                    {m.name}
                  </Stack>
                </li>
              )}
              renderInput={(params) => <TextField {...params} label={t('members')} helperText={t('membersHelp')} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
          <Button
            color="error"
            onClick={() => void confirm({ title: t('deleteBoardConfirm') }).then((yes) => yes && remove.mutate())}
            disabled={remove.isPending}
          >
            {t('deleteBoard')}
          </Button>
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('save')}
            </Button>
          </Stack>
        </DialogActions>
      </form>
      {dialog}
    </Dialog>
  );
}
