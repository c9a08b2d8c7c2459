import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { Box, Card, CardContent, Stack, Typography, useTheme, type Theme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsData } from './analytics-api.ts';
import {
  changeOf,
  formatCompact,
  formatDayLong,
  formatDayShort,
  formatNumber,
  formatPercent,
} from './analytics-format.ts';
import { ChartTable } from '../../../components/chart-table.tsx';

/** A dashboard card: a title, a line under it, the content. */
export function Widget({
  title,
  hint,
  children,
  testId,
  action,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
  testId?: string;
  action?: ReactNode;
}) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {hint && (
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            )}
          </Box>
          {action}
        </Stack>
        <Box sx={{ mt: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

function Trend({ current, previous }: { current: number; previous: number }) {
  const { t, i18n } = useTranslation('analytics');
  const change = changeOf(current, previous);
  if (change === undefined)
    return (
      <Typography variant="body2" color="text.secondary">
        {current > 0 ? t('kpi.new') : t('kpi.same')}
      </Typography>
    );
  const pct = formatPercent(Math.abs(change), i18n.language);
  const up = change > 0.0005;
  const down = change < -0.0005;
  const color = up ? 'success.main' : down ? 'error.main' : 'text.secondary';
  const Icon = up ? ArrowUpwardRounded : ArrowDownwardRounded;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color }}>
      {(up || down) && <Icon fontSize="small" aria-hidden />}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {up ? t('kpi.up', { change: pct }) : down ? t('kpi.down', { change: pct }) : t('kpi.same')}
      </Typography>
    </Stack>
  );
}

export type KpiKey = 'visitors' | 'conversions' | 'impressions' | 'visits';

/** A headline figure with its trend against the previous period and a sparkline of its days. */
export function KpiCard({
  kpi,
  data,
  hint,
  color,
}: {
  kpi: KpiKey;
  data: AnalyticsData;
  hint: string;
  color: (theme: Theme) => string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const theme = useTheme();
  const lang = i18n.language;
  const current = data.totals[kpi];
  const previous = data.previousTotals[kpi];
  const series = data.days.map((d) => d.figures[kpi]);
  return (
    <Card variant="outlined" data-testid={`kpi-${kpi}`} sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t(`kpi.${kpi}`)}
        </Typography>
        <Typography
          data-testid={`kpi-${kpi}-value`}
          sx={{ fontSize: { xs: 28, md: 34 }, fontWeight: 700, lineHeight: 1.2, mt: 0.5 }}
        >
          {formatNumber(current, lang)}
        </Typography>
        <Trend current={current} previous={previous} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('kpi.previous', { value: formatNumber(previous, lang) })}
        </Typography>
        <Box sx={{ mt: 1, mx: -1 }}>
          <SparkLineChart
            data={series}
            height={48}
            area
            curve="natural"
            color={color(theme)}
            xAxis={{ reverse: theme.direction === 'rtl' }}
          />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}

const Y_AXIS_WIDTH = 48;

/** Visitors and page views per day, with the previous period's visitors dashed behind them. */
export function TrafficChart({ data }: { data: AnalyticsData }) {
  const { t, i18n } = useTranslation('analytics');
  const theme = useTheme();
  const lang = i18n.language;
  const rtl = theme.direction === 'rtl';
  const days = data.days.map((d) => d.day);
  const every = Math.max(1, Math.ceil(days.length / 8));
  const title = t('charts.visitorsVsPageViews');
  return (
    <Widget title={title} hint={t('charts.visitorsVsPageViewsHint')} testId="traffic-chart">
      <Box sx={{ '& path[data-series="previous"]': { strokeDasharray: '6 5' } }}>
        <LineChart
          height={320}
          xAxis={[
            {
              scaleType: 'point',
              data: days,
              reverse: rtl,
              valueFormatter: (d: string) => formatDayShort(d, lang),
              tickInterval: (_d: string, i: number) => (days.length - 1 - i) % every === 0,
              height: 36,
            },
          ]}
          yAxis={[
            {
              position: rtl ? 'right' : 'left',
              width: Y_AXIS_WIDTH,
              valueFormatter: (v: number) => formatCompact(v, lang),
            },
          ]}
          series={[
            {
              id: 'pageViews',
              data: data.days.map((d) => d.figures.pageViews),
              label: t('charts.pageViews'),
              color: theme.palette.secondary.main,
              showMark: false,
              curve: 'monotoneX',
              valueFormatter: (v) => (v === null ? '' : formatNumber(v, lang)),
            },
            {
              id: 'visitors',
              data: data.days.map((d) => d.figures.visitors),
              label: t('charts.visitors'),
              color: theme.palette.primary.main,
              showMark: false,
              area: true,
              curve: 'monotoneX',
              valueFormatter: (v) => (v === null ? '' : formatNumber(v, lang)),
            },
            {
              id: 'previous',
              data: data.previousDays.map((d) => d.figures.visitors),
              label: t('charts.previousVisitors'),
              color: theme.palette.text.disabled,
              showMark: false,
              curve: 'monotoneX',
              valueFormatter: (v) => (v === null ? '' : formatNumber(v, lang)),
            },
          ]}
          margin={{ top: 8, bottom: 0, left: 8, right: 8 }}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
          sx={{ '& .MuiAreaElement-root': { opacity: 0.12 } }}
        />
      </Box>
      <ChartTable
        caption={t('charts.tableOf', { chart: title })}
        headers={[t('charts.day'), t('charts.visitors'), t('charts.pageViews'), t('charts.previousVisitors')]}
        rows={data.days.map((d, i) => ({
          key: d.day,
          head: formatDayLong(d.day, lang),
          cells: [
            formatNumber(d.figures.visitors, lang),
            formatNumber(d.figures.pageViews, lang),
            formatNumber(data.previousDays[i]?.figures.visitors ?? 0, lang),
          ],
        }))}
      />
    </Widget>
  );
}

