import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { axisLabelStep } from '../../lib/axis-label-step.ts';
import { useElementWidth } from '../../lib/use-element-width.ts';
import { visuallyHidden } from '@mui/utils';

/** Room at the end of the time axis for half of the last date's label. */
const END_ROOM = 40;
const Y_AXIS_WIDTH = 36;

/**
 * Applications per day as bars (loaded lazily: the chart library is large). Time runs toward
 * the reading direction's end, and a hidden table gives screen readers the same numbers.
 */
export default function ApplicationsChart({ data }: { data: { date: string; count: number }[] }) {
  const { t, i18n } = useTranslation('employerAccount');
  const theme = useTheme();
  const fontFamily = String(theme.typography.fontFamily);
  const rtl = theme.direction === 'rtl';
  const short = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const labels = data.map((d) => short.format(new Date(`${d.date}T00:00:00Z`)));
  const max = Math.max(1, ...data.map((d) => d.count));
  const [ref, width] = useElementWidth<HTMLDivElement>();
  // Every fifth day's date where the dates fit (a desktop), every tenth or fifteenth where they do
  // not (a phone, Arabic month names), always ending on the newest day.
  const step = 5 * Math.ceil(axisLabelStep(labels, width - END_ROOM - 8 - Y_AXIS_WIDTH, fontFamily) / 5);
  return (
    <Box>
      <Box ref={ref} data-testid="applications-chart">
        <BarChart
          height={280}
          xAxis={[
            {
              scaleType: 'band',
              data: labels,
              reverse: rtl,
              height: 44,
              tickInterval: (_v: string, i: number) => i % step === (data.length - 1) % step,
              tickLabelInterval: () => true,
              tickLabelStyle: { fontSize: 12 },
            },
          ]}
          yAxis={[
            {
              min: 0,
              max: max < 5 ? 5 : undefined,
              tickMinStep: 1,
              position: rtl ? 'right' : 'left',
              width: Y_AXIS_WIDTH,
            },
          ]}
          series={[
            { data: data.map((d) => d.count), label: t('dashboard.chartLabel'), color: theme.palette.primary.main },
          ]}
          hideLegend
          // The newest day's label sits centred on the last band, at the reading direction's end:
          // that side keeps room for half a label (an Arabic month name is wide), or it is clipped.
          margin={{ top: 16, bottom: 4, left: rtl ? END_ROOM : 8, right: rtl ? 8 : END_ROOM }}
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('dashboard.chartTitle')}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.date}>
              <th scope="row">{long.format(new Date(`${d.date}T00:00:00Z`))}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
