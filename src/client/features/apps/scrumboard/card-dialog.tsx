import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScrumboardCardUpdateInput } from '../../../graphql/graphql.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { QuickAdd } from './board-list.tsx';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import {
  SCRUMBOARD_KEY,
  addComment,
  attachFile,
  deleteCard,
  removeAttachment,
  updateCard,
  type Board,
  type Card,
} from './scrumboard-api.ts';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { INVALID_DATE } from '../../../components/date-field-value.ts';

type Checklists = NonNullable<ScrumboardCardUpdateInput['checklists']>;

/** The card's checklists as the API takes them back. */
const asInput = (card: Card): Checklists =>
  card.checklists.map((c) => ({
    id: c.id,
    name: c.name,
    checkItems: c.checkItems.map((i) => ({ id: i.id, name: i.name, checked: i.checked })),
  }));

/** A date field's value (yyyy-mm-dd, local) of epoch seconds, and back (5 pm local that day). */
const dateValue = (s: number | null | undefined) => {
  if (s === null || s === undefined) return '';
  const d = new Date(s * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const secondsOf = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return Math.floor(new Date(y!, m! - 1, d!, 17).getTime() / 1000);
};

/** Everything about one card: title, description, labels, members, due date, files, checklists, comments. */
export function CardDialog({
  board,
  card,
  onClose,
  onError,
}: {
  board: Board;
  card: Card;
  onClose: () => void;
  onError: (e: unknown) => void;
}) {
  const { t, i18n } = useTranslation('scrumboard');
  const { confirm, dialog } = useConfirm();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description);
  const [due, setDue] = useState(dateValue(card.dueDate));
  const [comment, setComment] = useState('');
  const [uploading, setUploading] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SCRUMBOARD_KEY });
  const save = (input: ScrumboardCardUpdateInput) => updateCard(card.id, input).then(refresh, onError);
  const when = (s: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(s * 1000);
  const memberName = (id: string) => board.members.find((m) => m.id === id)?.name ?? t('formerMember');
  const toggle = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  const checklists = asInput(card);
  const saveDue = (day: string) => {
    if (day !== INVALID_DATE && day !== dateValue(card.dueDate)) void save({ dueDate: day ? secondsOf(day) : null });
  };
  const saveChecklists = (next: Checklists) => save({ checklists: next });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="scrumboard-card-title">
      <DialogTitle id="scrumboard-card-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1 }} dir="auto">
          {card.title}
        </Box>
        <IconButton
          aria-label={t('deleteCard')}
          onClick={() => {
            void confirm({ title: t('deleteCardConfirm') }).then((yes) => {
              if (yes) void deleteCard(card.id).then(() => (onClose(), refresh()), onError);
            });
          }}
        >
          <DeleteOutline />
        </IconButton>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2.5 }}>
          <TextField
            label={t('cardTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => title.trim() && title !== card.title && void save({ title })}
            fullWidth
          />
          <TextField
            label={t('description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            onBlur={() => description !== card.description && void save({ description })}
            multiline
            minRows={3}
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <Box sx={{ width: { sm: 220 } }}>
              <DateField
                id="card-due-date"
                label={t('dueDate')}
                value={due}
                onChange={setDue}
                // Saved when chosen in the calendar or when the field is left, not at each typed digit.
                onPick={saveDue}
                onBlur={() => saveDue(due)}
              />
            </Box>
            <FormControlLabel
              control={<Switch checked={card.subscribed} onChange={(_e, v) => void save({ subscribed: v })} />}
              label={t('subscribedCard')}
            />
          </Stack>

          <Box component="section" aria-labelledby="card-labels">
            <Typography id="card-labels" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('labels')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {board.labels.map((l) => {
                const on = card.labels.includes(l.id);
                return (
                  <Chip
                    key={l.id}
                    label={l.title}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    onClick={() => void save({ labels: toggle(card.labels, l.id) })}
                  />
                );
              })}
            </Stack>
          </Box>

          <Box component="section" aria-labelledby="card-members">
            <Typography id="card-members" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('members')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {board.members.map((m) => {
                const on = card.memberIds.includes(m.id);
                return (
                  <Chip
                    key={m.id}
                    avatar={<MemberAvatar member={m} size={24} />}
                    label={m.name}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    onClick={() => void save({ memberIds: toggle(card.memberIds, m.id) })}
                  />
                );
              })}
            </Stack>
          </Box>

          <Box component="section" aria-labelledby="card-attachments">
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography id="card-attachments" variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                {t('attachments')}
              </Typography>
              <Button component="label" size="small" startIcon={<AttachFile />} disabled={uploading}>
                {t('attachFile')}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp,application/pdf"
                  onChange={async (e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (!file) return;
                    setUploading(true);
                    try {
                      const uploaded = await uploadFile(file.type.startsWith('image/') ? 'photo' : 'resume', file);
                      await attachFile(card.id, uploaded.id);
                      await refresh();
                    } catch (error) {
                      onError(error);
                    } finally {
                      setUploading(false);
                    }
                  }}
                />
              </Button>
            </Stack>
            {uploading && <LinearProgress aria-label={t('uploading')} sx={{ mb: 1 }} />}
            {card.attachments.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('noAttachments')}
              </Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
                {card.attachments.map((a) => {
                  const image = a.type.startsWith('image/');
                  const cover = card.attachmentCoverId === a.id;
                  return (
                    <Stack key={a.id} direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
                      {image ? (
                        <Box
                          component="img"
                          src={a.src}
                          alt=""
                          sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1 }}
                        />
                      ) : (
                        <InsertDriveFileOutlined sx={{ fontSize: 40, color: 'text.secondary' }} />
                      )}
                      <Box sx={{ minWidth: 0, flex: 1 }}>
                        <Typography variant="body2" noWrap title={a.name}>
                          {a.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="div">
                          {when(a.time)}
                        </Typography>
                        <Stack direction="row" sx={{ gap: 0.5 }}>
                          {image && (
                            <Button
                              size="small"
                              sx={{ minWidth: 0, p: 0 }}
                              onClick={() => void save({ attachmentCoverId: cover ? null : a.id })}
                            >
                              {cover ? t('removeCover') : t('makeCover')}
                            </Button>
                          )}
                          <Button
                            size="small"
                            color="error"
                            sx={{ minWidth: 0, p: 0 }}
                            aria-label={t('removeAttachment', { name: a.name })}
                            onClick={() => void removeAttachment(card.id, a.id).then(refresh, onError)}
                          >
                            {t('remove')}
                          </Button>
                        </Stack>
                      </Box>
                    </Stack>
                  );
                })}
              </Box>
            )}
          </Box>

          {card.checklists.map((c, ci) => {
            const done = c.checkItems.filter((i) => i.checked).length;
            const headingId = `checklist-${c.id}`;
            return (
              <Box key={c.id} component="section" aria-labelledby={headingId}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Typography id={headingId} variant="subtitle2" component="h3" sx={{ flex: 1 }} dir="auto">
                    {c.name}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t('deleteChecklist', { name: c.name })}
                    onClick={() => void saveChecklists(checklists.filter((_x, i) => i !== ci))}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={c.checkItems.length ? (done / c.checkItems.length) * 100 : 0}
                  aria-label={t('checkedOf', { done, count: c.checkItems.length })}
                  sx={{ my: 1, borderRadius: 1 }}
                />
                <List dense disablePadding>
                  {c.checkItems.map((item, ii) => (
                    <ListItem
                      key={item.id}
                      disableGutters
                      secondaryAction={
                        <IconButton
                          size="small"
                          aria-label={t('deleteItem', { name: item.name })}
                          onClick={() =>
                            void saveChecklists(
                              checklists.map((x, i) =>
                                i === ci ? { ...x, checkItems: (x.checkItems ?? []).filter((_y, j) => j !== ii) } : x,
                              ),
                            )
                          }
                        >
                          <Close fontSize="small" />
                        </IconButton>
                      }
                    >
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={item.checked}
                            onChange={(_e, checked) =>
                              void saveChecklists(
                                checklists.map((x, i) =>
                                  i === ci
                                    ? {
                                        ...x,
                                        checkItems: (x.checkItems ?? []).map((y, j) =>
                                          j === ii ? { ...y, checked } : y,
                                        ),
                                      }
                                    : x,
                                ),
                              )
                            }
                          />
                        }
                        label={item.name}
                        sx={{ textDecoration: item.checked ? 'line-through' : 'none' }}
                      />
                    </ListItem>
                  ))}
                </List>
                <QuickAdd
                  label={t('addItem')}
                  fieldLabel={t('itemName')}
                  onAdd={(name) =>
                    saveChecklists(
                      checklists.map((x, i) =>
                        i === ci ? { ...x, checkItems: [...(x.checkItems ?? []), { name, checked: false }] } : x,
                      ),
                    )
                  }
                />
              </Box>
            );
          })}
          <Box sx={{ maxWidth: 360 }}>
            <QuickAdd
              label={t('addChecklist')}
              fieldLabel={t('checklistName')}
              onAdd={(name) => saveChecklists([...checklists, { name, checkItems: [] }])}
            />
          </Box>

          <Divider />
          <Box component="section" aria-labelledby="card-activity">
            <Typography id="card-activity" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('activity')}
            </Typography>
            <Box
              component="form"
              onSubmit={(e) => {
                e.preventDefault();
                if (!comment.trim()) return;
                void addComment(card.id, comment).then(() => (setComment(''), refresh()), onError);
              }}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
            >
              <TextField
                label={t('writeComment')}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                multiline
                fullWidth
                size="small"
              />
              <Button type="submit" variant="contained" disabled={!comment.trim()}>
                {t('send')}
              </Button>
            </Box>
            {card.activities.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('noActivity')}
              </Typography>
            ) : (
              <List disablePadding>
                {card.activities.map((a) => {
                  const member = board.members.find((m) => m.id === a.idMember);
                  return (
                    <ListItem key={a.id} disableGutters alignItems="flex-start" sx={{ gap: 1.5 }}>
                      {member && <MemberAvatar member={member} size={32} />}
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2">
                          <Box component="span" sx={{ fontWeight: 700 }}>
                            {memberName(a.idMember)}
                          </Box>{' '}
                          <Box component="span" sx={{ color: 'text.secondary' }}>
                            {a.type === 'attachment' ? t('attachedFile') : t('commented')} · {when(a.time)}
                          </Box>
                        </Typography>
                        <Typography
                          variant="body2"
                          dir="auto"
                          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                          {a.message}
                        </Typography>
                      </Box>
                    </ListItem>
                  );
                })}
              </List>
            )}
          </Box>
        </Stack>
      </DialogContent>
      {dialog}
    </Dialog>
  );
}
