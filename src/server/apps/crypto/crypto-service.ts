import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import {
  COINS,
  COIN_DECIMALS,
  CRYPTO_MESSAGES as M,
  WALLET_COINS,
  parseCryptoPricesCsv,
  tradeSchema,
  type Coin,
} from '../../../domain/crypto-schemas.ts';
import { isId } from '../../../domain/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cryptoPrices, cryptoWallets } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { englishText } from '../../../domain/messages.ts';
import { parseInput } from '../../lib/validate.ts';

/** Sample market figures that no price file carries: coins in circulation and a day's traded volume (USD). */
export const COIN_FACTS: Record<Coin, { name: string; supply: number; volume: number }> = {
  btc: { name: 'Bitcoin', supply: 19_790_000, volume: 38_400_000_000 },
  eth: { name: 'Ethereum', supply: 120_300_000, volume: 17_900_000_000 },
  bch: { name: 'Bitcoin Cash', supply: 19_810_000, volume: 410_000_000 },
  xrp: { name: 'XRP', supply: 57_400_000_000, volume: 2_100_000_000 },
};
/** What a new wallet holds: nothing. Play money is sample content; only the demo accounts get some (the seed). */
export const STARTING_USD = '0';

const SCALE = 10n ** BigInt(COIN_DECIMALS);
/** A numeric string as an integer of 1e-8 units (exact: no floating point in money). */
export function toUnits(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole) * SCALE + BigInt((fraction + '00000000').slice(0, COIN_DECIMALS));
  return negative ? -units : units;
}
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const s = `${abs / SCALE}.${(abs % SCALE).toString().padStart(COIN_DECIMALS, '0')}`;
  return negative ? `-${s}` : s;
}

const notFound = () => new AppError('NOT_FOUND', M.walletNotFound);

/** The latest stored price of each coin: the newest minute, else the newest day. */
export async function latestPrices(db: Db | Tx): Promise<Map<Coin, string>> {
  const rows = await db
    .selectDistinctOn([cryptoPrices.coin], { coin: cryptoPrices.coin, price: cryptoPrices.price })
    .from(cryptoPrices)
    .orderBy(asc(cryptoPrices.coin), desc(cryptoPrices.at), desc(cryptoPrices.resolution));
  return new Map(rows.map((r) => [r.coin as Coin, r.price]));
}

