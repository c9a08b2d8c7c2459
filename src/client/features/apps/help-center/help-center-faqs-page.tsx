import Add from '@mui/icons-material/Add';
import { Box, Button, Snackbar, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { HELP_ANSWER_MAX, HELP_QUESTION_MAX } from '../../../../domain/help-center-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { FaqList, type FaqItem } from './faq-list.tsx';
import { useHelpCategories, useHelpFaqs, useHelpMutations, type HelpFaq } from './help-center-api.ts';
import {
  BAND_WIDTH,
  BackLink,
  ContactCard,
  EmptyNote,
  HelpPage,
  ListSkeleton,
  LoadError,
  faqCategoryPath,
  useIsStaff,
  useReaderLanguage,
} from './help-center-parts.tsx';
import {
  ConfirmDelete,
  TranslationsDialog,
  emptyTexts,
  filledTranslations,
  type Texts,
} from './translations-editor.tsx';

const FIELDS = ['question', 'answer'] as const;

/** /apps/help-center/faqs[/:categorySlug]: the questions of a category, answers opening below them. */
export default function HelpCenterFaqsPage() {
  const { t } = useTranslation('helpCenter');
  const lang = useReaderLanguage();
  const staff = useIsStaff();
  const categories = useHelpCategories(lang);
  const faqCategories = (categories.data ?? []).filter((c) => c.kind === 'faq');
  const { categorySlug = faqCategories[0]?.slug ?? 'most-asked' } = useParams();
  const category = faqCategories.find((c) => c.slug === categorySlug);
  const faqs = useHelpFaqs(lang, categorySlug);
  const m = useHelpMutations();
  const [editing, setEditing] = useState<{
    id: string | null;
    categoryId: string;
    texts: Texts<'question' | 'answer'>;
  } | null>(null);
  const [deleting, setDeleting] = useState<FaqItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = editing?.id ? m.updateFaq : m.createFaq;

  const openEditor = (item?: HelpFaq) => {
    const texts = emptyTexts(FIELDS);
    for (const tr of item?.translations ?? []) texts[tr.language] = { question: tr.question, answer: tr.answer };
    (editing?.id ? m.updateFaq : m.createFaq).reset();
    setEditing({ id: item?.id ?? null, categoryId: item?.categoryId ?? category?.id ?? '', texts });
  };
  const submit = () => {
    if (!editing) return;
    const input = { categoryId: editing.categoryId, translations: filledTranslations(editing.texts) };
    const done = { onSuccess: () => (setEditing(null), setNotice(t('staff.saved'))) };
    if (editing.id) m.updateFaq.mutate({ id: editing.id, input }, done);
    else m.createFaq.mutate(input, done);
  };
  const move = (index: number, by: -1 | 1) => {
    const list = faqs.data ?? [];
    const ids = list.map((f) => f.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    if (category) m.reorderFaqs.mutate({ categoryId: category.id, ids });
  };

  return (
    <>
      <PageBand
        maxWidth={BAND_WIDTH}
        title={t('faqsTitle')}
        above={<BackLink to={clientPaths.helpCenter} label={t('back')} />}
        actions={
          staff && category ? (
            <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => openEditor()}>
              {t('staff.addFaq')}
            </Button>
          ) : undefined
        }
      />
      <HelpPage>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, display: 'grid', minWidth: 0 }}>
          <Tabs
            value={category ? categorySlug : false}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('faqsTitle')}
          >
            {faqCategories.map((c) => (
              <Tab key={c.id} value={c.slug} label={c.title} component={Link} to={faqCategoryPath(c.slug)} />
            ))}
          </Tabs>
        </Box>
        {faqs.isError ? (
          <LoadError onRetry={() => void faqs.refetch()} />
        ) : !faqs.data ? (
          <ListSkeleton />
        ) : faqs.data.length === 0 ? (
          <EmptyNote>{t('noFaqs')}</EmptyNote>
        ) : (
          <FaqList
            items={faqs.data}
            staff={
              staff
                ? {
                    busy: m.reorderFaqs.isPending,
                    onMove: move,
                    onEdit: (item) => openEditor(faqs.data.find((f) => f.id === item.id)),
                    onDelete: setDeleting,
                  }
                : undefined
            }
          />
        )}
        <ContactCard />
      </HelpPage>
      {editing && (
        <TranslationsDialog
          open
          title={editing.id ? t('staff.editFaq') : t('staff.newFaq')}
          categories={faqCategories}
          categoryId={editing.categoryId}
          onCategory={(categoryId) => setEditing({ ...editing, categoryId })}
          saving={save.isPending}
          error={save.error}
          onClose={() => setEditing(null)}
          onSave={submit}
          renderFields={(l) => (
            <>
              <TextField
                label={t('staff.question')}
                required={l === 'en'}
                value={editing.texts[l].question}
                slotProps={{ htmlInput: { maxLength: HELP_QUESTION_MAX } }}
                onChange={(e) =>
                  setEditing({
                    ...editing,
                    texts: { ...editing.texts, [l]: { ...editing.texts[l], question: e.target.value } },
                  })
                }
              />
              <TextField
                label={t('staff.answer')}
                required={l === 'en'}
                multiline
                minRows={4}
                value={editing.texts[l].answer}
                slotProps={{ htmlInput: { maxLength: HELP_ANSWER_MAX } }}
                onChange={(e) =>
                  setEditing({
                    ...editing,
                    texts: { ...editing.texts, [l]: { ...editing.texts[l], answer: e.target.value } },
                  })
                }
              />
            </>
          )}
        />
      )}
      <ConfirmDelete
        title={deleting?.question ?? null}
        busy={m.deleteFaq.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          m.deleteFaq.mutate(deleting.id, { onSuccess: () => (setDeleting(null), setNotice(t('staff.deleted'))) })
        }
      />
      <Snackbar
        open={notice !== null}
        message={notice}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setNotice(null)}
      />
    </>
  );
}
