import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import Refresh from '@mui/icons-material/Refresh';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Checkbox,
  CircularProgress,
  Drawer,
  IconButton,
  InputAdornment,
  Menu,
  MenuItem,
  Paper,
  Snackbar,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription.ts';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import {
  MAIL_FILTERS,
  MAIL_FOLDERS,
  MAIL_LABELS,
  type MailActionType,
  type MailFilter,
  type MailFolder,
  type MailLabelSlug,
} from '../../../../domain/mailbox-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { alignWithPage } from '../../../lib/bidi.ts';
import { formatRelativeDate } from '../../../lib/format-date.ts';
import { Composer, type ComposerStart } from './composer.tsx';
import { MailDetails } from './mail-details.tsx';
import {
  fetchCounts,
  fetchMail,
  fetchMailPage,
  isMailLink,
  MAIL_ARRIVED,
  mailboxAction,
  MAILBOX_KEY,
  type MailListItem,
} from './mailbox-api.ts';
import { MailboxNav } from './mailbox-nav.tsx';
import { labelColor } from './mail-labels.ts';
import { useTypedField } from '../../../lib/use-typed-field.ts';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';

const ROW_HEIGHT = 76;

interface View {
  folder?: MailFolder;
  filter?: MailFilter;
  label?: MailLabelSlug;
}

function readView(params: URLSearchParams): View {
  const filter = params.get('filter');
  const label = params.get('label');
  const folder = params.get('folder');
  if (filter && (MAIL_FILTERS as readonly string[]).includes(filter)) return { filter: filter as MailFilter };
  if (label && MAIL_LABELS.some((l) => l.slug === label)) return { label: label as MailLabelSlug };
  return { folder: folder && (MAIL_FOLDERS as readonly string[]).includes(folder) ? (folder as MailFolder) : 'inbox' };
}

function MailRow({
  mail,
  selected,
  checked,
  onOpen,
  onCheck,
  onStar,
}: {
  mail: MailListItem;
  selected: boolean;
  checked: boolean;
  onOpen(): void;
  onCheck(): void;
  onStar(): void;
}) {
  const { t, i18n } = useTranslation('mailbox');
  const who =
    mail.folder === 'sent' || mail.folder === 'drafts'
      ? `${t('to')}: ${mail.to.map((p) => p.name).join(', ') || '—'}`
      : mail.from.name;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        height: ROW_HEIGHT,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : mail.unread ? 'background.paper' : 'action.hover',
        '&:hover': { bgcolor: 'action.focus' },
      }}
    >
      <Checkbox
        size="small"
        checked={checked}
        onClick={(e) => e.stopPropagation()}
        onChange={onCheck}
        slotProps={{ input: { 'aria-label': t('select', { name: mail.from.name, subject: mail.subject }) } }}
      />
      <IconButton
        size="small"
        aria-label={mail.starred ? t('actions.unstar') : t('actions.star')}
        aria-pressed={mail.starred}
        onClick={(e) => {
          e.stopPropagation();
          onStar();
        }}
        sx={{ color: mail.starred ? 'warning.main' : 'action.active' }}
      >
        {mail.starred ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
      </IconButton>
      <ButtonBase
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        sx={{ minWidth: 0, flex: 1, display: 'block', textAlign: 'inherit', borderRadius: 1 }}
      >
        <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            component="span"
            dir="auto"
            noWrap
            sx={{ flex: 1, fontWeight: mail.unread ? 700 : 500, fontSize: 14, ...alignWithPage }}
          >
            {who}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatRelativeDate(mail.date, i18n.language)}
          </Typography>
        </Box>
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {mail.important && <LabelImportant fontSize="inherit" sx={{ color: 'warning.dark' }} />}
          <Typography
            component="span"
            dir="auto"
            noWrap
            sx={{ fontSize: 14, fontWeight: mail.unread ? 600 : 400, ...alignWithPage }}
          >
            {mail.subject || t('noSubject')}
          </Typography>
          {mail.labels.map((l) => (
            <Box
              key={l}
              component="span"
              title={t(`label.${l}`)}
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: labelColor(l), flexShrink: 0 }}
            />
          ))}
        </Box>
        <Typography
          component="span"
          dir="auto"
          variant="body2"
          color="text.secondary"
          noWrap
          display="block"
          sx={{ fontSize: 13, ...alignWithPage }}
        >
          {mail.attachments.length > 0 && (
            <AttachFile sx={{ fontSize: 13, verticalAlign: 'middle', marginInlineEnd: 0.5 }} aria-hidden />
          )}
          {mail.preview}
        </Typography>
      </ButtonBase>
    </Box>
  );
}

