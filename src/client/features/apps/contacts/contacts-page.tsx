import AddOutlined from '@mui/icons-material/AddOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  Drawer,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
  Snackbar,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import type { ContactValues } from '../../../../domain/contacts-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { alignWithPage } from '../../../lib/bidi.ts';
import { ContactAvatar } from './contact-avatar.tsx';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import {
  CONTACTS_KEY,
  createContact,
  deleteContact,
  fetchContact,
  fetchContactsPage,
  fetchContactTags,
  updateContact,
  type Contact,
} from './contacts-api.ts';
import { withLetterRows } from './letter-groups.ts';
import { TagsDialog } from './tags-dialog.tsx';
import { useTagTitle } from './tag-title.ts';
import { MovablePlace, useMovableContent } from '../../../lib/movable-content.tsx';
import { useTypedField } from '../../../lib/use-typed-field.ts';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';

const LETTER_HEIGHT = 36;
const CONTACT_HEIGHT = 68;

function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', p: 4, color: 'text.secondary', m: 'auto' }}>
      <Box sx={{ fontSize: 48, opacity: 0.5 }}>{icon}</Box>
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {text && <Typography variant="body2">{text}</Typography>}
    </Box>
  );
}

function ContactRow({ contact, selected, onOpen }: { contact: Contact; selected: boolean; onOpen(): void }) {
  const subtitle = [contact.title, contact.company].filter(Boolean).join(' · ') || contact.emails[0]?.email;
  return (
    <ButtonBase
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      sx={{
        width: '100%',
        height: CONTACT_HEIGHT,
        display: 'flex',
        justifyContent: 'flex-start',
        gap: 2,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        textAlign: 'start',
      }}
    >
      <ContactAvatar name={contact.name} avatar={contact.avatar} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: 600, ...alignWithPage }} dir="auto">
          {contact.name}
        </Typography>
        <Typography noWrap variant="body2" color="text.secondary" dir="auto" sx={alignWithPage}>
          {subtitle}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

/**
 * The contacts app: the owner's address book in name order, grouped by first letter, searched on
 * the server and paged as the list scrolls (virtualized, so thousands of contacts stay smooth);
 * the chosen contact's card or the form beside it, or over the list on a phone.
 */
