import { Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HELP_SUBTITLE_MAX, HELP_TITLE_MAX } from '../../../../domain/help-center-schemas.ts';
import { RichTextEditor } from '../../employer-jobs/index.ts';
import { useHelpMutations } from './help-center-api.ts';
import { TranslationsDialog, emptyTexts, filledTranslations, type Texts } from './translations-editor.tsx';

const FIELDS = ['title', 'subtitle', 'content'] as const;
export type GuideTexts = Texts<(typeof FIELDS)[number]>;

export interface GuideDraft {
  id: string | null;
  categoryId: string;
  texts: GuideTexts;
}

export function guideDraft(
  guide: {
    id: string;
    categoryId: string;
    translations: { language: 'en' | 'tr' | 'ar'; title: string; subtitle: string; content: string }[];
  } | null,
  categoryId: string,
): GuideDraft {
  const texts = emptyTexts(FIELDS);
  for (const tr of guide?.translations ?? [])
    texts[tr.language] = { title: tr.title, subtitle: tr.subtitle, content: tr.content };
  return { id: guide?.id ?? null, categoryId: guide?.categoryId ?? categoryId, texts };
}

/** The staff's dialog for a guide: title, subtitle and rich text per language. */
export function GuideEditorDialog({
  draft,
  onChange,
  categories,
  onClose,
  onSaved,
}: {
  draft: GuideDraft;
  onChange(draft: GuideDraft): void;
  categories: { id: string; title: string }[];
  onClose(): void;
  onSaved(saved: { id: string; slug: string }): void;
}) {
  const { t } = useTranslation('helpCenter');
  const m = useHelpMutations();
  const save = draft.id ? m.updateGuide : m.createGuide;
  const set = (l: 'en' | 'tr' | 'ar', field: (typeof FIELDS)[number], value: string) =>
    onChange({ ...draft, texts: { ...draft.texts, [l]: { ...draft.texts[l], [field]: value } } });
  const submit = () => {
    const input = { categoryId: draft.categoryId, translations: filledTranslations(draft.texts) };
    if (draft.id) m.updateGuide.mutate({ id: draft.id, input }, { onSuccess: onSaved });
    else m.createGuide.mutate(input, { onSuccess: onSaved });
  };
  return (
    <TranslationsDialog
      open
      title={draft.id ? t('staff.editGuide') : t('staff.newGuide')}
      categories={categories}
      categoryId={draft.categoryId}
      onCategory={(categoryId) => onChange({ ...draft, categoryId })}
      saving={save.isPending}
      error={save.error}
      onClose={onClose}
      onSave={submit}
      renderFields={(l) => (
        <>
          <TextField
            label={t('staff.guideTitle')}
            required={l === 'en'}
            value={draft.texts[l].title}
            slotProps={{ htmlInput: { maxLength: HELP_TITLE_MAX } }}
            onChange={(e) => set(l, 'title', e.target.value)}
          />
          <TextField
            label={t('staff.guideSubtitle')}
            value={draft.texts[l].subtitle}
            slotProps={{ htmlInput: { maxLength: HELP_SUBTITLE_MAX } }}
            onChange={(e) => set(l, 'subtitle', e.target.value)}
          />
          <Box>
            <Typography id={`guide-content-${l}`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('staff.content')}
            </Typography>
            <RichTextEditor
              key={l}
              labelId={`guide-content-${l}`}
              value={draft.texts[l].content}
              dir={l === 'ar' ? 'rtl' : 'ltr'}
              onChange={(html: string) => set(l, 'content', html === '<p></p>' ? '' : html)}
            />
          </Box>
        </>
      )}
    />
  );
}
