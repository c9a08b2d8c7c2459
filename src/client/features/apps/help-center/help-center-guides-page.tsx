import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Snackbar,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { GuideEditorDialog, guideDraft, type GuideDraft } from './guide-editor.tsx';
import { useHelpCategories, useHelpGuides, useHelpMutations } from './help-center-api.ts';
import {
  BAND_WIDTH,
  BackLink,
  ContactCard,
  EmptyNote,
  HelpPage,
  ListSkeleton,
  LoadError,
  guideCategoryPath,
  guidePath,
  useIsStaff,
  useReaderLanguage,
} from './help-center-parts.tsx';

/** /apps/help-center/guides[/:categorySlug]: the guides, by category. */
export default function HelpCenterGuidesPage() {
  const { t } = useTranslation('helpCenter');
  const lang = useReaderLanguage();
  const staff = useIsStaff();
  const navigate = useNavigate();
  const { categorySlug } = useParams();
  const categories = useHelpCategories(lang);
  const guides = useHelpGuides(lang);
  const guideCategories = (categories.data ?? []).filter((c) => c.kind === 'guide');
  const category = guideCategories.find((c) => c.slug === categorySlug);
  const shown = categorySlug ? guideCategories.filter((c) => c.slug === categorySlug) : guideCategories;
  const [draft, setDraft] = useState<GuideDraft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = categories.isError || guides.isError;
  const reorder = useHelpMutations().reorderGuides;
  const move = (categoryId: string, list: { id: string }[], index: number, by: -1 | 1) => {
    const ids = list.map((g) => g.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate({ categoryId, ids });
  };

  return (
    <>
      <PageBand
        maxWidth={BAND_WIDTH}
        title={category?.title ?? t('guidesTitle')}
        above={
          categorySlug ? (
            <BackLink to={clientPaths.helpCenterGuides} label={t('backToGuides')} />
          ) : (
            <BackLink to={clientPaths.helpCenter} label={t('back')} />
          )
        }
        actions={
          staff && guideCategories.length ? (
            <Button
              variant="contained"
              color="secondary"
              startIcon={<Add />}
              onClick={() => setDraft(guideDraft(null, category?.id ?? guideCategories[0]!.id))}
            >
              {t('staff.addGuide')}
            </Button>
          ) : undefined
        }
      />
      <HelpPage>
        {failed ? (
          <LoadError onRetry={() => void Promise.all([categories.refetch(), guides.refetch()])} />
        ) : !categories.data || !guides.data ? (
          <ListSkeleton />
        ) : (
          <Stack spacing={3}>
            {shown.length === 0 && <EmptyNote>{t('noGuides')}</EmptyNote>}
            {shown.map((c) => {
              const list = guides.data.filter((g) => g.categoryId === c.id);
              return (
                <Box component="section" key={c.id} aria-labelledby={`guides-${c.slug}`}>
                  {!categorySlug && (
                    <Typography id={`guides-${c.slug}`} variant="h2" sx={{ fontSize: 20, fontWeight: 600, mb: 1 }}>
                      <Link to={guideCategoryPath(c.slug)} style={{ color: 'inherit' }}>
                        {c.title}
                      </Link>
                    </Typography>
                  )}
                  {list.length === 0 ? (
                    <EmptyNote>{t('noGuides')}</EmptyNote>
                  ) : (
                    <Paper variant="outlined">
                      <List disablePadding aria-label={c.title}>
                        {list.map((g, index) => (
                          <ListItem
                            key={g.id}
                            disablePadding
                            secondaryAction={
                              staff ? (
                                <Stack direction="row">
                                  <IconButton
                                    size="small"
                                    aria-label={`${t('staff.moveUp')}: ${g.title}`}
                                    disabled={reorder.isPending || index === 0}
                                    onClick={() => move(c.id, list, index, -1)}
                                  >
                                    <ArrowUpward fontSize="small" />
                                  </IconButton>
                                  <IconButton
                                    size="small"
                                    aria-label={`${t('staff.moveDown')}: ${g.title}`}
                                    disabled={reorder.isPending || index === list.length - 1}
                                    onClick={() => move(c.id, list, index, 1)}
                                  >
                                    <ArrowDownward fontSize="small" />
                                  </IconButton>
                                </Stack>
                              ) : undefined
                            }
                          >
                            <ListItemButton component={Link} to={guidePath(c.slug, g.slug)} divider>
                              <ListItemIcon sx={{ minWidth: 40 }}>
                                <ArticleOutlined color="primary" />
                              </ListItemIcon>
                              <ListItemText
                                primary={<span lang={g.language}>{g.title}</span>}
                                secondary={<span lang={g.language}>{g.subtitle}</span>}
                                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                              />
                            </ListItemButton>
                          </ListItem>
                        ))}
                      </List>
                    </Paper>
                  )}
                </Box>
              );
            })}
          </Stack>
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
            const slug = guideCategories.find((c) => c.id === draft.categoryId)?.slug ?? '';
            setDraft(null);
            setNotice(t('staff.saved'));
            void navigate(guidePath(slug, saved.slug));
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        message={notice}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setNotice(null)}
      />
    </>
  );
}
