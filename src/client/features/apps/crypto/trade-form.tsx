import { Alert, Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COINS, tradeSchema, type Coin, type TradeSide } from '../../../../domain/crypto-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { useTrade, type CryptoData } from './crypto-api.ts';
import { coinAmount, usd } from './format.ts';

/** Buy or sell a coin for US dollars between the person's own wallets, at the stored price. */
export function TradeForm({ data, onDone }: { data: CryptoData; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('crypto');
  const lang = i18n.language;
  const message = useMessage();
  const trade = useTrade();
  const [side, setSide] = useState<TradeSide>('buy');
  const [coin, setCoin] = useState<Coin>('btc');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const wallet = data.wallets.find((w) => w.coin === coin);
  const usdWallet = data.wallets.find((w) => w.coin === 'usd');
  const price = data.coins.find((c) => c.coin === coin)?.price ?? 0;
  const value = Number(amount.replace(',', '.'));
  const estimate = price > 0 && value > 0 ? value / price : undefined;
  const coinLabel = coin.toUpperCase();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = tradeSchema.safeParse({
      walletId: wallet?.id ?? '',
      side,
      amountUsd: amount.trim() === '' ? Number.NaN : value,
    });
    if (!parsed.success) {
      setInvalid(message(parsed.error.issues[0]?.message));
      return;
    }
    setInvalid(undefined);
    trade.mutate(parsed.data, {
      onSuccess: (r) => {
        setAmount('');
        const words = {
          coins: `${coinAmount(lang, r.coinAmount)} ${r.coin.toUpperCase()}`,
          usd: usd(lang, r.amountUsd),
        };
        onDone(t(r.side === 'buy' ? 'trade.bought' : 'trade.sold', words));
      },
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={side}
        onChange={(_e, v: TradeSide | null) => v && setSide(v)}
        aria-label={t('trade.side')}
      >
        <ToggleButton value="buy" color="success">
          {t('trade.buy')}
        </ToggleButton>
        <ToggleButton value="sell" color="error">
          {t('trade.sell')}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        label={t('trade.coin')}
        value={coin}
        onChange={(e) => setCoin(e.target.value as Coin)}
        size="small"
      >
        {COINS.map((c) => (
          <MenuItem key={c} value={c}>
            {`${c.toUpperCase()} · ${t(`coins.${c}`)}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('trade.amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        size="small"
        error={Boolean(invalid)}
        helperText={
          invalid ??
          (estimate !== undefined
            ? t('trade.amountHint', {
                price: usd(lang, price, price < 10 ? 4 : 2),
                coins: `${coinAmount(lang, estimate)} ${coinLabel}`,
              })
            : undefined)
        }
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('trade.available', {
          value:
            side === 'buy'
              ? usd(lang, usdWallet?.amount ?? 0)
              : `${coinAmount(lang, wallet?.amount ?? 0)} ${coinLabel} (${usd(lang, wallet?.valueUsd ?? 0)})`,
        })}
      </Typography>
      {trade.error && <Alert severity="error">{message(trade.error)}</Alert>}
      <Button type="submit" variant="contained" color={side === 'buy' ? 'success' : 'error'} disabled={trade.isPending}>
        {trade.isPending
          ? t('trade.working')
          : t(side === 'buy' ? 'trade.submitBuy' : 'trade.submitSell', { coin: coinLabel })}
      </Button>
    </Stack>
  );
}
