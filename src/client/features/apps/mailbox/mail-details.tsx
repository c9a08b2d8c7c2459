import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import Forward from '@mui/icons-material/Forward';
import Reply from '@mui/icons-material/Reply';
import ReplyAll from '@mui/icons-material/ReplyAll';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  IconButton,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailActionType } from '../../../../domain/mailbox-schemas.ts';
import { alignWithPage, mirrorInRtl } from '../../../lib/bidi.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { escapeHtml } from '../../../../domain/escape-html.ts';
import { cleanRichText } from '../../../lib/rich-text.ts';
import type { ComposerStart } from './composer.tsx';
import { fetchMail, mailboxAction, MAILBOX_KEY } from './mailbox-api.ts';
import { labelColor } from './mail-labels.ts';

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1048576
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** The open mail: who, when, labels, the text (sanitized again here), attachments, and its actions. */
export function MailDetails({
  id,
  onBack,
  onAction,
  onReply,
  onRead,
}: {
  id: string;
  onBack(): void;
  onAction(type: MailActionType, value: string): void;
  onReply(start: ComposerStart): void;
  onRead(): void;
}) {
  const { t, i18n } = useTranslation('mailbox');
  const me = useAuth().user?.uid;
  const mail = useQuery({ queryKey: [...MAILBOX_KEY, 'mail', id], queryFn: () => fetchMail(id) });
  const marked = useRef<string | null>(null);
  const data = mail.data;
  // Opening an unread mail marks it read, once.
  useEffect(() => {
    if (!data?.unread || marked.current === data.id) return;
    marked.current = data.id;
    void mailboxAction({ type: 'unread', value: 'false', ids: [data.id] }).then(onRead);
  }, [data, onRead]);
  const html = useMemo(() => cleanRichText(data?.content ?? ''), [data?.content]);
  if (mail.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  if (mail.isError || !data)
    return (
      <Box sx={{ p: 2 }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('loadError')}
        </Alert>
      </Box>
    );
  const people = (list: { name: string; email: string }[]) => list.map((p) => `${p.name} <${p.email}>`).join(', ');
  const known = (list: { id?: string | null; name: string; email: string }[]) =>
    list.flatMap((p) => (p.id ? [{ id: p.id, name: p.name, email: p.email }] : []));
  // Reply all: the sender, and everyone else it went to but me.
  const others = known([...data.to, ...data.cc]).filter((p) => p.id !== me && p.id !== data.from.id);
  const replyStart = (all: boolean): ComposerStart => ({
    to: known([data.from]),
    cc: all ? others : undefined,
    subject: /^re:/i.test(data.subject) ? data.subject : `Re: ${data.subject}`,
  });
  // A forward quotes the mail under a header in the writer's language and keeps its attachments.
  const forwardStart = (): ComposerStart => ({
    subject: /^fwd?:/i.test(data.subject) ? data.subject : `Fwd: ${data.subject}`,
    content:
      `<p></p><p>${escapeHtml(t('forwarded.header'))}<br>` +
      `${escapeHtml(t('forwarded.from'))}: ${escapeHtml(people([data.from]))}<br>` +
      `${escapeHtml(t('forwarded.date'))}: ${escapeHtml(new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(data.date)))}<br>` +
      `${escapeHtml(t('forwarded.subject'))}: ${escapeHtml(data.subject)}<br>` +
      `${escapeHtml(t('forwarded.to'))}: ${escapeHtml(people(data.to))}</p>${html}`,
    attachments: data.attachments.map((a) => ({ fileId: a.fileId, name: a.name })),
  });
  const tool = (label: string, icon: React.ReactNode, onClick: () => void, pressed?: boolean) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={pressed} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box component="article" aria-labelledby="mail-subject" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Tooltip title={t('actions.back')}>
          <IconButton aria-label={t('actions.back')} onClick={onBack} sx={{ marginInlineEnd: 1 }}>
            <ArrowBack sx={mirrorInRtl} />
          </IconButton>
        </Tooltip>
        <Box sx={{ marginInlineStart: 'auto', display: 'flex' }}>
          {tool(
            data.starred ? t('actions.unstar') : t('actions.star'),
            data.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />,
            () => onAction('starred', String(!data.starred)),
            data.starred,
          )}
          {tool(
            data.important ? t('actions.notImportant') : t('actions.important'),
            data.important ? <LabelImportant sx={{ color: 'warning.dark' }} /> : <LabelImportantOutlined />,
            () => onAction('important', String(!data.important)),
            data.important,
          )}
          {tool(t('actions.markUnread'), <MailOutline />, () => {
            onAction('unread', 'true');
            onBack();
          })}
          {tool(data.folder === 'trash' ? t('actions.deleteForever') : t('actions.delete'), <DeleteOutline />, () =>
            data.folder === 'trash' ? onAction('delete', '') : onAction('folder', 'trash'),
          )}
        </Box>
      </Stack>
      <Typography
        id="mail-subject"
        variant="h2"
        dir="auto"
        sx={{ fontSize: 22, fontWeight: 700, ...alignWithPage, overflowWrap: 'anywhere' }}
      >
        {data.subject || t('noSubject')}
      </Typography>
      {data.labels.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {data.labels.map((l) => (
            <Chip key={l} size="small" label={t(`label.${l}`)} sx={{ bgcolor: labelColor(l), color: '#fff' }} />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>{data.from.name.slice(0, 1).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography dir="auto" sx={{ fontWeight: 600, ...alignWithPage }}>
            {data.from.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              &lt;{data.from.email}&gt;
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('to')}: {people(data.to)}
          </Typography>
          {data.cc.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('cc')}: {people(data.cc)}
            </Typography>
          )}
          {data.bcc.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('bcc')}: {people(data.bcc)}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          {formatDate(data.date, i18n.language)}
        </Typography>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Box
        dir="auto"
        sx={{
          lineHeight: 1.7,
          '& p': { mt: 0, mb: 1.5 },
          '& a': { color: 'primary.main' },
          overflowWrap: 'anywhere',
          ...alignWithPage,
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {data.attachments.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('attachments', { count: data.attachments.length })}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {data.attachments.map((a) => (
              <Link
                key={a.fileId}
                href={a.downloadUrl}
                target="_blank"
                rel="noopener"
                aria-label={t('download', { name: a.name })}
                underline="none"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                }}
              >
                <AttachFile fontSize="small" />
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {a.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {size(a.size)}
                  </Typography>
                </Box>
              </Link>
            ))}
          </Stack>
        </Box>
      )}
      {data.folder !== 'drafts' && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
          {data.from.id && (
            <Button
              variant="outlined"
              startIcon={<Reply sx={mirrorInRtl} />}
              onClick={() => onReply(replyStart(false))}
            >
              {t('actions.reply')}
            </Button>
          )}
          {data.from.id && others.length > 0 && (
            <Button
              variant="outlined"
              startIcon={<ReplyAll sx={mirrorInRtl} />}
              onClick={() => onReply(replyStart(true))}
            >
              {t('actions.replyAll')}
            </Button>
          )}
          <Button variant="outlined" startIcon={<Forward sx={mirrorInRtl} />} onClick={() => onReply(forwardStart())}>
            {t('actions.forward')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
