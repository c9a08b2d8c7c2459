import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Grid,
  Snackbar,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  analyticsRangeSchema,
  isoDayOf,
  type AnalyticsPreset,
  type AnalyticsRangeInput,
} from '../../../../domain/analytics-schemas.ts';
import { AGE_GROUPS, GENDERS } from '../../../../domain/profile-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { useAnalyticsDashboard, useRollUpAnalytics, type AnalyticsData } from './analytics-api.ts';
import { formatDayLong, formatDecimal, formatNumber, formatPercent } from './analytics-format.ts';
import { AgeCard, DonutCard, KpiCard, TrafficChart, type Slice } from './analytics-widgets.tsx';
import { useMessage } from '../../../i18n/use-message.ts';

const PRESETS: Exclude<AnalyticsPreset, 'custom'>[] = ['last7', 'last30', 'last90'];

function languageName(code: string, reader: string) {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function CustomRange({
  initial,
  onApply,
}: {
  initial: AnalyticsRangeInput;
  onApply: (r: AnalyticsRangeInput) => void;
}) {
  const { t } = useTranslation('analytics');
  const say = useMessage();
  const today = isoDayOf(Date.now());
  const [from, setFrom] = useState(initial.from ?? addDays(today, -13));
  const [to, setTo] = useState(initial.to ?? today);
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = analyticsRangeSchema.safeParse({ preset: 'custom', from, to });
    if (!parsed.success) {
      setError(say(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    onApply(parsed.data);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <DateField id="analytics-from" label={t('range.from')} value={from} onChange={setFrom} maxDate={to || today} />
        <DateField
          id="analytics-to"
          label={t('range.to')}
          value={to}
          onChange={setTo}
          minDate={from}
          maxDate={today}
          error={Boolean(error)}
          helperText={error}
        />
        <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
          {t('range.apply')}
        </Button>
      </Stack>
    </Box>
  );
}

function Dashboard({ data }: { data: AnalyticsData }) {
  const { t, i18n } = useTranslation('analytics');
  const theme = useTheme();
  const lang = i18n.language;
  const p = theme.palette;
  const { totals } = data;
  const genderOrder = [...GENDERS, 'unknown'] as string[];
  const ageOrder = [...AGE_GROUPS, 'unknown'] as string[];
  const genders: Slice[] = [...data.genders]
    .sort((a, b) => genderOrder.indexOf(a.key) - genderOrder.indexOf(b.key))
    .map((g) => ({ key: g.key, value: g.count, label: t(`gender.${g.key}`, { defaultValue: g.key }) }));
  const ages: Slice[] = [...data.ages]
    .sort((a, b) => ageOrder.indexOf(a.key) - ageOrder.indexOf(b.key))
    .map((g) => ({ key: g.key, value: g.count, label: g.key === 'unknown' ? t('age.unknown') : g.key }));
  const languages: Slice[] = data.languages.map((l) => ({
    key: l.key,
    value: l.visitors,
    label: languageName(l.key, lang),
  }));
  const perVisitor = totals.visitors ? totals.visits / totals.visitors : 0;
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <KpiCard kpi="visitors" data={data} hint={t('kpi.visitorsHint')} color={(th) => th.palette.primary.main} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <KpiCard
          kpi="conversions"
          data={data}
          color={(th) => th.palette.success.main}
          hint={t('kpi.conversionsHint', {
            rate: formatPercent(data.conversionRate, lang),
            applications: formatNumber(totals.applications, lang),
            signUps: formatNumber(totals.signUps, lang),
          })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <KpiCard
          kpi="impressions"
          data={data}
          hint={t('kpi.impressionsHint')}
          color={(th) => th.palette.warning.main}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <KpiCard
          kpi="visits"
          data={data}
          hint={t('kpi.visitsHint', { perVisitor: formatDecimal(perVisitor, lang) })}
          color={(th) => th.palette.secondary.main}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <TrafficChart data={data} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <DonutCard
          title={t('charts.newVsReturning')}
          testId="new-returning-chart"
          colors={[p.primary.main, p.primary.light]}
          slices={[
            { key: 'new', label: t('charts.newVisitors'), value: totals.newVisitors },
            { key: 'returning', label: t('charts.returningVisitors'), value: totals.returningVisitors },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <DonutCard
          title={t('charts.gender')}
          hint={t('charts.peopleHint')}
          testId="gender-chart"
          colors={[p.secondary.main, p.info.main, p.warning.main, p.success.main, p.grey[400]]}
          slices={genders}
          empty={t('charts.tooFew')}
          note={t('charts.smallGroups')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <AgeCard slices={ages} empty={t('charts.tooFew')} note={t('charts.smallGroups')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <DonutCard
          title={t('charts.language')}
          hint={t('charts.languageHint')}
          testId="language-chart"
          colors={[p.primary.main, p.error.main, p.success.main]}
          slices={languages}
        />
      </Grid>
    </Grid>
  );
}

/** /dashboards/analytics: the portal's own traffic for staff (SPEC section 3). */
export default function AnalyticsDashboardPage() {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  // A phone names the periods shortly ("30 days"), so the four choices share one line.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [range, setRange] = useState<AnalyticsRangeInput>({ preset: 'last30' });
  const [custom, setCustom] = useState(false);
  const [refreshed, setRefreshed] = useState(false);
  const query = useAnalyticsDashboard(range);
  const rollUp = useRollUpAnalytics();
  const data = query.data;
  const choose = (_: unknown, value: AnalyticsPreset | null) => {
    if (!value) return;
    if (value === 'custom') setCustom(true);
    else {
      setCustom(false);
      setRange({ preset: value });
    }
  };
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <PageBand
        title={t('title')}
        subtitle={t('subtitle')}
        actionsLayout="toolbar"
        actions={
          <Button
            variant="contained"
            color="secondary"
            startIcon={<RefreshRounded />}
            onClick={() => rollUp.mutate(undefined, { onSuccess: () => setRefreshed(true) })}
            disabled={rollUp.isPending}
          >
            {t('refresh')}
          </Button>
        }
      />
      <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1440 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 2, mb: 1 }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={custom ? 'custom' : range.preset}
            onChange={choose}
            aria-label={t('range.label')}
            sx={{ width: { xs: '100%', sm: 'auto' }, bgcolor: 'background.paper' }}
          >
            {[...PRESETS, 'custom' as const].map((preset) => (
              <ToggleButton
                key={preset}
                value={preset}
                // The full name stays the button's name, and holds the short one (label in name).
                aria-label={phone && preset !== 'custom' ? t(`range.${preset}`) : undefined}
                sx={{ px: { xs: 1, sm: 2 }, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
              >
                {phone && preset !== 'custom' ? t(`range.short.${preset}`) : t(`range.${preset}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {data && (
            <Box sx={{ textAlign: { md: 'end' } }}>
              <Typography sx={{ fontWeight: 600 }} data-testid="analytics-range">
                {t('range.showing', { from: formatDayLong(data.from, lang), to: formatDayLong(data.to, lang) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('range.comparedWith', {
                  from: formatDayLong(data.previousFrom, lang),
                  to: formatDayLong(data.previousTo, lang),
                })}
              </Typography>
            </Box>
          )}
        </Stack>
        {custom && <CustomRange initial={range} onApply={setRange} />}
        {data && data.demoDays > 0 && (
          <Alert severity="info" icon={<ScienceOutlined />} sx={{ mt: 2 }}>
            <AlertTitle>{t('demoChip')}</AlertTitle>
            {t('demo', { count: data.demoDays })}
          </Alert>
        )}
        <Box
          sx={{ mt: 3, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={query.isFetching}
        >
          {query.isError && !data ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void query.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {t('loadError')}
            </Alert>
          ) : data ? (
            <Dashboard data={data} />
          ) : (
            <Typography color="text.secondary" role="status">
              …
            </Typography>
          )}
        </Box>
        {data?.rolledAt && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
            {t('rolledAt', {
              time: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(data.rolledAt),
              ),
            })}
          </Typography>
        )}
      </Box>
      <Snackbar open={refreshed} autoHideDuration={4000} onClose={() => setRefreshed(false)} message={t('refreshed')} />
    </Box>
  );
}
