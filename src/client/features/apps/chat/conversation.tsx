import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Send from '@mui/icons-material/Send';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import { Box, Button, Chip, CircularProgress, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../domain/chat-schemas.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { formatRelativeDate } from '../../../lib/format-date.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { CHAT_KEY, fetchMessages, markRead, sendMessage, setMuted } from './chat-api.ts';
import { keepChatDraft, readChatDraft } from './chat-drafts.ts';
import type { ChatListQuery } from './chat-types.ts';
import { PersonAvatar, asStatus } from './presence.tsx';
import { mirrorInRtl } from '../../../lib/bidi.ts';

type ChatItem = ChatListQuery['chats'][number];

export const messagesKey = (chatId: string) => [...CHAT_KEY, 'messages', chatId] as const;

/** One conversation: its header (presence, mute, contact info), the messages, and the box to write in. */
export function Conversation({
  chat,
  phone,
  onBack,
  onInfo,
  onError,
}: {
  chat: ChatItem;
  phone: boolean;
  onBack: () => void;
  onInfo: () => void;
  onError: (e: Error) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const queryClient = useQueryClient();
  const writer = useAuth().user?.uid ?? '';
  const [text, setText] = useState(() => readChatDraft(writer, chat.id)?.text ?? '');
  const [files, setFiles] = useState(() => readChatDraft(writer, chat.id)?.files ?? []);
  useEffect(() => keepChatDraft(writer, chat.id, { text, files }), [writer, chat.id, text, files]);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const messages = useInfiniteQuery({
    queryKey: messagesKey(chat.id),
    queryFn: ({ pageParam }) => fetchMessages(chat.id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
  });
  // Pages come newest page first; each page is oldest first.
  const items = [...(messages.data?.pages ?? [])].reverse().flatMap((p) => p.items);
  const newestId = items.at(-1)?.id;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId]);
  // Keep the newest message in view when the pane changes size (the contact panel opening, a
  // phone turning) as long as the reader was at the bottom.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    let atBottom = true;
    const onScroll = () => {
      atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    };
    const observer = new ResizeObserver(() => {
      if (atBottom) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener('scroll', onScroll);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);

  // Opening a conversation (or a message arriving in the open one) reads it.
  const read = useMutation({
    mutationFn: () => markRead(chat.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'list'] }),
  });
  const unread = chat.unreadCount;
  useEffect(() => {
    if (unread > 0) read.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per chat and arrival
  }, [chat.id, unread]);

  const send = useMutation({
    mutationFn: (value: string) =>
      sendMessage(
        chat.id,
        value,
        files.map((f) => f.id),
      ),
    onSuccess: () => {
      setText('');
      setFiles([]);
      void queryClient.invalidateQueries({ queryKey: messagesKey(chat.id) });
      void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'list'] });
    },
    onError,
  });
  const mute = useMutation({
    mutationFn: () => setMuted(chat.id, !chat.muted),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'list'] }),
    onError,
  });
  const ready = (text.trim() !== '' || files.length > 0) && !uploading && !send.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) send.mutate(text);
  };
  // Pictures as pictures (shown in the contact panel's media), anything else as a document.
  const attach = async (list: FileList | null) => {
    if (!list?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(list)) {
        const uploaded = await uploadFile(file.type.startsWith('image/') ? 'photo' : 'resume', file);
        setFiles((current) => [...current, { id: uploaded.id, name: uploaded.filename }]);
      }
    } catch (error) {
      onError(error as Error);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const status = t(`status.${asStatus(chat.contact.status)}`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {phone && (
          <IconButton onClick={onBack} aria-label={t('back')} edge="start">
            <ArrowBack sx={mirrorInRtl} />
          </IconButton>
        )}
        <PersonAvatar name={chat.contact.name} avatar={chat.contact.avatar} status={chat.contact.status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" fontWeight={600} noWrap>
            <bdi>{chat.contact.name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap data-testid="contact-status">
            {status}
          </Typography>
        </Box>
        <Tooltip title={chat.muted ? t('unmute') : t('mute')}>
          <IconButton
            onClick={() => mute.mutate()}
            aria-label={chat.muted ? t('unmute') : t('mute')}
            aria-pressed={chat.muted}
          >
            {chat.muted ? <NotificationsOffOutlined /> : <NotificationsActiveOutlined />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('contactInfo')}>
          <IconButton onClick={onInfo} aria-label={t('contactInfo')}>
            <InfoOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        ref={scroller}
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-label={t('messagesOf', { name: chat.contact.name })}
        sx={{ flex: 1, overflow: 'auto', minHeight: 0, px: { xs: 1.5, md: 3 }, py: 2, bgcolor: 'background.default' }}
      >
        {messages.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Button size="small" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
              {t('olderMessages')}
            </Button>
          </Box>
        )}
        {messages.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} aria-label={t('loading')} />
          </Box>
        )}
        {messages.isSuccess && items.length === 0 && (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>
            <ChatBubbleOutline sx={{ fontSize: 48, mb: 1 }} />
            <Typography fontWeight={600}>{t('start')}</Typography>
            <Typography variant="body2">{t('startText', { name: chat.contact.name })}</Typography>
          </Box>
        )}
        {items.map((m) => {
          const mine = m.contactId === null;
          return (
            <Box
              key={m.id}
              data-testid="chat-message"
              sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', mb: 1 }}
            >
              <Box
                sx={{
                  maxWidth: { xs: '85%', md: '70%' },
                  px: 1.75,
                  py: 1,
                  borderRadius: 2,
                  borderEndEndRadius: mine ? 4 : undefined,
                  borderEndStartRadius: mine ? undefined : 4,
                  bgcolor: mine ? 'primary.main' : 'background.paper',
                  color: mine ? 'primary.contrastText' : 'text.primary',
                  boxShadow: mine ? 0 : 1,
                }}
              >
                {m.value && (
                  <Typography
                    dir="auto"
                    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 15, textAlign: 'start' }}
                  >
                    {m.value}
                  </Typography>
                )}
                {m.attachments.map((a) => (
                  <Box key={a.url} component="a" href={a.url} sx={{ display: 'block', color: 'inherit', fontSize: 13 }}>
                    {a.name}
                  </Box>
                ))}
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ display: 'block', textAlign: 'end', opacity: 0.85, mt: 0.25 }}
                >
                  <Box component="span" sx={visuallyHidden}>
                    {mine ? `${t('you')}, ` : `${chat.contact.name}, `}
                  </Box>
                  {formatRelativeDate(m.createdAt, i18n.language)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      {files.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}
          aria-label={t('attachments')}
          role="group"
        >
          {files.map((f) => (
            <Chip
              key={f.id}
              icon={<AttachFile />}
              label={f.name}
              onDelete={() => setFiles((current) => current.filter((x) => x.id !== f.id))}
              slotProps={{ root: { 'aria-label': f.name } }}
            />
          ))}
        </Box>
      )}
      <Box
        component="form"
        onSubmit={submit}
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-end',
          p: 1.5,
          borderTop: files.length ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept=".pdf,.doc,.docx,image/png,image/jpeg,image/webp"
          onChange={(e) => void attach(e.target.files)}
          data-testid="chat-file-input"
        />
        <Tooltip title={t('attach')}>
          <span>
            <IconButton aria-label={t('attach')} onClick={() => fileInput.current?.click()} disabled={uploading}>
              {uploading ? <CircularProgress size={20} aria-label={t('uploading')} /> : <AttachFile />}
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          fullWidth
          multiline
          maxRows={5}
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          placeholder={t('messagePlaceholder')}
          slotProps={{ htmlInput: { 'aria-label': t('message'), maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
        />
        <IconButton type="submit" color="primary" aria-label={t('send')} disabled={!ready}>
          <Send sx={mirrorInRtl} />
        </IconButton>
      </Box>
    </Box>
  );
}
