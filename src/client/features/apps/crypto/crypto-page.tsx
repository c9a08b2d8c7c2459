import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Snackbar,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useTheme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { LineChart } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { useCryptoDashboard, type CoinData, type CryptoData } from './crypto-api.ts';
import { ImportDialog } from './import-dialog.tsx';
import { TradeForm } from './trade-form.tsx';
import { coinAmount, compactUsd, percent, usd } from './format.ts';

export function Panel({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** /dashboards/crypto — bitcoin's price and market figures, the four coins, the person's wallets, buy and sell. */
export default function CryptoPage() {
  const { t } = useTranslation('crypto');
  const [range, setRange] = useState<'day' | 'year'>('day');
  const [importing, setImporting] = useState(false);
  const [toast, setToast] = useState<string | undefined>();
  const query = useCryptoDashboard(range);
  const data = query.data;
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <PageBand
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button
            variant="contained"
            color="secondary"
            startIcon={<UploadFileOutlined />}
            onClick={() => setImporting(true)}
          >
            {t('import.button')}
          </Button>
        }
      />
      <Box sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1480 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('sampleNote')}
        </Typography>
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
        ) : data.coins.every((c) => c.updatedAt === null) ? (
          // A real deployment has no stored price until staff import some: say so, with that action.
          <Alert
            severity="info"
            data-testid="crypto-no-prices"
            action={
              <Button color="inherit" size="small" onClick={() => setImporting(true)}>
                {t('import.button')}
              </Button>
            }
          >
            {t('noPrices')}
          </Alert>
        ) : (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <BitcoinPanel data={data} range={range} setRange={setRange} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <Stack spacing={3}>
                <WalletsPanel data={data} />
                <Panel title={t('trade.title')} testId="trade-panel">
                  <TradeForm data={data} onDone={setToast} />
                </Panel>
              </Stack>
            </Grid>
            <Grid size={12}>
              <PricesPanel coins={data.coins} />
            </Grid>
          </Grid>
        )}
      </Box>
      {importing && (
        <ImportDialog
          onClose={() => setImporting(false)}
          onDone={(message) => {
            setImporting(false);
            setToast(message);
          }}
        />
      )}
      <Snackbar
        open={Boolean(toast)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 2}
        onClose={() => setToast(undefined)}
        message={toast}
      />
    </Box>
  );
}

function Trend({ coin }: { coin: CoinData }) {
  const { t, i18n } = useTranslation('crypto');
  const up = coin.trend.dir === 'up';
  const value = percent(i18n.language, coin.trend.amount);
  return (
    <Chip
      size="small"
      color={up ? 'success' : 'error'}
      icon={up ? <ArrowUpward /> : <ArrowDownward />}
      label={
        <span dir="ltr">
          {up ? '+' : '−'}
          {value}
        </span>
      }
      aria-label={t(up ? 'btc.trendUp' : 'btc.trendDown', { value })}
      sx={{ fontWeight: 600 }}
    />
  );
}

