import { Alert, Box, Button, CircularProgress, LinearProgress, Snackbar, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { BudgetTab } from './budget-tab.tsx';
import { HomeTab } from './home-tab.tsx';
import { useProjectDashboard, type Ranges } from './project-dashboard-api.ts';
import { TeamTab } from './team-tab.tsx';

const TABS = ['home', 'budget', 'team'] as const;
type TabName = (typeof TABS)[number];

const DEFAULT_RANGES: Ranges = {
  summary: 'DT',
  issues: 'this-week',
  taskDistribution: 'this-week',
  schedule: 'today',
};

/** /dashboards/project — the project's tasks, issues, schedule, budget and team (staff and admins). */
export default function ProjectDashboardPage() {
  const { t } = useTranslation('projectDashboard');
  const { user } = useAuth();
  const [tab, setTab] = useState<TabName>('home');
  const [ranges, setRanges] = useState<Ranges>(DEFAULT_RANGES);
  const [saved, setSaved] = useState<string | undefined>();
  const query = useProjectDashboard(ranges);
  const setRange = <K extends keyof Ranges>(key: K, value: string) => setRanges((r) => ({ ...r, [key]: value }));
  const data = query.data;

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <PageBand
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Typography variant="body2" sx={{ maxWidth: 360 }}>
            {t('sourceNote')}
          </Typography>
        }
      />
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, maxWidth: 1480 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: TabName) => setTab(v)}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`project-tab-${name}`}
              aria-controls="project-tab-panel"
            />
          ))}
        </Tabs>
        <Box sx={{ height: 4, mt: -3, mb: 3 }}>{query.isFetching && data && <LinearProgress aria-hidden="true" />}</Box>
        {query.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        ) : !data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress aria-label={t('title')} />
          </Box>
        ) : (
          <Box
            role="tabpanel"
            id="project-tab-panel"
            aria-labelledby={`project-tab-${tab}`}
            aria-busy={query.isFetching}
          >
            {tab === 'home' && <HomeTab data={data} ranges={ranges} setRange={setRange} />}
            {tab === 'budget' && (
              <BudgetTab data={data} canEdit={Boolean(user?.role.includes('admin'))} onSaved={setSaved} />
            )}
            {tab === 'team' && <TeamTab members={data.teamMembers} />}
          </Box>
        )}
      </Box>
      <Snackbar
        open={Boolean(saved)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setSaved(undefined)}
        message={saved}
      />
    </Box>
  );
}
