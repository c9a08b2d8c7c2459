import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TAG_TITLE_MAX_LENGTH, contactTagTitleSchema } from '../../../../domain/contacts-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { CONTACTS_KEY, createContactTag, deleteContactTag, renameContactTag, type ContactTag } from './contacts-api.ts';
import { useTagTitle } from './tag-title.ts';

/** One tag: its name to edit and save, and its deletion (asked once more, as it leaves the contacts). */
function TagRow({
  tag,
  onError,
  onNotice,
  onDeleted,
}: {
  tag: ContactTag;
  onError: (e: unknown) => void;
  onNotice: (text: string) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('contacts');
  const tagTitle = useTagTitle();
  const shown = tagTitle(tag);
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(shown);
  const [asking, setAsking] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
  const rename = useMutation({
    mutationFn: (value: string) => renameContactTag(tag.id, value),
    onSuccess: async () => {
      onNotice(t('done.tagRenamed'));
      await refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteContactTag(tag.id),
    onSuccess: async () => {
      onDeleted(tag.id);
      onNotice(t('done.tagDeleted'));
      await refresh();
    },
    onError,
  });
  const save = (e: FormEvent) => {
    e.preventDefault();
    const checked = contactTagTitleSchema.safeParse(title);
    if (!checked.success) return onError(new Error(checked.error.issues[0]?.message ?? t('failed')));
    if (checked.data !== shown) rename.mutate(checked.data);
  };
  if (asking)
    return (
      <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
        <Typography sx={{ flex: 1 }} dir="auto">
          {t('tags.confirmDelete', { title: shown })}
        </Typography>
        <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t('tags.delete')}
        </Button>
        <Button onClick={() => setAsking(false)}>{t('tags.keep')}</Button>
      </Stack>
    );
  return (
    <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box component="form" onSubmit={save} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{
            htmlInput: {
              'aria-label': t('tags.rename', { title: shown }),
              maxLength: CONTACT_TAG_TITLE_MAX_LENGTH,
              dir: 'auto',
            },
          }}
        />
        <IconButton
          type="submit"
          aria-label={t('tags.save', { title: shown })}
          disabled={title.trim() === shown || !title.trim() || rename.isPending}
        >
          <Check />
        </IconButton>
      </Box>
      <IconButton aria-label={t('tags.deleteTag', { title: shown })} onClick={() => setAsking(true)}>
        <DeleteOutline />
      </IconButton>
    </Stack>
  );
}

/**
 * Add, rename and delete the owner's tags. The built-in ones are theirs too (each address book has
 * its own copy): renamed, a built-in tag keeps the new name in every language.
 */
export function TagsDialog({
  tags,
  onClose,
  onNotice,
  onDeleted,
}: {
  tags: ContactTag[];
  onClose: () => void;
  /** A change was made (the page shows it in its snackbar). */
  onNotice: (text: string) => void;
  /** A tag was deleted (the page drops it from its filter). */
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('contacts');
  const say = useMessage();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (e: unknown) => setProblem(say(e as Error) ?? t('failed'));
  // A change that went through clears the last refusal.
  const done = (text: string) => {
    setProblem(null);
    onNotice(text);
  };
  const add = useMutation({
    mutationFn: (name: string) => createContactTag(name),
    onSuccess: () => {
      setTitle('');
      done(t('done.tagAdded'));
      void queryClient.invalidateQueries({ queryKey: [...CONTACTS_KEY, 'tags'] });
    },
    onError,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = contactTagTitleSchema.safeParse(title);
    if (!checked.success) return setProblem(say(checked.error.issues[0]?.message) ?? t('failed'));
    add.mutate(checked.data);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="contact-tags-dialog-title">
      <DialogTitle id="contact-tags-dialog-title">{t('tags.title')}</DialogTitle>
      <DialogContent dividers>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t('form.newTag')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CONTACT_TAG_TITLE_MAX_LENGTH, dir: 'auto' } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending || !title.trim()} sx={{ flexShrink: 0 }}>
            {t('form.addTag')}
          </Button>
        </Stack>
        {tags.length === 0 ? (
          <Typography color="text.secondary">{t('tags.none')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('field.tags')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {tags.map((tag) => (
              // A new name from the server starts the row afresh with it.
              <TagRow
                key={`${tag.id}:${tag.title}:${tag.builtIn ?? ''}`}
                tag={tag}
                onError={onError}
                onNotice={done}
                onDeleted={onDeleted}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tags.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
