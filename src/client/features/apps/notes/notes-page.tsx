import Add from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  InputAdornment,
  Paper,
  Skeleton,
  Snackbar,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import { NOTES_FILTERS, type NoteInput, type NotesFilter } from '../../../../domain/notes-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { LabelsDialog } from './labels-dialog.tsx';
import { NoteCard } from './note-card.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { createNote, deleteNote, fetchLabels, fetchNotes, NOTES_KEY, updateNote, type Note } from './notes-api.ts';
import { NotesNav, type NotesView } from './notes-nav.tsx';
import { useTypedField } from '../../../lib/use-typed-field.ts';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';

function readView(params: URLSearchParams): NotesView {
  const filter = params.get('filter');
  const labelId = params.get('label') ?? undefined;
  if (labelId) return { filter: 'notes', labelId };
  return {
    filter: filter && (NOTES_FILTERS as readonly string[]).includes(filter) ? (filter as NotesFilter) : 'notes',
  };
}

/** The notes app: a masonry grid of the owner's notes with filters, labels and search. */
export default function NotesPage() {
  const { t } = useTranslation('notes');
  const say = useMessage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const queryClient = useQueryClient();
  const { params, update } = useSearchParamsUpdate();
  const view = readView(params);
  const search = params.get('q') ?? '';
  const { text: searchText, setText: setSearchText } = useTypedField(search, (q) => update({ q: q || null }));
  const [navOpen, setNavOpen] = useState(false);
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const notes = useQuery({
    queryKey: [...NOTES_KEY, 'list', view, search],
    queryFn: () => fetchNotes({ filter: view.filter, labelId: view.labelId, search: search || undefined }),
  });
  const labels = useQuery({ queryKey: [...NOTES_KEY, 'labels'], queryFn: fetchLabels });

  // A reminder's notification links here with ?note=<id>: that note opens once the grid has it.
  const linked = params.get('note');
  useEffect(() => {
    if (!linked || !notes.data) return;
    const note = notes.data.find((n) => n.id === linked);
    if (note) setEditing(note);
    update({ note: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, notes.data]);

  const done = (message: string) => {
    setEditing(null);
    setFailure(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: NOTES_KEY });
  };
  const onError = (e: unknown) => setFailure(say(e as Error) ?? t('failed'));
  const save = useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: NoteInput }) =>
      id ? updateNote(id, input) : createNote(input),
    onSuccess: (_r, { id }) => done(id ? t('saved') : t('created')),
    onError,
  });
  const archive = useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => updateNote(id, { archived }),
    onSuccess: (_r, { archived }) => done(archived ? t('archived') : t('restored')),
    onError,
  });
  const remove = useMutation({ mutationFn: deleteNote, onSuccess: () => done(t('deleted')), onError });

  const choose = (next: NotesView) => {
    setNavOpen(false);
    update({ filter: next.labelId || next.filter === 'notes' ? null : next.filter, label: next.labelId ?? null });
  };
  const labelList = labels.data ?? [];
  const currentLabel = labelList.find((l) => l.id === view.labelId);
  const heading = currentLabel?.title ?? t(`filter.${view.filter}`);

  const nav = <NotesNav view={view} labels={labelList} onChoose={choose} onEditLabels={() => setLabelsOpen(true)} />;

  const empty = search
    ? { title: t('empty.search', { search }), text: t('empty.searchText') }
    : view.labelId
      ? { title: t('empty.label'), text: t('empty.labelText') }
      : { title: t(`empty.${view.filter}`), text: t(`empty.${view.filter}Text`) };

  let grid;
  if (notes.isPending) {
    grid = (
      <Box
        aria-busy="true"
        aria-label={t('loading')}
        sx={{ columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }}
      >
        {[120, 180, 90, 150, 200, 110].map((h, i) => (
          <Skeleton key={i} variant="rounded" height={h} sx={{ mb: 2, breakInside: 'avoid' }} />
        ))}
      </Box>
    );
  } else if (notes.isError) {
    grid = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else if (notes.data.length === 0) {
    grid = (
      <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
        <StickyNote2Outlined sx={{ fontSize: 56, color: 'warning.main', mb: 1 }} aria-hidden />
        <Typography component="h3" variant="h6" sx={{ color: 'text.primary' }}>
          {empty.title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
          {empty.text}
        </Typography>
      </Box>
    );
  } else {
    // A masonry grid by CSS columns (MUI Lab's Masonry is not among the dependencies): each card
    // keeps its height and the columns fill top to bottom.
    grid = (
      <Box data-testid="notes-grid" sx={{ columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }}>
        {notes.data.map((note) => (
          <NoteCard key={note.id} note={note} labels={labelList} onOpen={() => setEditing(note)} />
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        {phone && (
          <IconButton aria-label={t('openNav')} onClick={() => setNavOpen(true)} edge="start">
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, flex: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {t('newNote')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ display: 'flex', borderRadius: 2, overflow: 'hidden', minHeight: 480 }}>
        {phone ? (
          <Drawer open={navOpen} onClose={() => setNavOpen(false)} slotProps={{ paper: { sx: { width: 280 } } }}>
            <Box component="nav" aria-label={t('openNav')}>
              {nav}
            </Box>
          </Drawer>
        ) : (
          <Box
            component="nav"
            aria-label={t('openNav')}
            sx={{ width: 240, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
          >
            {nav}
          </Box>
        )}
        <Box
          component="section"
          aria-labelledby="notes-view-heading"
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}
        >
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
            <Typography id="notes-view-heading" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
              {heading}
            </Typography>
            <TextField
              size="small"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={t('search')}
              sx={{ width: { xs: '100%', sm: 280 } }}
              slotProps={{
                htmlInput: { 'aria-label': t('search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchOutlined fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          {grid}
        </Box>
      </Paper>
      {editing && (
        <NoteDialog
          note={editing === 'new' ? null : editing}
          labels={labelList}
          defaultLabelId={view.labelId}
          busy={save.isPending || archive.isPending || remove.isPending}
          failure={failure}
          onSave={(input) => save.mutate({ id: editing === 'new' ? undefined : editing.id, input })}
          onArchive={(archived) => editing !== 'new' && archive.mutate({ id: editing.id, archived })}
          onDelete={() => editing !== 'new' && remove.mutate(editing.id)}
          onClose={() => {
            setEditing(null);
            setFailure(null);
          }}
        />
      )}
      {labelsOpen && (
        <LabelsDialog
          labels={labelList}
          onClose={() => setLabelsOpen(false)}
          onNotice={setNotice}
          onDeleted={(id) => {
            if (id === view.labelId) update({ label: null });
          }}
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
