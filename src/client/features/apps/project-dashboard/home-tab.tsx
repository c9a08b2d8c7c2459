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
        <Widget title={t('overdue.title')} testId="widget-overdue">
          <BigFigure
            value={n(data.overdue.tasks)}
            label={t('overdue.tasks')}
            note={t('overdue.fromYesterday', { value: n(data.overdue.fromYesterday) })}
            color={p.error.main}
          />
        </Widget>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Widget title={t('issues.title')} testId="widget-issues">
          <BigFigure
            value={n(data.issues.open)}
            label={t('issues.open')}
            note={t('issues.today', { opened: n(data.issues.opened), closed: n(data.issues.closed) })}
            color={p.warning.dark}
          />
        </Widget>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Widget title={t('features.title')} testId="widget-features">
          <BigFigure
            value={n(data.features.proposed)}
            label={t('features.proposed')}
            note={t('features.implemented', { value: n(data.features.implemented) })}
            color={p.success.dark}
          />
        </Widget>
      </Grid>

      <Grid size={12}>
        <IssueWeek data={data} ranges={ranges} setRange={setRange} />
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
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: e.color,
                      flexShrink: 0,
                      marginInlineEnd: 1.5,
                    }}
                  />
                  <ListItemText
                    primary={e.title}
                    secondary={
                      e.labelKey
                        ? t(`schedule.labels.${e.labelKey}` as 'schedule.labels.work', { defaultValue: e.label })
                        : e.label
                    }
                    slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
                  />
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ whiteSpace: 'nowrap', marginInlineStart: 2 }}
                  >
                    {e.allDay ? (
                      t('schedule.allDay')
                    ) : (
                      <>
                        <time dateTime={e.startsAt}>{formatTime(lang, e.startsAt)}</time>
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

const ISSUES_Y_AXIS_WIDTH = 36;

/** The issues (Bug) written and closed each day of a week, and how many are open, overdue and urgent now. */
function IssueWeek({ data, ranges, setRange }: { data: ProjectDashboardData; ranges: Ranges; setRange: SetRange }) {
  const { t, i18n } = useTranslation('projectDashboard');
  const theme = useTheme();
  const lang = i18n.language;
  const rtl = theme.direction === 'rtl';
  const g = data.issueWeek;
  const labels = g.days.map((d) => formatDay(lang, d.day, { weekday: 'short' }));
  // Every day's name where it fits; every other one (ending on the latest) where it does not.
  const [chartRef, chartWidth] = useElementWidth<HTMLDivElement>();
  const step = axisLabelStep(labels, chartWidth - ISSUES_Y_AXIS_WIDTH - 20, String(theme.typography.fontFamily));
  const long = (day: string) => formatDay(lang, day, { weekday: 'long', day: 'numeric', month: 'long' });
  const quiet = g.overview.new === 0 && g.overview.closed === 0;
  const small: [string, number][] = [
    [t('issueWeek.open'), g.overview.open],
    [t('issueWeek.overdue'), g.overview.overdue],
    [t('issueWeek.urgent'), g.overview.urgent],
  ];
  return (
    <Widget
      title={t('issueWeek.title')}
      testId="widget-issue-week"
      action={
        <RangeSwitch
          widget={t('issueWeek.title')}
          value={ranges.issues}
          options={WEEK_RANGES}
          onChange={(v) => setRange('issues', v)}
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {t('issueWeek.hint')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Box ref={chartRef}>
            {quiet ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="issue-week-empty">
                {t('issueWeek.empty')}
              </Typography>
            ) : (
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
                yAxis={[{ position: rtl ? 'right' : 'left', width: ISSUES_Y_AXIS_WIDTH, tickMinStep: 1 }]}
                series={[
                  { data: g.days.map((d) => d.new), label: t('issueWeek.new'), color: theme.palette.primary.main },
                  {
                    data: g.days.map((d) => d.closed),
                    label: t('issueWeek.closed'),
                    color: theme.palette.success.light,
                  },
                ]}
                borderRadius={4}
                margin={{ top: 8, bottom: 0, left: 8, right: 8 }}
                slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
              />
            )}
          </Box>
          <ChartTable
            caption={t('issueWeek.title')}
            headers={[t('issueWeek.day'), t('issueWeek.new'), t('issueWeek.closed')]}
            rows={g.days.map((d) => ({
              key: d.day,
              head: long(d.day),
              cells: [formatNumber(lang, d.new), formatNumber(lang, d.closed)],
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mb: 2 }}>
            {t('issueWeek.overview')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={6}>
              <Tile
                value={formatNumber(lang, g.overview.new)}
                label={t('issueWeek.new')}
                tone="primary"
                big
                testId="issue-week-new"
              />
            </Grid>
            <Grid size={6}>
              <Tile
                value={formatNumber(lang, g.overview.closed)}
                label={t('issueWeek.closed')}
                tone="success"
                big
                testId="issue-week-closed"
              />
            </Grid>
            {small.map(([label, value]) => (
              <Grid size={4} key={label}>
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
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.error.light,
  ];
  const tagName = (tag: string) => t(`tasks.tagNames.${tag}` as 'tasks.tagNames.Api', { defaultValue: tag });
  // Six slices at most, the rest as one: a board may have many labels.
  const shown = d.tags.slice(0, d.tags.length > colors.length ? colors.length - 1 : colors.length);
  const rest = d.tags.slice(shown.length).reduce((s, x) => s + x.count, 0);
  const parts = [
    ...shown.map((x, i) => ({ id: x.tag, label: tagName(x.tag), value: x.count, color: colors[i]! })),
    ...(rest > 0 ? [{ id: 'other', label: t('tasks.other'), value: rest, color: theme.palette.grey[500] }] : []),
  ];
  const figures: [string, number, string][] = [
    [t('tasks.due'), d.due, 'tasks-due'],
    [t('tasks.newTasks'), d.newTasks, 'tasks-new'],
    [t('tasks.completedTasks'), d.completedTasks, 'tasks-done'],
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {t('tasks.hint')}
      </Typography>
      {parts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="tasks-empty">
          {t('tasks.empty')}
        </Typography>
      ) : (
        <>
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
            rows={parts.map((x) => ({ key: x.id, head: x.label, cells: [formatNumber(lang, x.value)] }))}
          />
        </>
      )}
      <Divider />
      <Stack
        direction="row"
        divider={<Divider orientation="vertical" flexItem />}
        sx={{ justifyContent: 'space-around' }}
      >
        {figures.map(([label, value, testId]) => (
          <Stack sx={{ alignItems: 'center' }} key={testId}>
            <Typography sx={{ fontSize: 28, fontWeight: 700 }} data-testid={testId}>
              {formatNumber(lang, value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Widget>
  );
}
