import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import WallpaperOutlined from '@mui/icons-material/WallpaperOutlined';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_ITEMS_MAX,
  CONTACT_LABELS,
  contactInputSchema,
  type ContactLabel,
} from '../../../../domain/contacts-schemas.ts';
import { filePath } from '../../../../domain/file-paths.ts';
import { CountryOptions } from '../../../components/country-options.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { GraphqlRequestError } from '../../../lib/graphql-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { ContactAvatar } from './contact-avatar.tsx';
import { createContactTag, type Contact, type ContactTag } from './contacts-api.ts';
import { useTagTitle } from './tag-title.ts';

interface FormState {
  avatar: string | null;
  background: string | null;
  name: string;
  title: string;
  company: string;
  birthday: string;
  address: string;
  notes: string;
  emails: { email: string; label: ContactLabel }[];
  phoneNumbers: { country: string; phoneNumber: string; label: ContactLabel }[];
  tags: string[];
}

/** A new phone number starts in the country the interface's language suggests. */
const DEFAULT_COUNTRY: Record<string, string> = { tr: 'TR', ar: 'SA', en: 'US' };
const asLabel = (label: string): ContactLabel =>
  (CONTACT_LABELS as readonly string[]).includes(label) ? (label as ContactLabel) : 'personal';

function startState(contact: Contact | undefined, lang: string): FormState {
  return {
    avatar: contact?.avatar ?? null,
    background: contact?.background ?? null,
    name: contact?.name ?? '',
    title: contact?.title ?? '',
    company: contact?.company ?? '',
    birthday: contact?.birthday ?? '',
    address: contact?.address ?? '',
    notes: contact?.notes ?? '',
    emails: contact?.emails.map((e) => ({ email: e.email, label: asLabel(e.label) })) ?? [{ email: '', label: 'work' }],
    phoneNumbers: contact?.phoneNumbers.map((p) => ({ ...p, label: asLabel(p.label) })) ?? [
      { country: DEFAULT_COUNTRY[lang.slice(0, 2)] ?? 'US', phoneNumber: '', label: 'mobile' },
    ],
    tags: contact?.tags ?? [],
  };
}

/** A server refusal's problems by field path (emails.1.email), as the schema's issues are. */
function problemsOf(error: unknown): { type: string; message: string; messageKey?: string }[] {
  if (!(error instanceof GraphqlRequestError) || !Array.isArray(error.details)) return [];
  return error.details as { type: string; message: string; messageKey?: string }[];
}

/**
 * The form to add or edit a contact. The contact schema of src/domain checks it before it is sent
 * (the server checks the same schema again), and each problem is shown under its own field: a
 * duplicate e-mail under the second copy, a number not valid for its country under that number.
 */