/** The person's wallets (one per coin and one in US dollars), made empty on first use. */
export async function ensureWallets(db: Db | Tx, userId: string) {
  await db
    .insert(cryptoWallets)
    .values(WALLET_COINS.map((coin) => ({ userId, coin, amount: STARTING_USD })))
    .onConflictDoNothing();
  const rows = await db.select().from(cryptoWallets).where(eq(cryptoWallets.userId, userId));
  const order = (c: string) => (WALLET_COINS as readonly string[]).indexOf(c);
  return rows.sort((a, b) => order(a.coin) - order(b.coin));
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Everything the dashboard shows: the coins' prices and the bitcoin panel in a range, and the person's wallets. */
export async function cryptoDashboard(db: Db, userId: string, range: 'day' | 'year', now: Date) {
  const yearAgo = new Date(now.getTime() - 366 * 86_400_000);
  const rows = await db.select().from(cryptoPrices).where(gte(cryptoPrices.at, yearAgo)).orderBy(asc(cryptoPrices.at));
  const ath = await db
    .select({ coin: cryptoPrices.coin, max: sql<string>`max(${cryptoPrices.price})` })
    .from(cryptoPrices)
    .groupBy(cryptoPrices.coin);
  const coins = COINS.map((coin) => {
    const days = rows.filter((r) => r.coin === coin && r.resolution === 'day');
    const minutes = rows.filter((r) => r.coin === coin && r.resolution === 'minute');
    const last = minutes.at(-1) ?? days.at(-1);
    const price = last ? Number(last.price) : 0;
    // A day ago: the first minute of the last day, else the day before the newest day.
    const before = minutes.length > 1 ? minutes[0] : days.at(-2);
    const previous = before ? Number(before.price) : price;
    const change = previous > 0 ? round(((price - previous) / previous) * 100, 2) : 0;
    const facts = COIN_FACTS[coin];
    const series = range === 'day' ? everyNth(minutes, 5) : days;
    return {
      coin,
      name: facts.name,
      price,
      trend: { dir: change >= 0 ? 'up' : 'down', amount: Math.abs(change) },
      marketCap: round(price * facts.supply, 0),
      volume: facts.volume,
      supply: facts.supply,
      allTimeHigh: Number(ath.find((a) => a.coin === coin)?.max ?? price),
      updatedAt: last?.at.toISOString() ?? null,
      series: series.map((r) => ({ at: r.at.toISOString(), price: Number(r.price) })),
      // The last day by the hour, for the small charts of the price list.
      spark: everyNth(minutes, 60).map((r) => Number(r.price)),
    };
  });
  const wallets = await ensureWallets(db, userId);
  return {
    range,
    coins,
    wallets: wallets.map((w) => {
      const price = w.coin === 'usd' ? 1 : (coins.find((c) => c.coin === w.coin)?.price ?? 0);
      return { id: w.id, coin: w.coin, amount: Number(w.amount), valueUsd: round(Number(w.amount) * price, 2) };
    }),
  };
}

function everyNth<T>(list: T[], n: number): T[] {
  if (list.length <= 2) return list;
  const picked = list.filter((_, i) => i % n === 0);
  if (picked.at(-1) !== list.at(-1)) picked.push(list.at(-1)!);
  return picked;
}

/**
 * Buys or sells a coin for US dollars at its stored price, between the person's own wallets, in
 * one transaction with both wallets locked. The amount is in dollars to the cent; a purchase gets
 * the coin rounded down to 8 decimals, a sale gives the coin rounded up, so rounding never favours
 * the trader. No wallet goes below zero.
 */
export async function trade(db: Db, userId: string, input: unknown) {
  const data = parseInput(tradeSchema, input);
  if (!isId(data.walletId)) throw notFound();
  await ensureWallets(db, userId);
  return db.transaction(async (tx) => {
    const [wallet] = await tx
      .select()
      .from(cryptoWallets)
      .where(and(eq(cryptoWallets.id, data.walletId), eq(cryptoWallets.userId, userId)))
      .for('update');
    if (!wallet || wallet.coin === 'usd') throw notFound();
    const [usd] = await tx
      .select()
      .from(cryptoWallets)
      .where(and(eq(cryptoWallets.userId, userId), eq(cryptoWallets.coin, 'usd')))
      .for('update');
    const priceText = (await latestPrices(tx)).get(wallet.coin as Coin);
    if (!usd || !priceText) throw new AppError('CONFLICT', M.noPrice);
    const price = toUnits(priceText);
    const dollars = BigInt(Math.round(data.amountUsd * 100)) * (SCALE / 100n);
    const exact = (dollars * SCALE) / price;
    const coinUnits = data.side === 'buy' ? exact : exact * price === dollars * SCALE ? exact : exact + 1n;
    if (coinUnits <= 0n) throw new AppError('BAD_USER_INPUT', M.amountTooSmall);
    const usdAfter = toUnits(usd.amount) + (data.side === 'buy' ? -dollars : dollars);
    const coinAfter = toUnits(wallet.amount) + (data.side === 'buy' ? coinUnits : -coinUnits);
    if (usdAfter < 0n) throw new AppError('BAD_USER_INPUT', M.notEnoughUsd);
    if (coinAfter < 0n) throw new AppError('BAD_USER_INPUT', M.notEnoughCoin);
    const now = new Date();
    await tx
      .update(cryptoWallets)
      .set({ amount: fromUnits(usdAfter), updatedAt: now })
      .where(eq(cryptoWallets.id, usd.id));
    await tx
      .update(cryptoWallets)
      .set({ amount: fromUnits(coinAfter), updatedAt: now })
      .where(eq(cryptoWallets.id, wallet.id));
    return {
      side: data.side,
      coin: wallet.coin,
      price: Number(priceText),
      amountUsd: Number(fromUnits(dollars)),
      coinAmount: Number(fromUnits(coinUnits)),
      usdBalance: Number(fromUnits(usdAfter)),
      coinBalance: Number(fromUnits(coinAfter)),
    };
  });
}

/**
 * Staff: replaces every stored price with a file's. Every bad line is named (line and reason) and
 * then nothing is written; a good file replaces the prices in one transaction.
 */
export async function importPrices(db: Db, csv: string, now: Date) {
  const { prices, problems } = parseCryptoPricesCsv(csv, now);
  if (problems.length > 0) {
    const details = problems.slice(0, 50).map((p) => ({
      line: p.line,
      messageKey: p.key,
      params: p.params,
      message: englishText(p.key, p.params) ?? p.key,
    }));
    throw new AppError('BAD_USER_INPUT', M.csvBadFile, { details, extensions: { problemCount: problems.length } });
  }
  await db.transaction(async (tx) => {
    await tx.delete(cryptoPrices);
    for (let i = 0; i < prices.length; i += 1000)
      await tx
        .insert(cryptoPrices)
        .values(
          prices
            .slice(i, i + 1000)
            .map((p) => ({ coin: p.coin, resolution: p.resolution, at: new Date(p.at), price: p.price })),
        );
  });
  return {
    imported: prices.length,
    days: prices.filter((p) => p.resolution === 'day').length,
    minutes: prices.filter((p) => p.resolution === 'minute').length,
  };
}
