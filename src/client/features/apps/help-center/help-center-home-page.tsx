import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { HELP_SEARCH_MAX } from '../../../../domain/help-center-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { FaqList } from './faq-list.tsx';
import { useHelpCategories, useHelpFaqs, useHelpGuides, useHelpSearch } from './help-center-api.ts';
import {
  BAND_WIDTH,
  ContactCard,
  EmptyNote,
  HelpPage,
  ListSkeleton,
  LoadError,
  guideCategoryPath,
  guidePath,
  useReaderLanguage,
} from './help-center-parts.tsx';

const DEBOUNCE_MS = 250;

function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation('helpCenter');
  const lang = useReaderLanguage();
  const found = useHelpSearch(lang, query);
  const categories = useHelpCategories(lang);
  const slugOf = (id: string) => categories.data?.find((c) => c.id === id)?.slug ?? '';
  if (found.isError) return <LoadError onRetry={() => void found.refetch()} />;
  if (!found.data) return <ListSkeleton rows={3} />;
  const { faqs, guides } = found.data;
  return (
    <Box component="section" aria-labelledby="help-results" aria-busy={found.isFetching}>
      <Typography id="help-results" variant="h2" sx={{ fontSize: 20, fontWeight: 600, mb: 2 }}>
        {t('results', { query })}
      </Typography>
      {faqs.length === 0 && guides.length === 0 ? (
        <EmptyNote>{t('noResults', { query })}</EmptyNote>
      ) : (
        <>
          {guides.length > 0 && (
            <Paper variant="outlined" sx={{ mb: 3 }}>
              <Typography variant="h3" sx={{ fontSize: 15, fontWeight: 600, px: 2, pt: 1.5 }}>
                {t('guides')}
              </Typography>
              <List>
                {guides.map((g) => (
                  <ListItem key={g.id} disablePadding>
                    <ListItemButton component={Link} to={guidePath(slugOf(g.categoryId), g.slug)}>
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <ArticleOutlined color="primary" />
                      </ListItemIcon>
                      <ListItemText
                        primary={<span lang={g.language}>{g.title}</span>}
                        secondary={<span lang={g.language}>{g.subtitle}</span>}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
          {faqs.length > 0 && (
            <>
              <Typography variant="h3" sx={{ fontSize: 15, fontWeight: 600, mb: 1 }}>
                {t('questions')}
              </Typography>
              <FaqList items={faqs} />
            </>
          )}
        </>
      )}
    </Box>
  );
}

function Overview() {
  const { t } = useTranslation('helpCenter');
  const lang = useReaderLanguage();
  const mostAsked = useHelpFaqs(lang, 'most-asked');
  const categories = useHelpCategories(lang);
  const guides = useHelpGuides(lang);
  const guideCategories = (categories.data ?? []).filter((c) => c.kind === 'guide');
  return (
    <>
      <Box component="section" aria-labelledby="help-most-asked" sx={{ mb: 5 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}>
          <Typography id="help-most-asked" variant="h2" sx={{ fontSize: 22, fontWeight: 600 }}>
            {t('mostAsked')}
          </Typography>
          <Button component={Link} to={clientPaths.helpCenterFaqs}>
            {t('allFaqs')}
          </Button>
        </Box>
        {mostAsked.isError ? (
          <LoadError onRetry={() => void mostAsked.refetch()} />
        ) : mostAsked.data ? (
          mostAsked.data.length ? (
            <FaqList items={mostAsked.data} />
          ) : (
            <EmptyNote>{t('noFaqs')}</EmptyNote>
          )
        ) : (
          <ListSkeleton />
        )}
      </Box>
      <Box component="section" aria-labelledby="help-guides">
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}>
          <Typography id="help-guides" variant="h2" sx={{ fontSize: 22, fontWeight: 600 }}>
            {t('browseGuides')}
          </Typography>
          <Button component={Link} to={clientPaths.helpCenterGuides}>
            {t('allGuides')}
          </Button>
        </Box>
        {categories.isError ? (
          <LoadError onRetry={() => void categories.refetch()} />
        ) : !categories.data ? (
          <ListSkeleton rows={2} />
        ) : guideCategories.length === 0 ? (
          <EmptyNote>{t('noGuidesYet')}</EmptyNote>
        ) : (
          <Grid container spacing={2}>
            {guideCategories.map((c) => {
              const n = guides.data?.filter((g) => g.categoryId === c.id).length;
              return (
                <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea component={Link} to={guideCategoryPath(c.slug)} sx={{ height: '100%' }}>
                      <CardContent>
                        <Typography variant="h3" sx={{ fontSize: 17, fontWeight: 600 }}>
                          {c.title}
                        </Typography>
                        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, minHeight: 20 }}>
                          {n === undefined ? '' : t('guideCount', { count: n })}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      </Box>
    </>
  );
}

/** /apps/help-center: search over questions and guides, the most asked questions, the guides' categories. */
export default function HelpCenterHomePage() {
  const { t } = useTranslation('helpCenter');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const id = window.setTimeout(() => {
      const next = text.trim();
      setQuery(next);
      setParams(next ? { q: next } : {}, { replace: true });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, setParams]);

  return (
    <>
      <PageBand maxWidth={BAND_WIDTH} title={t('title')} subtitle={t('subtitle')} padding="roomy">
        <Box component="form" role="search" onSubmit={(e) => e.preventDefault()} sx={{ mt: 3, maxWidth: 640 }}>
          <TextField
            fullWidth
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('searchPlaceholder')}
            slotProps={{
              htmlInput: { maxLength: HELP_SEARCH_MAX, 'aria-label': t('searchLabel') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          />
        </Box>
      </PageBand>
      <HelpPage>
        {query ? <SearchResults query={query} /> : <Overview />}
        <ContactCard />
      </HelpPage>
    </>
  );
}
