import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailSendSchema } from '../../../../domain/mailbox-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { RichTextEditor } from '../../employer-jobs/index.ts';
import { fetchRecipients, saveDraft, sendMail } from './mailbox-api.ts';

interface Person {
  id: string;
  name: string;
  email: string;
}
interface Attachment {
  fileId: string;
  name: string;
}

/**
 * What the composer opens with: nothing (a new mail), a reply's recipients and subject, a
 * forward's text and attachments, or a draft.
 */
export interface ComposerStart {
  to?: Person[];
  cc?: Person[];
  subject?: string;
  content?: string;
  attachments?: Attachment[];
  draft?: {
    id: string;
    to: { id: string | null; name: string; email: string }[];
    cc: { id: string | null; name: string; email: string }[];
    bcc: { id: string | null; name: string; email: string }[];
    subject: string;
    content: string;
    attachments: { fileId: string; name: string }[];
  };
}

const DRAFT_DELAY_MS = 800;
const people = (list: { id: string | null; name: string; email: string }[] = []): Person[] =>
  list.filter((p): p is Person => Boolean(p.id));

function RecipientField({
  label,
  value,
  onChange,
  error,
  autoFocus,
}: {
  label: string;
  value: Person[];
  onChange(v: Person[]): void;
  error?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('mailbox');
  const [input, setInput] = useState('');
  const options = useQuery({ queryKey: ['mailbox', 'recipients', input], queryFn: () => fetchRecipients(input) });
  return (
    <Autocomplete
      multiple
      options={options.data?.filter((o): o is Person => Boolean(o.id)) ?? []}
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => `${o.name} <${o.email}>`}
      filterOptions={(x) => x}
      loading={options.isFetching}
      noOptionsText={t('composer.noRecipients')}
      renderValue={(selected, getItemProps) =>
        selected.map((p, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={p.name} title={p.email} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
          placeholder={value.length === 0 ? t('composer.recipientsHint') : undefined}
        />
      )}
    />
  );
}

/** Writes a mail: recipients among staff and admins, subject, rich text, attachments; saves a draft as you type. */
export function Composer({
  start,
  fullScreen,
  onClose,
  onSent,
}: {
  start: ComposerStart;
  fullScreen: boolean;
  onClose(): void;
  onSent(): void;
}) {
  const { t } = useTranslation('mailbox');
  const say = useMessage();
  const d = start.draft;
  const [to, setTo] = useState<Person[]>(d ? people(d.to) : (start.to ?? []));
  const [cc, setCc] = useState<Person[]>(d ? people(d.cc) : (start.cc ?? []));
  const [bcc, setBcc] = useState<Person[]>(people(d?.bcc));
  const [showCc, setShowCc] = useState(Boolean(d ? d.cc.length || d.bcc.length : start.cc?.length));
  const [subject, setSubject] = useState(d?.subject ?? start.subject ?? '');
  const [content, setContent] = useState(d?.content ?? start.content ?? '');
  const [attachments, setAttachments] = useState<Attachment[]>(d?.attachments ?? start.attachments ?? []);
  const [draftId, setDraftId] = useState<string | undefined>(d?.id);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const touched = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const idRef = useRef(draftId);
  idRef.current = draftId;
  const sent = useRef(false);

  const values = () => ({
    to: to.map((p) => p.id),
    cc: cc.map((p) => p.id),
    bcc: bcc.map((p) => p.id),
    subject,
    content,
    attachments: attachments.map((a) => a.fileId),
  });

  // Drafts save as you type: a moment after the last change, one save at a time.
  useEffect(() => {
    if (!touched.current) {
      touched.current = true;
      return;
    }
    setErrors({});
    const timer = setTimeout(() => {
      saving.current = saving.current.then(async () => {
        if (sent.current) return;
        setSaveState('saving');
        try {
          const saved = await saveDraft({ id: idRef.current, ...values() });
          idRef.current = saved.id;
          setDraftId(saved.id);
          setSaveState('saved');
        } catch {
          setSaveState('failed');
        }
      });
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [to, cc, bcc, subject, content, attachments]);

  const attach = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    setFailure(null);
    try {
      for (const file of Array.from(files)) {
        const uploaded = await uploadFile(file.type.startsWith('image/') ? 'photo' : 'resume', file);
        setAttachments((list) => [...list, { fileId: uploaded.id, name: uploaded.filename }]);
      }
    } catch (e) {
      setFailure(say(e as Error) ?? null);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const send = async () => {
    const input = { ...values() };
    const checked = mailSendSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'content');
        found[field] ??= say(issue.message) ?? issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    setFailure(null);
    sent.current = true;
    try {
      await saving.current;
      await sendMail({ ...input, draftId: idRef.current });
      onSent();
    } catch (e) {
      sent.current = false;
      setFailure(say(e as Error) ?? null);
    } finally {
      setSending(false);
    }
  };

  const status =
    saveState === 'saving'
      ? t('composer.saving')
      : saveState === 'saved'
        ? t('composer.saved')
        : saveState === 'failed'
          ? t('composer.saveFailed')
          : '';

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="composer-title">
      <DialogTitle id="composer-title" sx={{ display: 'flex', alignItems: 'center' }}>
        {d ? t('composer.editDraft') : t('composer.title')}
        <IconButton aria-label={t('composer.discard')} onClick={onClose} sx={{ marginInlineStart: 'auto' }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1 }}>
              <RecipientField label={t('composer.to')} value={to} onChange={setTo} error={errors.to} autoFocus />
            </Box>
            {!showCc && (
              <Button size="small" onClick={() => setShowCc(true)} sx={{ mt: 0.5 }}>
                {t('composer.showCcBcc')}
              </Button>
            )}
          </Stack>
          {showCc && (
            <>
              <RecipientField label={t('composer.cc')} value={cc} onChange={setCc} />
              <RecipientField label={t('composer.bcc')} value={bcc} onChange={setBcc} />
            </>
          )}
          <TextField
            label={t('composer.subject')}
            size="small"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 250 } }}
          />
          <Box>
            <Typography id="composer-message-label" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('composer.message')}
            </Typography>
            <RichTextEditor
              value={content}
              onChange={setContent}
              labelId="composer-message-label"
              describedById={errors.content ? 'composer-message-error' : undefined}
              error={Boolean(errors.content)}
            />
            {errors.content && (
              <Typography id="composer-message-error" variant="caption" color="error">
                {errors.content}
              </Typography>
            )}
          </Box>
          <Box>
            <input
              ref={fileInput}
              type="file"
              hidden
              multiple
              accept=".pdf,.doc,.docx,image/png,image/jpeg,image/webp"
              onChange={(e) => void attach(e.target.files)}
            />
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button
                size="small"
                startIcon={uploading ? <CircularProgress size={16} /> : <AttachFile />}
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {uploading ? t('composer.uploading') : t('composer.attach')}
              </Button>
              <Typography variant="caption" color="text.secondary">
                {t('composer.attachHint')}
              </Typography>
              {attachments.map((a) => (
                <Chip
                  key={a.fileId}
                  icon={<AttachFile />}
                  label={a.name}
                  onDelete={() => setAttachments((list) => list.filter((x) => x.fileId !== a.fileId))}
                  title={t('composer.removeAttachment', { name: a.name })}
                />
              ))}
            </Stack>
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        <Typography variant="caption" color="text.secondary" role="status" sx={{ marginInlineEnd: 'auto' }}>
          {status}
        </Typography>
        <Button onClick={onClose}>{t('composer.discard')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending || uploading}>
          {sending ? t('composer.sending') : t('composer.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
