import FolderRounded from '@mui/icons-material/FolderRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileManagerNameSchema } from '../../../../domain/file-manager-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { FILE_MANAGER_KEY, fetchFolders, type FileManagerItem, type FolderChoice } from './file-manager-api.ts';

interface Busy {
  busy: boolean;
  failure: string | null;
  onClose: () => void;
}

/** A new folder's name, or an item's new name: checked here with the API's own schema. */
export function NameDialog({
  title,
  initial,
  submit,
  onSubmit,
  busy,
  failure,
  onClose,
}: Busy & { title: string; initial: string; submit: string; onSubmit: (name: string) => void }) {
  const { t } = useTranslation('fileManager');
  const say = useMessage();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const parsed = fileManagerNameSchema.safeParse(name);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    onSubmit(parsed.data);
  };
  const shown = say(problem ?? failure);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="fm-name-title">
      <form onSubmit={send} noValidate>
        <DialogTitle id="fm-name-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('dialogs.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onFocus={(e) => {
              // Select the name without its extension, as file managers do.
              const dot = e.target.value.lastIndexOf('.');
              e.target.setSelectionRange(0, dot > 0 ? dot : e.target.value.length);
            }}
            error={Boolean(shown)}
            helperText={shown ?? ' '}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The folder a folder is in, by id, to tell which folders lie inside another. */
function inside(folders: FolderChoice[], id: string, ancestor: string): boolean {
  const parent = new Map(folders.map((f) => [f.id, f.folderId ?? null]));
  for (let at: string | null = id, steps = 0; at && steps < 100; at = parent.get(at) ?? null, steps++)
    if (at === ancestor) return true;
  return false;
}

/** The folders in tree order with their depth, from the root down. */
function treeOrder(folders: FolderChoice[]): { folder: FolderChoice; depth: number }[] {
  const children = new Map<string | null, FolderChoice[]>();
  for (const f of folders) children.set(f.folderId ?? null, [...(children.get(f.folderId ?? null) ?? []), f]);
  const out: { folder: FolderChoice; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const f of children.get(parent) ?? []) {
      out.push({ folder: f, depth });
      walk(f.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Where to move an item: the root or any folder but the item itself and what is inside it. */
export function MoveDialog({
  item,
  onMove,
  busy,
  failure,
  onClose,
}: Busy & { item: FileManagerItem; onMove: (folderId: string | null) => void }) {
  const { t } = useTranslation('fileManager');
  const say = useMessage();
  const folders = useQuery({ queryKey: [...FILE_MANAGER_KEY, 'folders'], queryFn: fetchFolders });
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  const choices = treeOrder(folders.data ?? []).filter(
    ({ folder }) => item.type !== 'folder' || !inside(folders.data ?? [], folder.id, item.id),
  );
  const option = (id: string | null, label: string, depth: number) => {
    const current = (item.folderId ?? null) === id;
    return (
      <ListItemButton
        key={id ?? 'root'}
        selected={target === id}
        disabled={current}
        onClick={() => setTarget(id)}
        sx={{ paddingInlineStart: 2 + depth * 2.5, borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          {id ? <FolderRounded sx={{ color: 'warning.main' }} /> : <HomeOutlined />}
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { dir: 'auto', noWrap: true } }} />
      </ListItemButton>
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="fm-move-title">
      <DialogTitle id="fm-move-title">{t('dialogs.moveTitle', { name: item.name })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id="fm-move-to" sx={{ mb: 1 }}>
          {t('dialogs.moveTo')}
        </DialogContentText>
        {folders.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <List dense aria-labelledby="fm-move-to" sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {option(null, t('root'), 0)}
            {choices.map(({ folder, depth }) => option(folder.id, folder.name, depth + 1))}
          </List>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {say(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
        <Button variant="contained" disabled={busy || target === undefined} onClick={() => onMove(target ?? null)}>
          {t('dialogs.moveHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Confirms a delete; a folder with anything in it says so, and is deleted with its contents. */
export function DeleteDialog({
  item,
  onDelete,
  busy,
  failure,
  onClose,
}: Busy & { item: FileManagerItem; onDelete: (withContents: boolean) => void }) {
  const { t } = useTranslation('fileManager');
  const say = useMessage();
  const folders = useQuery({
    queryKey: [...FILE_MANAGER_KEY, 'folders'],
    queryFn: fetchFolders,
    enabled: item.type === 'folder',
  });
  const isFolder = item.type === 'folder';
  const full = isFolder && ((item.contents ?? 0) > 0 || (folders.data ?? []).some((f) => f.folderId === item.id));
  const files = item.contents === 1 ? t('oneFile') : t('manyFiles', { count: item.contents ?? 0 });
  const text = !isFolder
    ? t('dialogs.deleteFile')
    : full
      ? t('dialogs.deleteFullFolder', { files })
      : t('dialogs.deleteEmptyFolder');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="fm-delete-title">
      <DialogTitle id="fm-delete-title">{t('dialogs.deleteTitle', { name: item.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {say(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || (isFolder && folders.isPending)}
          onClick={() => onDelete(full)}
        >
          {full ? t('dialogs.deleteAll') : t('dialogs.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
