import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Badge,
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  InputAdornment,
  List,
  ListSubheader,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_STATUSES, type ChatStatus } from '../../../../domain/chat-schemas.ts';
import { formatRelativeDate } from '../../../lib/format-date.ts';
import { CHAT_KEY, fetchContacts, fetchProfile, updateProfile } from './chat-api.ts';
import type { ChatListQuery } from './chat-types.ts';
import { PersonAvatar, StatusDot, asStatus } from './presence.tsx';
import { alignWithPage } from '../../../lib/bidi.ts';

type ChatItem = ChatListQuery['chats'][number];

/** The side list: one's own profile (presence, about), the conversations, and the colleagues to start one with. */
export function ChatSidebar({
  chats,
  loading,
  openId,
  onOpen,
  onStart,
  onError,
}: {
  chats: ChatItem[];
  loading: boolean;
  openId: string | null;
  onOpen: (chatId: string) => void;
  onStart: (contactId: string) => void;
  onError: (e: Error) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const contacts = useQuery({ queryKey: [...CHAT_KEY, 'contacts', words], queryFn: () => fetchContacts(words) });
  const shownChats = chats.filter((c) => !words || c.contact.name.toLowerCase().includes(words));
  const withChat = new Set(chats.map((c) => c.contactId));
  const others = (contacts.data ?? []).filter((c) => !withChat.has(c.id) || words);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="chat-sidebar">
      <OwnProfile onError={onError} />
      <Box sx={{ px: 2, pb: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('search')}
          slotProps={{
            htmlInput: { 'aria-label': t('search'), maxLength: 100 },
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
      {/* Focusable so the keyboard can scroll a long list. */}
      <Box tabIndex={0} sx={{ flex: 1, overflow: 'auto', minHeight: 0 }}>
        <List dense disablePadding subheader={<ListSubheader sx={{ lineHeight: '36px' }}>{t('chats')}</ListSubheader>}>
          {loading && (
            <Box component="li" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} aria-label={t('loading')} />
            </Box>
          )}
          {!loading && shownChats.length === 0 && (
            <Box component="li" sx={{ px: 2, py: 1.5 }}>
              <Typography variant="body2" fontWeight={600}>
                {t('noChats')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {contacts.isSuccess && !words && !contacts.data.length ? t('noColleaguesYet') : t('noChatsText')}
              </Typography>
            </Box>
          )}
          {shownChats.map((chat) => (
            <li key={chat.id}>
              <ButtonBase
                onClick={() => onOpen(chat.id)}
                aria-current={chat.id === openId ? 'true' : undefined}
                data-testid="chat-item"
                sx={{
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 1.25,
                  textAlign: 'start',
                  bgcolor: chat.id === openId ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <PersonAvatar name={chat.contact.name} avatar={chat.contact.avatar} status={chat.contact.status} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                    <Typography
                      component="span"
                      noWrap
                      dir="auto"
                      sx={{ flex: 1, fontWeight: chat.unreadCount ? 700 : 500, ...alignWithPage }}
                    >
                      {chat.contact.name}
                    </Typography>
                    {chat.lastMessageAt && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {formatRelativeDate(chat.lastMessageAt, i18n.language)}
                      </Typography>
                    )}
                  </Box>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      noWrap
                      dir="auto"
                      sx={{ flex: 1, ...alignWithPage }}
                    >
                      {chat.lastMessage ?? t('noMessagesYet')}
                    </Typography>
                    {chat.muted && (
                      <NotificationsOffOutlined
                        fontSize="inherit"
                        titleAccess={t('muted')}
                        sx={{ color: 'text.secondary' }}
                      />
                    )}
                    {chat.unreadCount > 0 && (
                      <Badge
                        color="primary"
                        badgeContent={chat.unreadCount}
                        aria-label={t('unread', { count: chat.unreadCount })}
                        sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                      />
                    )}
                  </Box>
                </Box>
              </ButtonBase>
            </li>
          ))}
        </List>
        <List
          dense
          disablePadding
          subheader={<ListSubheader sx={{ lineHeight: '36px' }}>{t('contacts')}</ListSubheader>}
        >
          {contacts.isSuccess && others.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {/* Alone in the workspace (a new deployment): nobody to write to yet, so say who will show up. */}
              {words ? t('noContacts') : contacts.data?.length ? t('allInChats') : t('noColleagues')}
            </Typography>
          )}
          {others.map((c) => (
            <li key={c.id}>
              <ButtonBase
                onClick={() => onStart(c.id)}
                sx={{
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 1,
                  textAlign: 'start',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <PersonAvatar name={c.name} avatar={c.avatar} status={c.status} size={36} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography noWrap dir="auto" sx={alignWithPage}>
                    {c.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap dir="auto" sx={alignWithPage}>
                    {c.about || t(`status.${asStatus(c.status)}`)}
                  </Typography>
                </Box>
              </ButtonBase>
            </li>
          ))}
        </List>
      </Box>
    </Box>
  );
}

/** The signed-in person's own chat profile: presence (SPEC section 4) and a line about them. */
function OwnProfile({ onError }: { onError: (e: Error) => void }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: [...CHAT_KEY, 'profile'], queryFn: fetchProfile });
  const [about, setAbout] = useState('');
  useEffect(() => {
    if (profile.data) setAbout(profile.data.about);
  }, [profile.data]);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'profile'] }),
    onError,
  });
  if (!profile.data)
    return (
      <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={t('loading')} />
      </Box>
    );
  const me = profile.data;
  return (
    <Box
      component="section"
      aria-label={t('myProfile')}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PersonAvatar name={me.name} avatar={me.avatar} status={me.status} size={44} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap fontWeight={600} dir="auto" sx={alignWithPage}>
            {me.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {me.email}
          </Typography>
        </Box>
      </Box>
      <TextField
        select
        size="small"
        label={t('myStatus')}
        value={me.status}
        onChange={(e) => save.mutate({ status: e.target.value as ChatStatus })}
        slotProps={{ select: { 'data-testid': 'my-status' } as object }}
      >
        {CHAT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <StatusDot status={s} />
              {t(`status.${s}`)}
            </Box>
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ about });
        }}
      >
        <TextField
          size="small"
          fullWidth
          label={t('about')}
          value={about}
          onChange={(e) => setAbout(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending || about === me.about}>
          {t('saveAbout')}
        </Button>
      </Box>
    </Box>
  );
}