function ActionMenu({
  label,
  icon,
  items,
  onPick,
}: {
  label: string;
  icon: ReactNode;
  items: { value: string; text: string; color?: string }[];
  onPick(value: string): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          {icon}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.value}
            onClick={() => {
              setAnchor(null);
              onPick(item.value);
            }}
          >
            {item.color && (
              <Box
                component="span"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color, marginInlineEnd: 1.5 }}
              />
            )}
            {item.text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
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

/** The mailbox app: folders and labels, a virtualized list paged from the server, the open mail, compose. */
export default function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const say = useMessage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const queryClient = useQueryClient();
  const { params, setParams, update } = useSearchParamsUpdate();
  const view = readView(params);
  const search = params.get('q') ?? '';
  const openId = params.get('mail');
  // A new search closes the mail that was open while typing, but not one opened since (a result
  // clicked before the search was sent): the address is read as it is when the search is sent.
  const { text: searchText, setText: setSearchText } = useTypedField(
    search,
    (q) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        if (next.get('mail') === openId) next.delete('mail');
        return next;
      }),
    { ms: 350 },
  );
  const [navOpen, setNavOpen] = useState(false);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [composer, setComposer] = useState<ComposerStart | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const chooseView = (v: View) => {
    setChecked(new Set());
    setNavOpen(false);
    update({ folder: v.folder ?? null, filter: v.filter ?? null, label: v.label ?? null, mail: null });
  };

  const listKey = [...MAILBOX_KEY, 'list', view, search] as const;
  const list = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) =>
      fetchMailPage({ ...view, search: search || undefined, nextToken: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
  });
  const counts = useQuery({ queryKey: [...MAILBOX_KEY, 'counts'], queryFn: fetchCounts });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  const refresh = () => queryClient.invalidateQueries({ queryKey: MAILBOX_KEY });
  // New mail arrives with its notification: the list and the counts follow at once.
  useLiveSubscription(MAIL_ARRIVED, {}, ({ notificationAdded }) => {
    if (isMailLink(notificationAdded.link)) void refresh();
  });
  const act = useMutation({
    mutationFn: mailboxAction,
    onSuccess: (_rows, input) => {
      setNotice(t(`done.${input.type as MailActionType}`));
      setChecked(new Set());
      if ((input.type === 'folder' || input.type === 'delete') && openId && input.ids.includes(openId))
        update({ mail: null });
      void refresh();
    },
    onError: (e) => setError(say(e) ?? null),
  });
  const run = (type: MailActionType, value: string, ids: string[]) => act.mutate({ type, value, ids });

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? 0;
  useEffect(() => {
    if (lastIndex >= items.length - 10 && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, [lastIndex, items.length, list]);

  const open = async (mail: MailListItem) => {
    if (mail.folder === 'drafts') {
      const full = await queryClient.fetchQuery({
        queryKey: [...MAILBOX_KEY, 'mail', mail.id],
        queryFn: () => fetchMail(mail.id),
      });
      setComposer({ draft: full });
      return;
    }
    update({ mail: mail.id });
  };

  const selectedIds = [...checked];
  const allChecked = items.length > 0 && items.every((m) => checked.has(m.id));
  const heading = view.filter
    ? t(`filter.${view.filter}`)
    : view.label
      ? t(`label.${view.label}`)
      : t(`folder.${view.folder ?? 'inbox'}`);

  const nav = (
    <MailboxNav
      view={view}
      counts={counts.data ?? []}
      onChoose={chooseView}
      onCompose={() => {
        setNavOpen(false);
        setComposer({});
      }}
    />
  );

  const listPane = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {phone && (
          <IconButton aria-label={t('openFolders')} onClick={() => setNavOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
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
      </Box>
      <Box
        role="toolbar"
        aria-label={heading}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          minHeight: 52,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Checkbox
          size="small"
          checked={allChecked}
          indeterminate={checked.size > 0 && !allChecked}
          onChange={() => setChecked(allChecked ? new Set() : new Set(items.map((m) => m.id)))}
          slotProps={{ input: { 'aria-label': t('selectAll') } }}
        />
        {checked.size > 0 ? (
          <>
            <Tooltip title={t('actions.markRead')}>
              <IconButton aria-label={t('actions.markRead')} onClick={() => run('unread', 'false', selectedIds)}>
                <DraftsOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('actions.markUnread')}>
              <IconButton aria-label={t('actions.markUnread')} onClick={() => run('unread', 'true', selectedIds)}>
                <MailOutline />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('actions.star')}>
              <IconButton aria-label={t('actions.star')} onClick={() => run('starred', 'true', selectedIds)}>
                <StarBorder />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('actions.important')}>
              <IconButton aria-label={t('actions.important')} onClick={() => run('important', 'true', selectedIds)}>
                <LabelImportantOutlined />
              </IconButton>
            </Tooltip>
            <ActionMenu
              label={t('actions.moveTo')}
              icon={<DriveFileMoveOutlined />}
              items={MAIL_FOLDERS.map((f) => ({ value: f, text: t(`folder.${f}`) }))}
              onPick={(f) => run('folder', f, selectedIds)}
            />
            <ActionMenu
              label={t('actions.labelAs')}
              icon={<LabelOutlined />}
              items={MAIL_LABELS.map((l) => ({ value: l.slug, text: t(`label.${l.slug}`), color: l.color }))}
              onPick={(l) => run('label', l, selectedIds)}
            />
            <Tooltip title={view.folder === 'trash' ? t('actions.deleteForever') : t('actions.delete')}>
              <IconButton
                aria-label={view.folder === 'trash' ? t('actions.deleteForever') : t('actions.delete')}
                onClick={() =>
                  view.folder === 'trash' ? run('delete', '', selectedIds) : run('folder', 'trash', selectedIds)
                }
              >
                <DeleteOutline />
              </IconButton>
            </Tooltip>
            <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto', pr: 1 }}>
              {t('selected', { count: checked.size })}
            </Typography>
          </>
        ) : (
          <>
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: 16, px: 1 }}>
              {heading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {list.data ? t('total', { count: total }) : ''}
            </Typography>
            <Tooltip title={t('actions.refresh')}>
              <IconButton aria-label={t('actions.refresh')} onClick={refresh} sx={{ marginInlineStart: 'auto' }}>
                <Refresh />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
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
            icon={<MailOutline fontSize="inherit" />}
            title={t('empty.title')}
            text={search ? t('empty.search', { search }) : t('empty.text')}
          />
        ) : (
          <Box role="list" aria-label={heading} sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualItems.map((v) => {
              const mail = items[v.index]!;
              return (
                <Box
                  role="listitem"
                  key={mail.id}
                  data-index={v.index}
                  sx={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${v.start}px)` }}
                >
                  <MailRow
                    mail={mail}
                    selected={mail.id === openId}
                    checked={checked.has(mail.id)}
                    onOpen={() => void open(mail)}
                    onCheck={() => {
                      const next = new Set(checked);
                      if (next.has(mail.id)) next.delete(mail.id);
                      else next.add(mail.id);
                      setChecked(next);
                    }}
                    onStar={() => run('starred', String(!mail.starred), [mail.id])}
                  />
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

  const details = openId ? (
    <MailDetails
      id={openId}
      onBack={() => update({ mail: null })}
      onAction={(type, value) => run(type, value, [openId])}
      onReply={(start) => setComposer(start)}
      onRead={() => void queryClient.invalidateQueries({ queryKey: MAILBOX_KEY })}
    />
  ) : (
    <EmptyState icon={<DraftsOutlined fontSize="inherit" />} title={t('empty.pick')} text={t('empty.pickText')} />
  );

  return (
    <Box sx={{ p: { xs: 0, md: 3 }, height: { xs: 'calc(100dvh - 64px)', md: 'calc(100dvh - 64px)' }, minHeight: 480 }}>
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
          <Drawer open={navOpen} onClose={() => setNavOpen(false)} slotProps={{ paper: { sx: { width: 280 } } }}>
            {nav}
          </Drawer>
        ) : (
          <Box
            component="nav"
            aria-label={t('openFolders')}
            sx={{ width: 240, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', overflow: 'auto' }}
          >
            {nav}
          </Box>
        )}
        {phone ? (
          openId ? (
            <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto' }}>{details}</Box>
          ) : (
            listPane
          )
        ) : (
          <>
            <Box
              sx={{
                width: { md: 360, lg: 420 },
                flexShrink: 0,
                borderInlineEnd: 1,
                borderColor: 'divider',
                display: 'flex',
              }}
            >
              {listPane}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' }}>
              {details}
            </Box>
          </>
        )}
      </Paper>
      {composer && (
        <Composer
          start={composer}
          fullScreen={phone}
          onClose={() => {
            setComposer(null);
            void refresh();
          }}
          onSent={() => {
            setComposer(null);
            setNotice(t('composer.sent'));
            void refresh();
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
