import type { InferInsertModel } from 'drizzle-orm';
import { COINS, type Coin } from '../../../domain/crypto-schemas.ts';
import type { Tx } from '../../db/client.ts';
import { cryptoPrices, cryptoWallets } from '../../db/schema/index.ts';
import { SeedRandom } from '../seed-random.ts';

// Sample prices until someone imports real ones: a year of daily prices and the last day by the
// minute for each coin, a random walk with each coin's own swing (XRP and BCH move more than
// bitcoin), ending near today's rough market levels.

const START: Record<Coin, { price: number; dailySwing: number; decimals: number }> = {
  btc: { price: 41_500, dailySwing: 0.028, decimals: 2 },
  eth: { price: 2_250, dailySwing: 0.034, decimals: 2 },
  bch: { price: 245, dailySwing: 0.041, decimals: 2 },
  xrp: { price: 0.55, dailySwing: 0.045, decimals: 4 },
};
/** What the demo staff and admins hold, so their wallets are not empty on a fresh start. */
const DEMO_WALLETS: Record<string, string> = {
  usd: '25000',
  btc: '0.42000000',
  eth: '3.75000000',
  bch: '12.50000000',
  xrp: '2400',
};

const DAY = 86_400_000;

export async function seedCryptoSamples(tx: Tx, now: Date, walletOwners: string[]): Promise<void> {
  const random = new SeedRandom(424_242);
  await tx.delete(cryptoPrices);
  const rows: InferInsertModel<typeof cryptoPrices>[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const lastMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  const gauss = () => (random.float() + random.float() + random.float() - 1.5) * 1.4;
  for (const coin of COINS) {
    const { price: start, dailySwing, decimals } = START[coin];
    const fix = (p: number) => p.toFixed(decimals);
    let price = start;
    // A gentle upward drift over the year (about +60 %), with swings.
    for (let d = 365; d >= 1; d--) {
      rows.push({ coin, resolution: 'day', at: new Date(today - d * DAY), price: fix(price) });
      price = Math.max(start * 0.3, price * (1 + 0.0013 + gauss() * dailySwing));
    }
    // The last day by the minute, from the day's opening level; today's daily price is where it ends.
    const minuteSwing = dailySwing / Math.sqrt(1440);
    for (let m = 1439; m >= 0; m--) {
      rows.push({ coin, resolution: 'minute', at: new Date(lastMinute - m * 60_000), price: fix(price) });
      price = Math.max(start * 0.3, price * (1 + gauss() * minuteSwing));
    }
    rows.push({ coin, resolution: 'day', at: new Date(today), price: rows.at(-1)!.price });
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(cryptoPrices).values(rows.slice(i, i + 1000));
  for (const userId of walletOwners) {
    await tx
      .insert(cryptoWallets)
      .values(Object.entries(DEMO_WALLETS).map(([coin, amount]) => ({ userId, coin, amount })))
      .onConflictDoNothing();
  }
}
