import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../domain/enums.ts';
import { useMessage } from '../../../i18n/use-message.ts';

export type Texts<F extends string> = Record<Language, Record<F, string>>;

export const emptyTexts = <F extends string>(fields: readonly F[]): Texts<F> =>
  Object.fromEntries(
    LANGUAGES.map((l) => [l, Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>]),
  ) as Texts<F>;

/** The languages that have any text, as the API's translations list (the server asks for English). */
export function filledTranslations<F extends string>(texts: Texts<F>): ({ language: Language } & Record<F, string>)[] {
  return LANGUAGES.filter((l) => Object.values(texts[l]).some((v) => String(v).trim())).map((l) => ({
    language: l,
    ...texts[l],
  }));
}

/**
 * The staff's dialog for a question or a guide: a category, and the texts per language in tabs
 * (English required). The server checks everything again; its refusal is shown here.
 */
export function TranslationsDialog({
  open,
  title,
  categories,
  categoryId,
  onCategory,
  renderFields,
  onSave,
  onClose,
  saving,
  error,
}: {
  open: boolean;
  title: string;
  categories: { id: string; title: string }[];
  categoryId: string;
  onCategory(id: string): void;
  renderFields(language: Language): ReactNode;
  onSave(): void;
  onClose(): void;
  saving: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('helpCenter');
  const say = useMessage();
  const [tab, setTab] = useState<Language>('en');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="help-editor-title">
      <DialogTitle id="help-editor-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={t('staff.category')} value={categoryId} onChange={(e) => onCategory(e.target.value)}>
            {categories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {t('staff.englishRequired')}
          </Typography>
          <Tabs value={tab} onChange={(_e, v: Language) => setTab(v)} aria-label={t('staff.category')}>
            {LANGUAGES.map((l) => (
              <Tab key={l} value={l} label={t(`staff.language.${l}`)} id={`help-tab-${l}`} />
            ))}
          </Tabs>
          <Stack
            spacing={2}
            dir={tab === 'ar' ? 'rtl' : 'ltr'}
            lang={tab}
            role="tabpanel"
            aria-labelledby={`help-tab-${tab}`}
          >
            {renderFields(tab)}
          </Stack>
          {error ? <Alert severity="error">{say(error as Error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.cancel')}</Button>
        <Button variant="contained" onClick={onSave} disabled={saving}>
          {t('staff.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before deleting. */
export function ConfirmDelete({
  title,
  onConfirm,
  onClose,
  busy,
}: {
  title: string | null;
  onConfirm(): void;
  onClose(): void;
  busy: boolean;
}) {
  const { t } = useTranslation('helpCenter');
  return (
    <Dialog open={title !== null} onClose={onClose} aria-labelledby="help-delete-title">
      <DialogTitle id="help-delete-title">{t('staff.delete')}</DialogTitle>
      <DialogContent>
        <Typography>{t('staff.confirmDelete', { title: title ?? '' })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {t('staff.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
