import { z } from 'zod';
import { catalog } from './messages.ts';
import { CRYPTO_TEXTS, CSV_MAX_LINES, TRADE_MAX_USD } from './crypto-texts.ts';
export * from './crypto-texts.ts';

// The crypto dashboard (SPEC section 3): four coins priced in US dollars, a wallet per coin and
// one in dollars per person, and the CSV staff import to replace the stored prices.

export const COINS = ['btc', 'eth', 'bch', 'xrp'] as const;
export type Coin = (typeof COINS)[number];
/** The quote currency: prices and trades are in US dollars, to the cent. */
export const QUOTE = 'usd' as const;
export const WALLET_COINS = [QUOTE, ...COINS] as const;
export type WalletCoin = (typeof WALLET_COINS)[number];
export const TRADE_SIDES = ['buy', 'sell'] as const;
export type TradeSide = (typeof TRADE_SIDES)[number];
/** A coin amount's decimals (satoshi for bitcoin). */
export const COIN_DECIMALS = 8;
/** The most problems listed for one file: the rest are counted. */
export const CSV_MAX_ERRORS = 50;

export const CRYPTO_MESSAGES = catalog('crypto', CRYPTO_TEXTS);
const M = CRYPTO_MESSAGES;

const hasCents = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const tradeSchema = z
  .object({
    walletId: z.string({ error: M.walletNotFound }).min(1, M.walletNotFound),
    side: z.enum(TRADE_SIDES, { error: M.sideInvalid }),
    amountUsd: z
      .number({ error: M.amountRequired })
      .refine(Number.isFinite, M.amountRequired)
      .gt(0, M.amountPositive)
      .max(TRADE_MAX_USD, M.amountTooLarge)
      .refine(hasCents, M.amountCents),
  })
  .strict();
export type TradeInput = z.infer<typeof tradeSchema>;

export interface CsvPrice {
  coin: Coin;
  /** ISO instant: midnight UTC for a day's price, the minute for a minute's price. */
  at: string;
  resolution: 'day' | 'minute';
  /** The price in US dollars as written (at most 8 decimals). */
  price: string;
}
export interface CsvProblem {
  line: number;
  key: string;
  params: Record<string, string | number>;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::00(?:\.000)?)?(?:Z|\+00:00)?$/;
const PRICE_RE = /^\d{1,12}(?:\.\d{1,8})?$/;

function readDate(text: string): { at: string; resolution: 'day' | 'minute' } | undefined {
  const day = DAY_RE.exec(text);
  const minute = day ? undefined : MINUTE_RE.exec(text);
  const parts = (day ?? minute)?.slice(1).map(Number);
  if (!parts) return undefined;
  const [y, mo, d, h = 0, mi = 0] = parts as [number, number, number, number?, number?];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59)
    return undefined;
  return { at: date.toISOString(), resolution: day ? 'day' : 'minute' };
}

/**
 * Reads a price file: one `date,coin,price` per line (a header line of those words may come
 * first; blank lines are skipped). Every problem is named with its line; a file with any problem
 * gives no prices, so a bad file never replaces good prices.
 */
export function parseCryptoPricesCsv(
  text: string,
  now: Date = new Date(),
): { prices: CsvPrice[]; problems: CsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const problems: CsvProblem[] = [];
  const prices: CsvPrice[] = [];
  if (lines.length > CSV_MAX_LINES + 1) return { prices: [], problems: [{ line: 0, key: M.csvTooLong, params: {} }] };
  const seen = new Map<string, number>();
  const latest = now.getTime() + 60_000;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    const cells = text.split(/[,;\t]/).map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (index === 0 && cells[0]?.toLowerCase() === 'date') return;
    if (cells.length !== 3) {
      problems.push({ line, key: M.csvColumns, params: { line, found: cells.length } });
      return;
    }
    const [dateText, coinText, priceText] = cells as [string, string, string];
    const date = readDate(dateText);
    const coin = coinText.toLowerCase() as Coin;
    if (!date) problems.push({ line, key: M.csvDate, params: { line, value: dateText } });
    else if (new Date(date.at).getTime() > latest)
      problems.push({ line, key: M.csvFuture, params: { line, value: dateText } });
    if (!(COINS as readonly string[]).includes(coin))
      problems.push({ line, key: M.csvCoin, params: { line, value: coinText } });
    if (!PRICE_RE.test(priceText) || Number(priceText) <= 0)
      problems.push({ line, key: M.csvPrice, params: { line, value: priceText } });
    if (!date || problems.at(-1)?.line === line) return;
    const id = `${coin}|${date.at}|${date.resolution}`;
    const first = seen.get(id);
    if (first !== undefined) {
      problems.push({ line, key: M.csvDuplicate, params: { line, coin: coin.toUpperCase(), value: dateText, first } });
      return;
    }
    seen.set(id, line);
    prices.push({ coin, at: date.at, resolution: date.resolution, price: priceText });
  });
  if (problems.length === 0 && prices.length === 0) problems.push({ line: 0, key: M.csvEmpty, params: {} });
  if (problems.length === 0)
    for (const coin of COINS)
      if (!prices.some((p) => p.coin === coin && p.resolution === 'day'))
        problems.push({ line: 0, key: M.csvMissingCoin, params: { coin: coin.toUpperCase() } });
  return problems.length > 0 ? { prices: [], problems } : { prices, problems };
}
