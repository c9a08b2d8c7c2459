import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Drawer,
  LinearProgress,
  Link,
  Paper,
  Skeleton,
  Snackbar,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import { APPLICATION_MESSAGES } from '../../../../domain/application-schemas.ts';
import { FILE_MANAGER_ACCEPT } from '../../../../domain/file-manager-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { alignWithPage, mirrorInRtl } from '../../../lib/bidi.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';
import { DetailsPanel } from './details-panel.tsx';
import {
  FILE_MANAGER_KEY,
  addFile,
  createFolder,
  deleteItem,
  fetchFolder,
  moveItem,
  updateItem,
  type FileManagerItem,
} from './file-manager-api.ts';
import { discardUpload, downloadFile, uploadDocument } from './file-transfer.ts';
import { DeleteDialog, MoveDialog, NameDialog } from './item-dialogs.tsx';
import type { ItemAction } from './item-menu.tsx';
import { ItemGrid, ItemList } from './item-views.tsx';

type Open =
  | { kind: 'newFolder' }
  | { kind: 'rename'; item: FileManagerItem }
  | { kind: 'move'; item: FileManagerItem }
  | { kind: 'delete'; item: FileManagerItem };

/** The file manager: one folder of the owner's tree at a time, in a grid or a list, with details aside. */
export default function FileManagerPage() {
  const { t } = useTranslation('fileManager');
  const say = useMessage();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const queryClient = useQueryClient();
  const { params, update } = useSearchParamsUpdate();
  const folderId = params.get('folder') || null;
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const folder = useQuery({
    queryKey: [...FILE_MANAGER_KEY, 'folder', folderId],
    queryFn: () => fetchFolder(folderId),
  });
  const items = folder.data?.items ?? [];
  const selected = items.find((i) => i.id === selectedId) ?? null;

  const done = (message: string) => {
    setOpen(null);
    setFailure(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: FILE_MANAGER_KEY });
  };
  const onError = (e: unknown) => setFailure(say(e as Error) ?? t('failed'));
  const makeFolder = useMutation({
    mutationFn: (name: string) => createFolder(folderId, name),
    onSuccess: () => done(t('done.created')),
    onError,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => updateItem(id, { name }),
    onSuccess: () => done(t('done.renamed')),
    onError,
  });
  const describe = useMutation({
    mutationFn: ({ id, description }: { id: string; description: string }) => updateItem(id, { description }),
    onSuccess: () => done(t('details.descriptionSaved')),
    onError: (e) => setNotice(say(e as Error) ?? t('failed')),
  });
  const move = useMutation({
    mutationFn: ({ id, to }: { id: string; to: string | null }) => moveItem(id, to),
    onSuccess: () => {
      setSelectedId(null);
      done(t('done.moved'));
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: ({ id, withContents }: { id: string; withContents: boolean }) => deleteItem(id, withContents),
    onSuccess: () => {
      setSelectedId(null);
      done(t('done.deleted'));
    },
    onError,
  });

  const goTo = (id: string | null) => {
    setSelectedId(null);
    update({ folder: id });
  };

  const act = (item: FileManagerItem, action: ItemAction) => {
    setFailure(null);
    if (action === 'open') goTo(item.id);
    else if (action === 'details') setSelectedId(item.id);
    else if (action === 'download' && item.url)
      downloadFile(item.url, item.name).catch((e: unknown) => setNotice(say(e as Error) ?? t('failed')));
    else if (action === 'rename' || action === 'move' || action === 'delete') setOpen({ kind: action, item });
  };

  const upload = async (file: File) => {
    setUploadFailure(null);
    // The name must be free in this folder; saying so before sending spares the upload.
    if (items.some((i) => i.name.toLowerCase() === file.name.trim().toLowerCase())) {
      setUploadFailure(t('nameTakenUpload', { name: file.name }));
      return;
    }
    setProgress({ name: file.name, fraction: 0 });
    try {
      const fileId = await uploadDocument(file, (fraction) => setProgress({ name: file.name, fraction }));
      try {
        await addFile(folderId, fileId);
      } catch (e) {
        await discardUpload(fileId);
        throw e;
      }
      setNotice(t('uploaded', { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: FILE_MANAGER_KEY });
    } catch (e) {
      const quota = e instanceof ApiError && e.messageKey === APPLICATION_MESSAGES.quotaReached;
      setUploadFailure(quota ? t('quotaReached') : (say(e as Error) ?? t('failed')));
    } finally {
      setProgress(null);
    }
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void upload(file);
  };

  const path = folder.data?.path ?? [];

  let body;
  if (folder.isPending) {
    body = (
      <Box
        aria-busy="true"
        aria-label={t('loading')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    );
  } else if (folder.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void folder.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {say(folder.error) ?? t('loadFailed')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
        <FolderOpenOutlined sx={{ fontSize: 56, color: 'warning.main', mb: 1 }} aria-hidden />
        <Typography component="h3" variant="h6" sx={{ color: 'text.primary' }}>
          {t('empty.title')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
          {t('empty.text')}
        </Typography>
        <Typography variant="caption" component="p" sx={{ mt: 1 }}>
          {t('uploadHint')}
        </Typography>
      </Box>
    );
  } else if (view === 'list') {
    body = <ItemList items={items} selectedId={selectedId} onAction={act} />;
  } else {
    body = <ItemGrid items={items} selectedId={selectedId} onAction={act} />;
  }

  const details = selected && (
    <DetailsPanel
      item={selected}
      busy={describe.isPending}
      onSaveDescription={(description) => describe.mutate({ id: selected.id, description })}
      onAction={(action) => act(selected, action)}
      onClose={() => setSelectedId(null)}
    />
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, flex: 1, flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {t('title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<CreateNewFolderOutlined />}
          onClick={() => setOpen({ kind: 'newFolder' })}
        >
          {t('newFolder')}
        </Button>
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          {t('upload')}
        </Button>
        <Box
          component="input"
          ref={input}
          type="file"
          accept={FILE_MANAGER_ACCEPT}
          onChange={onPick}
          tabIndex={-1}
          aria-label={t('upload')}
          data-testid="file-upload-input"
          sx={visuallyHidden}
        />
      </Box>
      <Paper variant="outlined" sx={{ display: 'flex', borderRadius: 2, overflow: 'hidden', minHeight: 480 }}>
        <Box component="section" aria-labelledby="fm-folder-heading" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                id="fm-folder-heading"
                component="h2"
                variant="h6"
                dir="auto"
                noWrap
                sx={{ fontWeight: 700, ...alignWithPage }}
              >
                {folder.data?.folder?.name ?? t('root')}
              </Typography>
              <Breadcrumbs
                aria-label={t('breadcrumbs')}
                separator={<NavigateNext fontSize="small" sx={mirrorInRtl} />}
                sx={{ '& ol': { flexWrap: 'wrap' } }}
              >
                {path.length === 0 ? (
                  <Typography
                    variant="body2"
                    color="text.primary"
                    aria-current="page"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <HomeOutlined fontSize="small" aria-hidden />
                    {t('root')}
                  </Typography>
                ) : (
                  <Link
                    component="button"
                    variant="body2"
                    underline="hover"
                    onClick={() => goTo(null)}
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <HomeOutlined fontSize="small" aria-hidden />
                    {t('root')}
                  </Link>
                )}
                {path.map((p, i) =>
                  i === path.length - 1 ? (
                    <Typography key={p.id} variant="body2" color="text.primary" aria-current="page" dir="auto">
                      {p.name}
                    </Typography>
                  ) : (
                    <Link
                      key={p.id}
                      component="button"
                      variant="body2"
                      underline="hover"
                      dir="auto"
                      onClick={() => goTo(p.id)}
                    >
                      {p.name}
                    </Link>
                  ),
                )}
              </Breadcrumbs>
            </Box>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              aria-label={t('view')}
              onChange={(_e, next: 'grid' | 'list' | null) => next && update({ view: next === 'list' ? 'list' : null })}
            >
              <ToggleButton value="grid" aria-label={t('grid')}>
                <GridViewOutlined fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label={t('list')}>
                <ViewListOutlined fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          {progress && (
            <Box sx={{ mb: 2 }} role="status">
              <Typography variant="body2" dir="auto" sx={{ mb: 0.5 }}>
                {t('uploading', { name: progress.name })} · {Math.round(progress.fraction * 100)}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress.fraction * 100)}
                aria-label={t('uploading', { name: progress.name })}
              />
            </Box>
          )}
          {uploadFailure && (
            <Alert severity="error" onClose={() => setUploadFailure(null)} sx={{ mb: 2 }}>
              {uploadFailure}
            </Alert>
          )}
          {body}
        </Box>
        {wide && details && (
          <Box sx={{ width: 320, flexShrink: 0, borderInlineStart: 1, borderColor: 'divider' }}>{details}</Box>
        )}
      </Paper>
      {!wide && (
        <Drawer
          anchor="right"
          open={Boolean(details)}
          onClose={() => setSelectedId(null)}
          slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
        >
          {details}
        </Drawer>
      )}
      {open?.kind === 'newFolder' && (
        <NameDialog
          title={t('dialogs.newFolderTitle')}
          initial=""
          submit={t('dialogs.create')}
          busy={makeFolder.isPending}
          failure={failure}
          onSubmit={(name) => makeFolder.mutate(name)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'rename' && (
        <NameDialog
          title={t('dialogs.renameTitle', { name: open.item.name })}
          initial={open.item.name}
          submit={t('dialogs.save')}
          busy={rename.isPending}
          failure={failure}
          onSubmit={(name) => rename.mutate({ id: open.item.id, name })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'move' && (
        <MoveDialog
          item={open.item}
          busy={move.isPending}
          failure={failure}
          onMove={(to) => move.mutate({ id: open.item.id, to })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteDialog
          item={open.item}
          busy={remove.isPending}
          failure={failure}
          onDelete={(withContents) => remove.mutate({ id: open.item.id, withContents })}
          onClose={() => setOpen(null)}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Box>
  );
}