function BitcoinPanel({
  data,
  range,
  setRange,
}: {
  data: CryptoData;
  range: 'day' | 'year';
  setRange: (r: 'day' | 'year') => void;
}) {
  const { t, i18n } = useTranslation('crypto');
  const theme = useTheme();
  const lang = i18n.language;
  const btc = data.coins.find((c) => c.coin === 'btc')!;
  const rtl = theme.direction === 'rtl';
  const times = btc.series.map((p) => new Date(p.at));
  const timeFormat = new Intl.DateTimeFormat(
    lang,
    range === 'day'
      ? { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  const longFormat = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: range === 'day' ? 'short' : undefined,
    timeZone: 'UTC',
  });
  const facts: [string, string][] = [
    [t('btc.marketCap'), compactUsd(lang, btc.marketCap)],
    [t('btc.volume'), compactUsd(lang, btc.volume)],
    [
      t('btc.supply'),
      new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 2 }).format(btc.supply),
    ],
    [t('btc.allTimeHigh'), usd(lang, btc.allTimeHigh)],
  ];
  const prices = btc.series.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const pad = (high - low) * 0.08 || high * 0.01;
  // The table for screen readers: every hour of the day, or every week of the year.
  const step = range === 'day' ? 12 : 7;
  const tableRows = btc.series.filter((_, i) => i % step === 0 || i === btc.series.length - 1);
  return (
    <Panel
      title={`${t('coins.btc')} · ${t('btc.pair')}`}
      testId="btc-panel"
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_e, v: 'day' | 'year' | null) => v && setRange(v)}
          aria-label={t('rangeLabel')}
        >
          {(['day', 'year'] as const).map((r) => (
            <ToggleButton key={r} value={r} sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
              {t(`ranges.${r}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontSize: { xs: 32, md: 40 }, fontWeight: 700, lineHeight: 1.1 }} data-testid="btc-price">
          {usd(lang, btc.price)}
        </Typography>
        <Trend coin={btc} />
        {btc.updatedAt && (
          <Typography variant="body2" color="text.secondary">
            {t('btc.updated', { time: longFormat.format(new Date(btc.updatedAt)) })}
          </Typography>
        )}
      </Stack>
      {/* Two tiles to a row, four on the widest screens: four quarters of the panel at 1366 px were
          narrower than "56,822.70 US$". */}
      <Box
        component="dl"
        data-testid="btc-facts"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: 18, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <LineChart
          height={400}
          xAxis={[
            {
              data: times,
              scaleType: 'time',
              reverse: rtl,
              valueFormatter: (v: Date) => timeFormat.format(v),
              tickNumber: 6,
            },
          ]}
          yAxis={[
            {
              min: low - pad,
              max: high + pad,
              position: rtl ? 'right' : 'left',
              width: 84,
              valueFormatter: (v: number) => compactUsd(lang, v),
            },
          ]}
          series={[
            {
              data: btc.series.map((p) => p.price),
              area: true,
              baseline: 'min',
              showMark: false,
              color: theme.palette.primary.main,
              label: t('btc.price'),
              valueFormatter: (v) => (v == null ? '' : usd(lang, v)),
            },
          ]}
          hideLegend
          grid={{ horizontal: true }}
          margin={{ top: 8, bottom: 0, left: 8, right: 16 }}
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.12 } }}
        />
      </Box>
      <Box sx={visuallyHidden}>
        <table>
          <caption>{t('btc.chart')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('btc.time')}</th>
              <th scope="col">{t('btc.price')}</th>
            </tr>
          </thead>
          <tbody>
            {tableRows.map((p) => (
              <tr key={p.at}>
                <th scope="row">{longFormat.format(new Date(p.at))}</th>
                <td>{usd(lang, p.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Panel>
  );
}

function WalletsPanel({ data }: { data: CryptoData }) {
  const { t, i18n } = useTranslation('crypto');
  const lang = i18n.language;
  const total = data.wallets.reduce((s, w) => s + w.valueUsd, 0);
  return (
    <Panel title={t('wallets.title')} testId="wallets-panel">
      <Table size="small" aria-label={t('wallets.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('wallets.coin')}</TableCell>
            <TableCell align="right">{t('wallets.amount')}</TableCell>
            <TableCell align="right">{t('wallets.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.wallets.map((w) => (
            <TableRow key={w.id} data-testid={`wallet-${w.coin}`}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {w.coin.toUpperCase()}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`coins.${w.coin}` as 'coins.btc')}
                </Typography>
              </TableCell>
              <TableCell align="right" data-testid={`wallet-${w.coin}-amount`}>
                {w.coin === 'usd' ? usd(lang, w.amount) : coinAmount(lang, w.amount)}
              </TableCell>
              <TableCell align="right">{usd(lang, w.valueUsd)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600, borderBottom: 0 }}>
              {t('wallets.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, borderBottom: 0 }}>
              {usd(lang, total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Panel>
  );
}

function PricesPanel({ coins }: { coins: CoinData[] }) {
  const { t, i18n } = useTranslation('crypto');
  const theme = useTheme();
  const lang = i18n.language;
  return (
    <Panel title={t('prices.title')} testId="prices-panel">
      <Grid container spacing={2}>
        {coins.map((c) => {
          const up = c.trend.dir === 'up';
          const color = up ? theme.palette.success.main : theme.palette.error.main;
          const spark = theme.direction === 'rtl' ? [...c.spark].reverse() : c.spark;
          return (
            <Grid key={c.coin} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }} data-testid={`price-${c.coin}`}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{c.coin.toUpperCase()}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t(`coins.${c.coin}` as 'coins.btc')}
                    </Typography>
                  </Box>
                  <Trend coin={c} />
                </Stack>
                <Typography sx={{ fontSize: 22, fontWeight: 600, mt: 1 }}>
                  {usd(lang, c.price, c.price < 10 ? 4 : 2)}
                </Typography>
                <SparkLineChart
                  data={spark}
                  height={48}
                  area
                  baseline="min"
                  curve="natural"
                  color={color}
                  yAxis={{ min: Math.min(...spark), max: Math.max(...spark) }}
                />
              </Box>
            </Grid>
          );
        })}
      </Grid>
      <Box sx={visuallyHidden}>
        <table>
          <caption>{t('prices.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prices.coin')}</th>
              <th scope="col">{t('prices.price')}</th>
              <th scope="col">{t('prices.change')}</th>
            </tr>
          </thead>
          <tbody>
            {coins.map((c) => (
              <tr key={c.coin}>
                <th scope="row">{t(`coins.${c.coin}` as 'coins.btc')}</th>
                <td>{usd(lang, c.price, c.price < 10 ? 4 : 2)}</td>
                <td>
                  {c.trend.dir === 'up' ? '+' : '−'}
                  {percent(lang, c.trend.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Panel>
  );
}