export interface Slice {
  key: string;
  label: string;
  value: number;
}

/** Shares as a donut with the total in the middle and a legend with figures beside it. */
export function DonutCard({
  title,
  hint,
  slices,
  colors,
  testId,
  empty,
  note,
}: {
  title: string;
  hint?: string;
  slices: Slice[];
  colors: string[];
  testId: string;
  empty?: string;
  note?: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const total = slices.reduce((s, x) => s + x.value, 0);
  return (
    <Widget title={title} hint={hint} testId={testId}>
      {slices.length === 0 || total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {empty}
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} sx={{ alignItems: 'center', gap: 2 }}>
          <Box sx={{ position: 'relative', width: 180, height: 180, flexShrink: 0 }}>
            <PieChart
              width={180}
              height={180}
              hideLegend
              margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
              series={[
                {
                  data: slices.map((s, i) => ({
                    id: s.key,
                    value: s.value,
                    label: s.label,
                    color: colors[i % colors.length],
                  })),
                  innerRadius: 58,
                  outerRadius: 88,
                  paddingAngle: 2,
                  cornerRadius: 4,
                  valueFormatter: (v) => formatNumber(v.value, lang),
                },
              ]}
            />
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                pointerEvents: 'none',
              }}
            >
              <Typography sx={{ fontWeight: 700, fontSize: 20 }}>{formatCompact(total, lang)}</Typography>
            </Box>
          </Box>
          <Stack component="ul" aria-hidden sx={{ listStyle: 'none', p: 0, m: 0, width: '100%', gap: 1 }}>
            {slices.map((s, i) => (
              <Stack component="li" key={s.key} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Box
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colors[i % colors.length], flexShrink: 0 }}
                />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {s.label}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatNumber(s.value, lang)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 48, textAlign: 'end' }}>
                  {formatPercent(s.value / total, lang, 0)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
      {note && slices.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {note}
        </Typography>
      )}
      <ChartTable
        caption={t('charts.tableOf', { chart: title })}
        headers={[t('charts.group'), t('charts.people'), t('charts.share')]}
        rows={slices.map((s) => ({
          key: s.key,
          head: s.label,
          cells: [formatNumber(s.value, lang), total ? formatPercent(s.value / total, lang, 0) : ''],
        }))}
      />
    </Widget>
  );
}

/** People per age group as bars. */
export function AgeCard({ slices, empty, note }: { slices: Slice[]; empty: string; note: string }) {
  const { t, i18n } = useTranslation('analytics');
  const theme = useTheme();
  const lang = i18n.language;
  const title = t('charts.age');
  const total = slices.reduce((s, x) => s + x.value, 0);
  return (
    <Widget title={title} hint={t('charts.peopleHint')} testId="age-chart">
      {slices.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {empty}
        </Typography>
      ) : (
        <Box>
          <BarChart
            height={220}
            layout="horizontal"
            yAxis={[
              {
                scaleType: 'band',
                data: slices.map((s) => s.label),
                width: 84,
                position: theme.direction === 'rtl' ? 'right' : 'left',
              },
            ]}
            xAxis={[
              { reverse: theme.direction === 'rtl', valueFormatter: (v: number) => formatCompact(v, lang), height: 28 },
            ]}
            series={[
              {
                data: slices.map((s) => s.value),
                label: t('charts.people'),
                color: theme.palette.info.main,
                valueFormatter: (v) => (v === null ? '' : formatNumber(v, lang)),
              },
            ]}
            hideLegend
            borderRadius={6}
            margin={{ top: 0, bottom: 0, left: 8, right: 16 }}
          />
        </Box>
      )}
      {slices.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
      <ChartTable
        caption={t('charts.tableOf', { chart: title })}
        headers={[t('charts.group'), t('charts.people'), t('charts.share')]}
        rows={slices.map((s) => ({
          key: s.key,
          head: s.label,
          cells: [formatNumber(s.value, lang), total ? formatPercent(s.value / total, lang, 0) : ''],
        }))}
      />
    </Widget>
  );
}
