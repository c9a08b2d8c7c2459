import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { Alert, Box, Drawer, Paper, Snackbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription.ts';
import { CHAT_CONTACT_CHANGED, CHAT_KEY, CHAT_MESSAGE_ARRIVED, fetchChats, startChat } from './chat-api.ts';
import { ChatSidebar } from './chat-sidebar.tsx';
import { ContactPanel } from './contact-panel.tsx';
import { Conversation, messagesKey } from './conversation.tsx';

/**
 * The chat app (/apps/chat): the side list of one's conversations and colleagues, the open
 * conversation (`?chat=<id>`, so a notification's link opens it), and the contact's details.
 * New messages and presence arrive live over the app's one WebSocket.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const say = useMessage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openId = params.get('chat');
  const [info, setInfo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onError = (e: Error) => setError(say(e) ?? null);

  const chats = useQuery({ queryKey: [...CHAT_KEY, 'list'], queryFn: fetchChats });
  const open = chats.data?.find((c) => c.id === openId);
  const openChat = (id: string | null) => {
    setInfo(false);
    setParams(id ? { chat: id } : {});
  };
  const start = useMutation({
    mutationFn: startChat,
    onSuccess: async (chat) => {
      await queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'list'] });
      openChat(chat.id);
    },
    onError,
  });

  useLiveSubscription(CHAT_MESSAGE_ARRIVED, {}, ({ chatMessageArrived }) => {
    void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: messagesKey(chatMessageArrived.chat.id) });
  });
  useLiveSubscription(CHAT_CONTACT_CHANGED, {}, () => {
    void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'contacts'] });
  });

  const sidebar = (
    <ChatSidebar
      chats={chats.data ?? []}
      loading={chats.isPending}
      openId={openId}
      onOpen={openChat}
      onStart={(id) => start.mutate(id)}
      onError={onError}
    />
  );
  const conversation = open ? (
    <Conversation
      key={open.id}
      chat={open}
      phone={phone}
      onBack={() => openChat(null)}
      onInfo={() => setInfo((v) => !v)}
      onError={onError}
    />
  ) : (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        color: 'text.secondary',
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <ForumOutlined sx={{ fontSize: 64, mb: 1 }} />
      <Typography component="h2" variant="h6" color="text.primary">
        {t('pick')}
      </Typography>
      <Typography variant="body2">{t('pickText')}</Typography>
    </Box>
  );
  const panel = open && info ? <ContactPanel contactId={open.contactId} onClose={() => setInfo(false)} /> : null;

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
          // On a phone the side list fills the screen until a conversation is opened; "back" returns to it.
          open ? (
            <Box sx={{ flex: 1, minWidth: 0 }}>{conversation}</Box>
          ) : (
            <Box component="nav" aria-label={t('openChats')} sx={{ flex: 1, minWidth: 0 }}>
              {sidebar}
            </Box>
          )
        ) : (
          <>
            <Box
              component="nav"
              aria-label={t('openChats')}
              sx={{ width: { md: 320, lg: 360 }, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
            >
              {sidebar}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>{conversation}</Box>
            {panel && wide && (
              <Box sx={{ width: 340, flexShrink: 0, borderInlineStart: 1, borderColor: 'divider' }}>{panel}</Box>
            )}
          </>
        )}
      </Paper>
      {panel && !wide && (
        <Drawer
          anchor="right"
          open
          onClose={() => setInfo(false)}
          slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
        >
          {panel}
        </Drawer>
      )}
      <Snackbar open={Boolean(error)} autoHideDuration={SNACKBAR_AUTO_HIDE_MS} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </Box>
  );
}
