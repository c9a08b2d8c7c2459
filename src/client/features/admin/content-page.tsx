import { Box, Paper, Snackbar, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { LANGUAGES, type Language } from '../../../domain/enums.ts';
import { AdminPage } from './admin-page.tsx';
import { useHomeContentRecord } from './admin-api.ts';
import { ContentForm } from './content-form.tsx';
import { ErrorState, LoadingState } from './list-states.tsx';

function LanguagePanel({ language, onSaved }: { language: Language; onSaved(): void }) {
  const record = useHomeContentRecord(language);
  if (record.isPending) return <LoadingState />;
  if (record.isError) return <ErrorState onRetry={() => void record.refetch()} />;
  return (
    <ContentForm
      key={`${language}-${record.data?.updatedAt ?? 'new'}`}
      language={language}
      record={record.data}
      onSaved={onSaved}
    />
  );
}

/** /admin/content — the home page's banner and the about-us text, per language. */
export default function ContentPage() {
  const { t } = useTranslation('admin');
  const [language, setLanguage] = useState<Language>('en');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminPage title={t('content.title')} subtitle={t('content.subtitle')}>
      <Paper variant="outlined" sx={{ maxWidth: 960 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, md: 2 } }}>
          <Tabs
            value={language}
            onChange={(_e, value: Language) => setLanguage(value)}
            aria-label={t('content.tabsLabel')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {LANGUAGES.map((lang) => (
              <Tab
                key={lang}
                value={lang}
                id={`content-tab-${lang}`}
                aria-controls={`content-panel-${lang}`}
                label={t(`content.languages.${lang}`)}
              />
            ))}
          </Tabs>
        </Box>
        <Box
          role="tabpanel"
          id={`content-panel-${language}`}
          aria-labelledby={`content-tab-${language}`}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <LanguagePanel
            key={language}
            language={language}
            onSaved={() => setNotice(t('content.saved', { language: t(`content.languages.${language}`) }))}
          />
        </Box>
      </Paper>
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </AdminPage>
  );
}