export default function ContactsPage() {
  const { t, i18n } = useTranslation('contacts');
  const say = useMessage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const queryClient = useQueryClient();
  const { params, update } = useSearchParamsUpdate();
  const search = params.get('q') ?? '';
  const tagId = params.get('tag') ?? '';
  const openId = params.get('contact');
  const editing = params.get('edit') === '1' || openId === 'new';
  const { text: searchText, setText: setSearchText } = useTypedField(search, (q) => update({ q: q || null }));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const tagTitle = useTagTitle();

  const tags = useQuery({ queryKey: [...CONTACTS_KEY, 'tags'], queryFn: fetchContactTags });
  const tagList = tags.data ?? [];
  const filterTag = tagId ? tagList.find((tag) => tag.id === tagId) : undefined;
  // A tag in the address that is not (or no longer) one's own is dropped rather than failing the list.
  const tagGone = Boolean(tagId && tags.isSuccess && !filterTag);
  useEffect(() => {
    if (tagGone) update({ tag: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tagGone]);
  const list = useInfiniteQuery({
    queryKey: [...CONTACTS_KEY, 'list', search, tagId],
    queryFn: ({ pageParam }) =>
      fetchContactsPage({ search: search || undefined, tag: tagId || undefined, nextToken: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
    // The tag is checked against one's own tags first.
    enabled: !tagId || Boolean(filterTag),
  });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const rows = useMemo(() => withLetterRows(items, i18n.language), [items, i18n.language]);
  const total = list.data?.pages[0]?.total ?? 0;

  // The open contact: from the list when it is loaded there, otherwise (a shared link) on its own.
  const listed = openId && openId !== 'new' ? items.find((c) => c.id === openId) : undefined;
  const single = useQuery({
    queryKey: [...CONTACTS_KEY, 'one', openId],
    queryFn: () => fetchContact(openId!),
    enabled: Boolean(openId && openId !== 'new' && !listed && list.isSuccess),
  });
  const current = listed ?? single.data;

  const refresh = () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.kind === 'letter' ? LETTER_HEIGHT : CONTACT_HEIGHT),
    overscan: 10,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? 0;
  useEffect(() => {
    if (lastIndex >= rows.length - 20 && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, [lastIndex, rows.length, list]);

  const save = async (values: ContactValues) => {
    const saved = openId && openId !== 'new' ? await updateContact(openId, values) : await createContact(values);
    setNotice(openId === 'new' ? t('done.created') : t('done.updated'));
    await refresh();
    update({ contact: saved.id, edit: null });
  };
  const remove = async (id: string) => {
    try {
      await deleteContact(id);
      setNotice(t('done.deleted'));
      update({ contact: null, edit: null });
      await refresh();
    } catch (e) {
      setError(say(e as Error) ?? null);
    }
  };
  const close = () => update({ contact: null, edit: null });

  const listPane = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          fullWidth
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder={t('searchHint')}
          slotProps={{
            htmlInput: { 'aria-label': t('search'), type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
        />
        {/* The icon alone (named, with a tooltip): the list is narrow at every width, and the
            search's hint must be read whole. */}
        <Tooltip title={t('add')}>
          <Button
            variant="contained"
            aria-label={t('add')}
            onClick={() => update({ contact: 'new', edit: null })}
            sx={{ flexShrink: 0, minWidth: 0, px: 1 }}
          >
            <AddOutlined />
          </Button>
        </Tooltip>
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <TextField
          select
          size="small"
          label={t('tags.filter')}
          value={filterTag ? tagId : ''}
          onChange={(e) => update({ tag: e.target.value || null })}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <LabelOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        >
          <MenuItem value="">{t('tags.all')}</MenuItem>
          {tagList.map((tag) => (
            <MenuItem key={tag.id} value={tag.id} dir="auto">
              {tagTitle(tag)}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip title={t('tags.manage')}>
          <IconButton aria-label={t('tags.manage')} onClick={() => setManaging(true)}>
            <SellOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        {list.data ? t('total', { count: total }) : ' '}
      </Typography>
      <Box ref={scrollRef} sx={{ flex: 1, overflow: 'auto', position: 'relative' }} aria-busy={list.isFetching}>
        {list.isPending ? (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4 }}>
            <CircularProgress size={24} />
            <Typography color="text.secondary">{t('loading')}</Typography>
          </Box>
        ) : list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<ContactsOutlined fontSize="inherit" />}
            title={
              search
                ? t('empty.search', { search })
                : filterTag
                  ? t('empty.tag', { tag: tagTitle(filterTag) })
                  : t('empty.title')
            }
            text={search ? undefined : filterTag ? t('empty.tagText') : t('empty.text')}
          />
        ) : (
          <Box role="list" aria-label={t('title')} sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualItems.map((v) => {
              const row = rows[v.index]!;
              return (
                <Box
                  role="listitem"
                  key={row.kind === 'letter' ? `letter-${row.letter}-${v.index}` : row.contact.id}
                  data-index={v.index}
                  sx={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${v.start}px)` }}
                >
                  {row.kind === 'letter' ? (
                    <Typography
                      component="h3"
                      sx={{
                        height: LETTER_HEIGHT,
                        display: 'flex',
                        alignItems: 'center',
                        px: 2,
                        fontWeight: 700,
                        fontSize: 14,
                        color: 'text.secondary',
                        bgcolor: 'action.hover',
                        borderBottom: 1,
                        borderColor: 'divider',
                      }}
                    >
                      {row.letter}
                    </Typography>
                  ) : (
                    <ContactRow
                      contact={row.contact}
                      selected={row.contact.id === openId}
                      onOpen={() => update({ contact: row.contact.id, edit: null })}
                    />
                  )}
                </Box>
              );
            })}
          </Box>
        )}
        {list.isFetchingNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <CircularProgress size={20} aria-label={t('loading')} />
          </Box>
        )}
      </Box>
    </Box>
  );

  const side = !openId ? null : editing ? (
    openId !== 'new' && !current ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress size={24} aria-label={t('loading')} />
      </Box>
    ) : (
      <ContactForm
        key={openId}
        contact={openId === 'new' ? undefined : current}
        tags={tagList}
        onSave={save}
        onCancel={() => (openId === 'new' ? close() : update({ edit: null }))}
        onTagAdded={() => void queryClient.invalidateQueries({ queryKey: [...CONTACTS_KEY, 'tags'] })}
      />
    )
  ) : current ? (
    <ContactDetails
      contact={current}
      tags={tagList}
      onEdit={() => update({ edit: '1' })}
      onDelete={() => void remove(current.id)}
      onBack={phone ? close : undefined}
    />
  ) : single.isError ? (
    <Alert severity="error" sx={{ m: 2 }}>
      {say(single.error)}
    </Alert>
  ) : (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress size={24} aria-label={t('loading')} />
    </Box>
  );
  // The card or the form is the same component on a phone (in the drawer) and on a desktop (beside
  // the list): moved, not remounted, when the breakpoint is crossed, so a half-typed form stays.
  const sidePane = useMovableContent(
    side && (
      <Box
        sx={{ display: 'contents' }}
        // In the drawer, Escape closes it as the drawer's own content would.
        onKeyDown={(e) => {
          if (phone && e.key === 'Escape' && !e.defaultPrevented) close();
        }}
      >
        {side}
      </Box>
    ),
  );

  return (
    <Box sx={{ p: { xs: 0, md: 3 }, height: 'calc(100dvh - 64px)', minHeight: 480 }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, mb: 2, display: { xs: 'none', md: 'block' } }}
      >
        {t('title')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          height: { xs: '100%', md: 'calc(100% - 52px)' },
          overflow: 'hidden',
          borderRadius: { xs: 0, md: 2 },
        }}
      >
        {phone ? (
          <>
            {listPane}
            {/* On a phone the card and the form slide over the list from the reading end. */}
            <Drawer
              anchor="right"
              open={Boolean(openId)}
              onClose={close}
              slotProps={{ paper: { sx: { width: '100%' }, 'aria-label': t('title') } }}
            >
              <MovablePlace content={sidePane} />
            </Drawer>
          </>
        ) : (
          <>
            <Box
              sx={{
                width: { md: 340, lg: 400 },
                flexShrink: 0,
                borderInlineEnd: 1,
                borderColor: 'divider',
                display: 'flex',
              }}
            >
              {listPane}
            </Box>
            <Box component="section" aria-label={t('title')} sx={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
              {side ? (
                <MovablePlace content={sidePane} />
              ) : (
                <EmptyState
                  icon={<PersonSearchOutlined fontSize="inherit" />}
                  title={t('empty.pick')}
                  text={t('empty.pickText')}
                />
              )}
            </Box>
          </>
        )}
      </Paper>
      {sidePane.portal}
      {managing && (
        <TagsDialog
          tags={tagList}
          onClose={() => setManaging(false)}
          onNotice={setNotice}
          onDeleted={(id) => {
            if (id === tagId) update({ tag: null });
          }}
        />
      )}
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setNotice(null)}
        message={notice}
      />
      <Snackbar open={Boolean(error)} autoHideDuration={SNACKBAR_AUTO_HIDE_MS} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </Box>
  );
}
