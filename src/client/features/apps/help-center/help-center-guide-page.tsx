import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { GuideEditorDialog, guideDraft, type GuideDraft } from './guide-editor.tsx';
import { useHelpCategories, useHelpGuide, useHelpMutations } from './help-center-api.ts';
import {
  BAND_WIDTH,
  BackLink,
  ContactCard,
  EmptyNote,
  GuideHtml,
  HelpPage,
  LoadError,
  guideCategoryPath,
  guidePath,
  useIsStaff,
  useReaderLanguage,
} from './help-center-parts.tsx';
import { ConfirmDelete } from './translations-editor.tsx';

/** /apps/help-center/guides/:categorySlug/:guideSlug: one guide, in the reader's language. */
export default function HelpCenterGuidePage() {
  const { t } = useTranslation('helpCenter');
  const lang = useReaderLanguage();
  const staff = useIsStaff();
  const navigate = useNavigate();
  const { categorySlug = '', guideSlug = '' } = useParams();
  const guide = useHelpGuide(lang, guideSlug);
  const categories = useHelpCategories(lang);
  const guideCategories = (categories.data ?? []).filter((c) => c.kind === 'guide');
  const category = guideCategories.find((c) => c.slug === categorySlug);
  const m = useHelpMutations();
  const [draft, setDraft] = useState<GuideDraft | null>(null);
  const [deleting, setDeleting] = useState(false);
  const missing = guide.isError && (guide.error as { code?: string }).code === 'NOT_FOUND';
  const back = category ? guideCategoryPath(category.slug) : clientPaths.helpCenterGuides;

  return (
    <>
      <PageBand
        maxWidth={BAND_WIDTH}
        title={guide.data?.title ?? (guide.isPending ? <Skeleton width="60%" /> : t('guidesTitle'))}
        subtitle={guide.data?.subtitle || undefined}
        above={<BackLink to={back} label={category?.title ?? t('backToGuides')} />}
        actions={
          staff && guide.data ? (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                color="secondary"
                startIcon={<EditOutlined />}
                onClick={() => setDraft(guideDraft(guide.data, guide.data.categoryId))}
              >
                {t('staff.edit')}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<DeleteOutline />}
                onClick={() => setDeleting(true)}
              >
                {t('staff.delete')}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      <HelpPage>
        {missing ? (
          <EmptyNote>{t('guideMissing')}</EmptyNote>
        ) : guide.isError ? (
          <LoadError onRetry={() => void guide.refetch()} />
        ) : !guide.data ? (
          <Stack spacing={1} role="status" aria-label={t('loading')}>
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} width="70%" />
          </Stack>
        ) : (
          <>
            {guide.data.language !== lang && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('notTranslated')}
              </Alert>
            )}
            <Paper variant="outlined" component="article" sx={{ p: { xs: 2.5, md: 4 } }}>
              <GuideHtml html={guide.data.content} language={guide.data.language} />
            </Paper>
          </>
        )}
        <ContactCard />
      </HelpPage>
      {draft && (
        <GuideEditorDialog
          draft={draft}
          onChange={setDraft}
          categories={guideCategories}
          onClose={() => setDraft(null)}
          onSaved={(saved) => {
            const slug = guideCategories.find((c) => c.id === draft.categoryId)?.slug ?? categorySlug;
            setDraft(null);
            void navigate(guidePath(slug, saved.slug), { replace: true });
          }}
        />
      )}
      <ConfirmDelete
        title={deleting ? (guide.data?.title ?? '') : null}
        busy={m.deleteGuide.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          guide.data && m.deleteGuide.mutate(guide.data.id, { onSuccess: () => void navigate(back, { replace: true }) })
        }
      />
    </>
  );
}
