import {
  Button,
  Paper,
  Snackbar,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { REFERENCE_CURRENCY, updateCurrencyRateSchema } from '../../../domain/salary-currency.ts';
import { useMessage } from '../../i18n/use-message.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatMoney, useCurrencyRates } from '../jobs/index.ts';
import { isolate } from '../../lib/bidi.ts';
import { AdminPage } from './admin-page.tsx';
import { useUpdateCurrencyRate } from './currency-rates-api.ts';
import { ErrorState, LoadingState } from './list-states.tsx';
import { useAdminError } from './use-admin-error.ts';
import { scrollHintSx } from '../../components/scroll-hint-sx.ts';

type Rate = NonNullable<ReturnType<typeof useCurrencyRates>['data']>[number];

/** The currency's name in the reader's language ("Turkish lira"), or its code. */
function currencyName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Six decimals at most, in the reader's digits. */
const number = (value: number, lang: string) => new Intl.NumberFormat(lang, { maximumFractionDigits: 6 }).format(value);

function RateRow({ rate, onSaved }: { rate: Rate; onSaved: (currency: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const message = useMessage();
  const describe = useAdminError();
  const save = useUpdateCurrencyRate();
  const [draft, setDraft] = useState(String(rate.unitsPerUsd));
  const [invalid, setInvalid] = useState<string | undefined>();
  const reference = rate.currency === REFERENCE_CURRENCY;
  const inputId = `rate-${rate.currency}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The same rules as the server's, so a typo is caught before it is sent.
    const parsed = updateCurrencyRateSchema.safeParse({ currency: rate.currency, unitsPerUsd: draft });
    if (!parsed.success) {
      setInvalid(message(parsed.error.issues[0]?.message));
      return;
    }
    if (parsed.data.unitsPerUsd === rate.unitsPerUsd) {
      setInvalid(t('currencyRates.unchanged'));
      return;
    }
    setInvalid(undefined);
    save.mutate(parsed.data, { onSuccess: () => onSaved(rate.currency) });
  };

  const error = invalid ?? (save.isError ? describe(save.error) : undefined);
  return (
    <TableRow data-testid={`rate-row-${rate.currency}`}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {rate.currency}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {currencyName(rate.currency, lang)}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 260 }}>
        {reference ? (
          <Typography variant="body2">1 · {t('currencyRates.reference')}</Typography>
        ) : (
          <Stack
            component="form"
            noValidate
            direction="row"
            spacing={1}
            onSubmit={submit}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              id={inputId}
              size="small"
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setInvalid(undefined);
              }}
              error={Boolean(error)}
              helperText={error}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  dir: 'ltr',
                  'aria-label': `${t('currencyRates.rate', { dollar: formatMoney(1, 'USD', lang) })} (${rate.currency})`,
                },
              }}
              sx={{ width: 150 }}
            />
            <Button
              type="submit"
              variant="outlined"
              loading={save.isPending}
              aria-label={t('currencyRates.saveRate', { currency: rate.currency })}
            >
              {t('currencyRates.save')}
            </Button>
          </Stack>
        )}
      </TableCell>
      <TableCell>
        <bdi>{number(1 / rate.unitsPerUsd, lang)}</bdi>
      </TableCell>
      <TableCell>
        <Typography variant="body2" color="text.secondary">
          {rate.updatedByName ? (
            t('currencyRates.updatedBy', { date: formatDate(rate.updatedAt, lang), name: rate.updatedByName })
          ) : (
            <>
              {t('currencyRates.startingRate')} · {formatDate(rate.updatedAt, lang)}
            </>
          )}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

/** /admin/currency-rates — what a US dollar buys in each salary currency; staff keep these by hand. */
export default function CurrencyRatesPage() {
  const { t, i18n } = useTranslation('admin');
  const rates = useCurrencyRates();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminPage title={t('currencyRates.title')} subtitle={t('currencyRates.subtitle')}>
      {rates.isPending ? (
        <LoadingState />
      ) : rates.isError ? (
        <ErrorState onRetry={() => void rates.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={[scrollHintSx, { maxWidth: 1000 }]}>
          <Table size="small" aria-label={t('currencyRates.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('currencyRates.currency')}</TableCell>
                <TableCell>{t('currencyRates.rate', { dollar: formatMoney(1, 'USD', i18n.language) })}</TableCell>
                <TableCell>{t('currencyRates.inverse', { usd: isolate('US$') })}</TableCell>
                <TableCell>{t('currencyRates.updated')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.data.map((rate) => (
                <RateRow
                  // A saved rate starts the row afresh with the stored value.
                  key={`${rate.currency}-${rate.updatedAt}`}
                  rate={rate}
                  onSaved={(currency) => setNotice(t('currencyRates.saved', { currency }))}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </AdminPage>
  );
}