export function ContactForm({
  contact,
  tags,
  onSave,
  onCancel,
  onTagAdded,
}: {
  contact?: Contact;
  tags: ContactTag[];
  onSave(input: ReturnType<typeof contactInputSchema.parse>): Promise<void>;
  onCancel(): void;
  onTagAdded(): void;
}) {
  const { t, i18n } = useTranslation('contacts');
  const say = useMessage();
  const tagTitle = useTagTitle();
  const [form, setForm] = useState<FormState>(() => startState(contact, i18n.language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<'avatar' | 'background' | null>(null);
  const [newTag, setNewTag] = useState('');
  const lang = i18n.language;
  const formId = contact ? `contact-form-${contact.id}` : 'contact-form-new';

  const change = (next: Partial<FormState>) => {
    setForm((f) => ({ ...f, ...next }));
    // A field's complaint goes as soon as it is edited.
    const touched = Object.keys(next);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.some((f) => k.startsWith(f)))));
  };
  const errorAt = (path: string) => errors[path];
  const fieldProps = (path: string) => ({
    error: Boolean(errorAt(path)),
    helperText: errorAt(path) ?? ' ',
    id: `${formId}-${path.replace(/\./g, '-')}`,
  });
  const ltr = { htmlInput: { dir: 'ltr' } } as const;
  const select = { slotProps: { select: { native: true }, inputLabel: { shrink: true } }, select: true } as const;

  const showProblems = (problems: { path: string; message: string }[]) => {
    const found: Record<string, string> = {};
    for (const p of problems) found[p.path || 'name'] ??= say(p.message) ?? p.message;
    setErrors(found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = contactInputSchema.safeParse(form);
    if (!checked.success) {
      showProblems(checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      return;
    }
    setSaving(true);
    try {
      await onSave(checked.data);
    } catch (e) {
      const problems = problemsOf(e);
      if (problems.length)
        showProblems(
          problems.map((p) => ({ path: p.type === 'body' ? '' : p.type, message: p.messageKey ?? p.message })),
        );
      else setFailure(say(e as Error) ?? null);
    } finally {
      setSaving(false);
    }
  };

  const upload = async (field: 'avatar' | 'background', file: File | undefined) => {
    if (!file) return;
    setUploading(field);
    try {
      const uploaded = await uploadFile('photo', file);
      change({ [field]: filePath(uploaded.id) });
    } catch (e) {
      setFailure(say(e as Error) ?? null);
    } finally {
      setUploading(null);
    }
  };

  const addTag = async () => {
    const title = newTag.trim();
    if (!title) return;
    try {
      const tag = await createContactTag(title);
      setNewTag('');
      change({ tags: [...form.tags, tag.id] });
      onTagAdded();
    } catch (e) {
      setErrors((found) => ({ ...found, newTag: say(e as Error) ?? '' }));
    }
  };

  const setEmail = (i: number, next: Partial<FormState['emails'][number]>) =>
    change({ emails: form.emails.map((e, j) => (j === i ? { ...e, ...next } : e)) });
  const setPhone = (i: number, next: Partial<FormState['phoneNumbers'][number]>) =>
    change({ phoneNumbers: form.phoneNumbers.map((p, j) => (j === i ? { ...p, ...next } : p)) });
  const labelOptions = CONTACT_LABELS.map((l) => (
    <option key={l} value={l}>
      {t(`label.${l}`)}
    </option>
  ));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${formId}-heading`}
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={`${formId}-heading`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {contact ? t('form.editTitle') : t('form.newTitle')}
      </Typography>
      <Box
        data-testid="contact-form-cover"
        sx={{
          height: 96,
          borderRadius: 2,
          background: form.background
            ? `center / cover no-repeat url(${form.background})`
            : (theme) => `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', mt: -5, mb: 1, px: 2 }}>
        <Box sx={{ border: 4, borderColor: 'background.paper', borderRadius: '50%', flexShrink: 0 }}>
          <ContactAvatar name={form.name || '?'} avatar={form.avatar} size={72} />
        </Box>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />} disabled={uploading !== null}>
          {uploading === 'avatar' ? t('form.uploading') : t('form.uploadAvatar')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => void upload('avatar', e.target.files?.[0])}
          />
        </Button>
        {form.avatar && (
          <Button color="inherit" onClick={() => change({ avatar: null })}>
            {t('form.removeAvatar')}
          </Button>
        )}
        <Button component="label" variant="outlined" startIcon={<WallpaperOutlined />} disabled={uploading !== null}>
          {uploading === 'background' ? t('form.uploading') : t('form.uploadBackground')}
          <input
            hidden
            type="file"
            data-testid="contact-background-input"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => void upload('background', e.target.files?.[0])}
          />
        </Button>
        {form.background && (
          <Button color="inherit" onClick={() => change({ background: null })}>
            {t('form.removeBackground')}
          </Button>
        )}
      </Stack>
      <TextField
        label={t('field.name')}
        required
        value={form.name}
        onChange={(e) => change({ name: e.target.value })}
        {...fieldProps('name')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextField
          fullWidth
          label={t('field.title')}
          value={form.title}
          onChange={(e) => change({ title: e.target.value })}
          {...fieldProps('title')}
        />
        <TextField
          fullWidth
          label={t('field.company')}
          value={form.company}
          onChange={(e) => change({ company: e.target.value })}
          {...fieldProps('company')}
        />
      </Stack>

      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        {t('field.emails')}
      </Typography>
      {errorAt('emails') && <Alert severity="error">{errorAt('emails')}</Alert>}
      {form.emails.map((item, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            sx={{ flex: 2, minWidth: 0 }}
            type="email"
            label={t('form.emailN', { n: i + 1 })}
            value={item.email}
            onChange={(e) => setEmail(i, { email: e.target.value })}
            slotProps={ltr}
            {...fieldProps(`emails.${i}.email`)}
          />
          <TextField
            sx={{ flex: 1, minWidth: 96 }}
            label={t('field.label')}
            value={item.label}
            onChange={(e) => setEmail(i, { label: asLabel(e.target.value) })}
            {...select}
            {...fieldProps(`emails.${i}.label`)}
            slotProps={{ ...select.slotProps, htmlInput: { 'aria-label': t('form.labelOfEmail', { n: i + 1 }) } }}
          >
            {labelOptions}
          </TextField>
          <IconButton
            aria-label={t('form.removeEmail', { n: i + 1 })}
            disabled={form.emails.length === 1}
            onClick={() => change({ emails: form.emails.filter((_, j) => j !== i) })}
            sx={{ mt: 1 }}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddOutlined />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={form.emails.length >= CONTACT_ITEMS_MAX}
        onClick={() => change({ emails: [...form.emails, { email: '', label: 'personal' }] })}
      >
        {t('form.addEmail')}
      </Button>

      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        {t('field.phoneNumbers')}
      </Typography>
      {errorAt('phoneNumbers') && <Alert severity="error">{errorAt('phoneNumbers')}</Alert>}
      {form.phoneNumbers.map((item, i) => (
        <Stack
          key={i}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextField
            sx={{ flex: { xs: '1 1 100%', sm: '1.4 1 0' }, minWidth: 0 }}
            label={t('field.country')}
            value={item.country}
            onChange={(e) => setPhone(i, { country: e.target.value })}
            {...select}
            {...fieldProps(`phoneNumbers.${i}.country`)}
            slotProps={{ ...select.slotProps, htmlInput: { 'aria-label': t('form.countryN', { n: i + 1 }) } }}
          >
            <CountryOptions lang={lang} />
          </TextField>
          <TextField
            sx={{ flex: '1.4 1 0', minWidth: 0 }}
            type="tel"
            label={t('form.phoneN', { n: i + 1 })}
            value={item.phoneNumber}
            onChange={(e) => setPhone(i, { phoneNumber: e.target.value })}
            slotProps={ltr}
            {...fieldProps(`phoneNumbers.${i}.phoneNumber`)}
          />
          <TextField
            sx={{ flex: '1 1 0', minWidth: 96 }}
            label={t('field.label')}
            value={item.label}
            onChange={(e) => setPhone(i, { label: asLabel(e.target.value) })}
            {...select}
            {...fieldProps(`phoneNumbers.${i}.label`)}
            slotProps={{ ...select.slotProps, htmlInput: { 'aria-label': t('form.labelOfPhone', { n: i + 1 }) } }}
          >
            {labelOptions}
          </TextField>
          <IconButton
            aria-label={t('form.removePhone', { n: i + 1 })}
            disabled={form.phoneNumbers.length === 1}
            onClick={() => change({ phoneNumbers: form.phoneNumbers.filter((_, j) => j !== i) })}
            sx={{ mt: 1 }}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddOutlined />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={form.phoneNumbers.length >= CONTACT_ITEMS_MAX}
        onClick={() =>
          change({
            phoneNumbers: [
              ...form.phoneNumbers,
              { country: form.phoneNumbers[0]?.country ?? 'US', phoneNumber: '', label: 'work' },
            ],
          })
        }
      >
        {t('form.addPhone')}
      </Button>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ mt: 1 }}>
        <Box sx={{ flex: 1 }}>
          <DateField
            id={`${formId}-birthday`}
            label={t('field.birthday')}
            value={form.birthday}
            onChange={(birthday) => change({ birthday })}
            error={Boolean(errorAt('birthday'))}
            helperText={errorAt('birthday') ?? ' '}
            openTo="year"
          />
        </Box>
        <TextField
          sx={{ flex: 1 }}
          label={t('field.address')}
          value={form.address}
          onChange={(e) => change({ address: e.target.value })}
          {...fieldProps('address')}
        />
      </Stack>
      <TextField
        label={t('field.notes')}
        multiline
        minRows={3}
        value={form.notes}
        onChange={(e) => change({ notes: e.target.value })}
        {...fieldProps('notes')}
      />

      <Typography component="h3" variant="subtitle2">
        {t('field.tags')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tags.map((tag) => {
          const on = form.tags.includes(tag.id);
          return (
            <Chip
              key={tag.id}
              label={tagTitle(tag)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => change({ tags: on ? form.tags.filter((id) => id !== tag.id) : [...form.tags, tag.id] })}
            />
          );
        })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
        <TextField
          size="small"
          label={t('form.newTag')}
          value={newTag}
          onChange={(e) => {
            setNewTag(e.target.value);
            setErrors((found) => ({ ...found, newTag: '' }));
          }}
          error={Boolean(errors.newTag)}
          helperText={errors.newTag || ' '}
          id={`${formId}-new-tag`}
        />
        <Button
          variant="outlined"
          onClick={() => void addTag()}
          disabled={!newTag.trim()}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', height: 40 }}
        >
          {t('form.addTag')}
        </Button>
      </Stack>

      {Object.values(errors).some(Boolean) && <Alert severity="error">{t('form.fixErrors')}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button color="inherit" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving || uploading !== null}>
          {saving ? t('form.saving') : t('form.save')}
        </Button>
      </Stack>
    </Box>
  );
}
