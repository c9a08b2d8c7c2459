import { Box, Divider, Grid, List, ListItem, ListItemText, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { DAY_RANGES, SUMMARY_RANGES, WEEK_RANGES } from '../../../../domain/project-dashboard-schemas.ts';
import type { ProjectDashboardData, Ranges } from './project-dashboard-api.ts';
import { formatDay, formatNumber, formatTime } from './format.ts';
import { ChartTable } from '../../../components/chart-table.tsx';
import { BigFigure, RangeSwitch, Widget } from './widgets.tsx';
import { axisLabelStep } from '../../../lib/axis-label-step.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';

type SetRange = <K extends keyof Ranges>(key: K, value: string) => void;

export function HomeTab({
  data,
  ranges,
  setRange,
}: {
  data: ProjectDashboardData;
  ranges: Ranges;
  setRange: SetRange;
}) {
  const { t, i18n } = useTranslation('projectDashboard');
  const theme = useTheme();
  const lang = i18n.language;
  const n = (v: number) => formatNumber(lang, v);
  const p = theme.palette;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Widget
          title={t('summary.title')}
          testId="widget-summary"
          action={
            <RangeSwitch
              widget={t('summary.title')}
              value={ranges.summary}
              options={SUMMARY_RANGES}
              onChange={(v) => setRange('summary', v)}
            />
          }
        >
          <BigFigure
            value={n(data.summary.due)}
            label={t('summary.due')}
            note={t('summary.completed', { value: n(data.summary.completed) })}
            color={p.primary.main}
          />
        </Widget>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Widget title={t('overdue.title')}>
          <BigFigure
            value={n(data.overdue.tasks)}
            label={t('overdue.tasks')}
            note={t('overdue.fromYesterday', { value: n(data.overdue.fromYesterday) })}
            color={p.error.main}
          />
        </Widget>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Widget title={t('issues.title')}>
          <BigFigure
            value={n(data.issues.opened)}
            label={t('issues.opened')}
            note={t('issues.closed', { value: n(data.issues.closed) })}
            color={p.warning.dark}
          />
        </Widget>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Widget title={t('features.title')}>
          <BigFigure
            value={n(data.features.proposed)}
            label={t('features.proposed')}
            note={t('features.implemented', { value: n(data.features.implemented) })}
            color={p.success.dark}
          />
        </Widget>
      </Grid>

      <Grid size={12}>
        <GithubIssues data={data} ranges={ranges} setRange={setRange} />
      </Grid>

      <Grid size={{ xs: 12, md: 6 }}>
        <TaskDistribution data={data} ranges={ranges} setRange={setRange} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Widget
          title={t('schedule.title')}
          testId="widget-schedule"
          action={
            <RangeSwitch
              widget={t('schedule.title')}
              value={ranges.schedule}
              options={DAY_RANGES}
              onChange={(v) => setRange('schedule', v)}
            />
          }
        >
          <Typography variant="body2" color="text.secondary">
            {formatDay(lang, data.schedule.day, { weekday: 'long', day: 'numeric', month: 'long' })}
          </Typography>
          {data.schedule.events.length === 0 ? (
            <Typography color="text.secondary">{t('schedule.empty')}</Typography>
          ) : (
            <List disablePadding>
              {data.schedule.events.map((e, i) => (
                <ListItem key={e.id} disableGutters divider={i < data.schedule.events.length - 1} sx={{ py: 1.25 }}>
                  <ListItemText
                    primary={t(`schedule.events.${e.title}` as 'schedule.events.lunch', { defaultValue: e.title })}
                    secondary={
                      e.location
                        ? t(`schedule.locations.${e.location}` as 'schedule.locations.Finance office', {
                            defaultValue: e.location,
                          })
                        : undefined
                    }
                    slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                  />
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ whiteSpace: 'nowrap', marginInlineStart: 2 }}
                  >
                    <time dateTime={e.startsAt}>{formatTime(lang, e.startsAt)}</time>
                    {e.endsAt && (
                      <>
                        {' – '}
                        <time dateTime={e.endsAt}>{formatTime(lang, e.endsAt)}</time>
                      </>
                    )}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Widget>
      </Grid>
    </Grid>
  );
}

const GITHUB_Y_AXIS_WIDTH = 36;

function GithubIssues({ data, ranges, setRange }: { data: ProjectDashboardData; ranges: Ranges; setRange: SetRange }) {
  const { t, i18n } = useTranslation('projectDashboard');
  const theme = useTheme();
  const lang = i18n.language;
  const rtl = theme.direction === 'rtl';
  const g = data.githubIssues;
  const labels = g.days.map((d) => formatDay(lang, d.day, { weekday: 'short' }));
  // Every day's name where it fits; every other one (ending on the latest) where it does not.
  const [chartRef, chartWidth] = useElementWidth<HTMLDivElement>();
  const step = axisLabelStep(labels, chartWidth - GITHUB_Y_AXIS_WIDTH - 20, String(theme.typography.fontFamily));
  const long = (day: string) => formatDay(lang, day, { weekday: 'long', day: 'numeric', month: 'long' });
  const small: [string, number][] = [
    [t('github.fixed'), g.overview.fixed],
    [t('github.wontFix'), g.overview.wontFix],
    [t('github.reopened'), g.overview.reopened],
    [t('github.needsTriage'), g.overview.needsTriage],
  ];
  return (
    <Widget
      title={t('github.title')}
      testId="widget-github"
      action={
        <RangeSwitch
          widget={t('github.title')}
          value={ranges.githubIssues}
          options={WEEK_RANGES}
          onChange={(v) => setRange('githubIssues', v)}
        />
      }
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Box ref={chartRef}>
            <BarChart
              height={300}
              xAxis={[
                {
                  scaleType: 'band',
                  data: labels,
                  reverse: rtl,
                  height: 28,
                  tickLabelInterval: (_v: string, i: number) => (labels.length - 1 - i) % step === 0,
                },
              ]}
              yAxis={[{ position: rtl ? 'right' : 'left', width: GITHUB_Y_AXIS_WIDTH, tickMinStep: 1 }]}
              series={[
                { data: g.days.map((d) => d.new), label: t('github.new'), color: theme.palette.primary.main },
                { data: g.days.map((d) => d.closed), label: t('github.closed'), color: theme.palette.success.light },
              ]}
              borderRadius={4}
              margin={{ top: 8, bottom: 0, left: 8, right: 8 }}
              slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
            />
          </Box>
          <ChartTable
            caption={t('github.title')}
            headers={[t('github.day'), t('github.new'), t('github.closed')]}
            rows={g.days.map((d) => ({
              key: d.day,
              head: long(d.day),
              cells: [formatNumber(lang, d.new), formatNumber(lang, d.closed)],
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mb: 2 }}>
            {t('github.overview')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={6}>
              <Tile
                value={formatNumber(lang, g.overview.new)}
                label={t('github.new')}
                tone="primary"
                big
                testId="github-new"
              />
            </Grid>
            <Grid size={6}>
              <Tile value={formatNumber(lang, g.overview.closed)} label={t('github.closed')} tone="success" big />
            </Grid>
            {small.map(([label, value]) => (
              <Grid size={{ xs: 6, sm: 3, lg: 6 }} key={label}>
                <Tile value={formatNumber(lang, value)} label={label} tone="neutral" />
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>
    </Widget>
  );
}

function Tile({
  value,
  label,
  tone,
  big,
  testId,
}: {
  value: string;
  label: string;
  tone: 'primary' | 'success' | 'neutral';
  big?: boolean;
  testId?: string;
}) {
  const theme = useTheme();
  const bg =
    tone === 'neutral'
      ? theme.palette.action.hover
      : theme.palette.mode === 'dark'
        ? theme.palette[tone].dark
        : `${theme.palette[tone].main}14`;
  const fg = tone === 'neutral' ? theme.palette.text.primary : theme.palette[tone].dark;
  return (
    <Stack sx={{ bgcolor: bg, borderRadius: 2, p: big ? 2.5 : 1.5, alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ fontSize: big ? 40 : 24, fontWeight: 700, color: fg, lineHeight: 1.1 }} data-testid={testId}>
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: fg, fontWeight: 500 }}>
        {label}
      </Typography>
    </Stack>
  );
}

function TaskDistribution({
  data,
  ranges,
  setRange,
}: {
  data: ProjectDashboardData;
  ranges: Ranges;
  setRange: SetRange;
}) {
  const { t, i18n } = useTranslation('projectDashboard');
  const theme = useTheme();
  const lang = i18n.language;
  const d = data.taskDistribution;
  const parts = [
    { id: 'api', label: t('tasks.api'), value: d.api, color: theme.palette.primary.main },
    { id: 'backend', label: t('tasks.backend'), value: d.backend, color: theme.palette.secondary.main },
    { id: 'frontend', label: t('tasks.frontend'), value: d.frontend, color: theme.palette.success.main },
    { id: 'issues', label: t('tasks.issues'), value: d.issues, color: theme.palette.warning.main },
  ];
  return (
    <Widget
      title={t('tasks.title')}
      testId="widget-tasks"
      action={
        <RangeSwitch
          widget={t('tasks.title')}
          value={ranges.taskDistribution}
          options={WEEK_RANGES}
          onChange={(v) => setRange('taskDistribution', v)}
        />
      }
    >
      <Box>
        <PieChart
          height={260}
          series={[{ data: parts, innerRadius: 60, paddingAngle: 2, cornerRadius: 4 }]}
          slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
        />
      </Box>
      <ChartTable
        caption={t('tasks.title')}
        headers={[t('tasks.category'), t('tasks.count')]}
        rows={parts.map((x) => ({ key: x.label, head: x.label, cells: [formatNumber(lang, x.value)] }))}
      />
      <Divider />
      <Stack
        direction="row"
        divider={<Divider orientation="vertical" flexItem />}
        sx={{ justifyContent: 'space-around' }}
      >
        <Stack sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{formatNumber(lang, d.newTasks)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('tasks.newTasks')}
          </Typography>
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{formatNumber(lang, d.completedTasks)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('tasks.completedTasks')}
          </Typography>
        </Stack>
      </Stack>
    </Widget>
  );
}
