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
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { useMessage } from '../i18n/use-message.ts';

/** One name of the list, as it is shown. */
export interface NamedItem {
  id: string;
  title: string;
}

/** The dialog's words, in the owner's language, for what the names are (tags, labels). */
export interface NamesDialogTexts {
  title: string;
  newName: string;
  add: string;
  /** The list's name, for screen readers. */
  list: string;
  none: string;
  done: string;
  failed: string;
  rename: (title: string) => string;
  save: (title: string) => string;
  deleteItem: (title: string) => string;
  confirmDelete: (title: string) => string;
  delete: string;
  keep: string;
  added: string;
  renamed: string;
  deleted: string;
}

/** What the names are kept by: the server's calls, each refreshing what shows the names once done. */
export interface NamesDialogActions {
  create: (title: string) => Promise<unknown>;
  rename: (id: string, title: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

interface RowProps {
  item: NamedItem;
  texts: NamesDialogTexts;
  actions: NamesDialogActions;
  schema: ZodType<string>;
  maxLength: number;
  onError: (e: unknown) => void;
  onDone: (text: string) => void;
  onDeleted?: (id: string) => void;
}

/** One name: to edit and save, and to delete (asked once more: it leaves everything that had it). */
function NameRow({ item, texts, actions, schema, maxLength, onError, onDone, onDeleted }: RowProps) {
  const [title, setTitle] = useState(item.title);
  const [asking, setAsking] = useState(false);
  const rename = useMutation({
    mutationFn: (value: string) => actions.rename(item.id, value),
    onSuccess: () => onDone(texts.renamed),
    onError,
  });
  const remove = useMutation({
    mutationFn: () => actions.remove(item.id),
    onSuccess: () => {
      onDeleted?.(item.id);
      onDone(texts.deleted);
    },
    onError,
  });
  const save = (e: FormEvent) => {
    e.preventDefault();
    const checked = schema.safeParse(title);
    if (!checked.success) return onError(new Error(checked.error.issues[0]?.message ?? texts.failed));
    if (checked.data !== item.title) rename.mutate(checked.data);
  };
  if (asking)
    return (
      <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
        <Typography sx={{ flex: 1 }} dir="auto">
          {texts.confirmDelete(item.title)}
        </Typography>
        <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {texts.delete}
        </Button>
        <Button onClick={() => setAsking(false)}>{texts.keep}</Button>
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
          slotProps={{ htmlInput: { 'aria-label': texts.rename(item.title), maxLength, dir: 'auto' } }}
        />
        <IconButton
          type="submit"
          aria-label={texts.save(item.title)}
          disabled={title.trim() === item.title || !title.trim() || rename.isPending}
        >
          <Check />
        </IconButton>
      </Box>
      <IconButton aria-label={texts.deleteItem(item.title)} onClick={() => setAsking(true)}>
        <DeleteOutline />
      </IconButton>
    </Stack>
  );
}

/**
 * Add, rename and delete a person's own names for sorting things (contacts' tags, notes' labels).
 * A refusal shows at the top until the next change goes through; each change is told through
 * `onNotice` (the page's snackbar).
 */
export function NamesDialog({
  items,
  texts,
  actions,
  schema,
  maxLength,
  onClose,
  onNotice,
  onDeleted,
}: {
  items: NamedItem[];
  texts: NamesDialogTexts;
  actions: NamesDialogActions;
  /** The name's rules, as the server has them (the domain's schema). */
  schema: ZodType<string>;
  maxLength: number;
  onClose: () => void;
  onNotice: (text: string) => void;
  /** A name was deleted (the page drops it from its filter). */
  onDeleted?: (id: string) => void;
}) {
  const say = useMessage();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (e: unknown) => setProblem(say(e as Error) ?? texts.failed);
  const done = (text: string) => {
    setProblem(null);
    onNotice(text);
  };
  const add = useMutation({
    mutationFn: (name: string) => actions.create(name),
    onSuccess: () => {
      setTitle('');
      done(texts.added);
    },
    onError,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = schema.safeParse(title);
    if (!checked.success) return setProblem(say(checked.error.issues[0]?.message) ?? texts.failed);
    add.mutate(checked.data);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
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
            label={texts.newName}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength, dir: 'auto' } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending || !title.trim()} sx={{ flexShrink: 0 }}>
            {texts.add}
          </Button>
        </Stack>
        {items.length === 0 ? (
          <Typography color="text.secondary">{texts.none}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={texts.list}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {items.map((item) => (
              // A new name from the server starts the row afresh with it.
              <NameRow
                key={`${item.id}:${item.title}`}
                item={item}
                texts={texts}
                actions={actions}
                schema={schema}
                maxLength={maxLength}
                onError={onError}
                onDone={done}
                onDeleted={onDeleted}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.done}</Button>
      </DialogActions>
    </Dialog>
  );
}
