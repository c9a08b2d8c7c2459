import { Box, Chip, Snackbar, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { AdminPage } from './admin-page.tsx';
import { useModerationCounts } from './admin-api.ts';
import { CompanyQueue } from './company-queue.tsx';
import { CpaQueue } from './cpa-queue.tsx';
import { JobQueue } from './job-queue.tsx';

const TABS = ['companies', 'jobs', 'cpa'] as const;
type TabKey = (typeof TABS)[number];

/** /admin/moderation — new companies, first jobs and CPA claims waiting for the staff. */
export default function ModerationPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.find((k) => k === params.get('tab')) ?? 'companies';
  const counts = useModerationCounts();
  const [notice, setNotice] = useState<string | null>(null);
  const countOf = { companies: counts.data?.companies, jobs: counts.data?.jobs, cpa: counts.data?.cpaClaims };

  return (
    <AdminPage title={t('moderation.title')} subtitle={t('moderation.subtitle')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: TabKey) => setParams({ tab: value }, { replace: true })}
          aria-label={t('moderation.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`moderation-tab-${key}`}
              aria-controls={`moderation-panel-${key}`}
              label={
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <span>{t(`moderation.tabs.${key}`)}</span>
                  {Boolean(countOf[key]) && (
                    <Chip size="small" color="error" label={countOf[key]} sx={{ height: 20, fontWeight: 700 }} />
                  )}
                </Stack>
              }
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`moderation-panel-${tab}`} aria-labelledby={`moderation-tab-${tab}`}>
        {tab === 'companies' && <CompanyQueue onNotice={setNotice} />}
        {tab === 'jobs' && <JobQueue onNotice={setNotice} />}
        {tab === 'cpa' && <CpaQueue onNotice={setNotice} />}
      </Box>
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </AdminPage>
  );
}
