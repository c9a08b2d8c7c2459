import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCryptoPricesCsv } from '../../../domain/crypto-schemas.ts';
import { cryptoPrices, cryptoWallets, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { setDashboardClock } from '../../lib/dashboard-clock.ts';
import { fromUnits, toUnits } from './crypto-service.ts';

const NOW = new Date('2026-06-10T10:30:00Z');
const DASHBOARD = `query ($range: String) { cryptoDashboard(range: $range) { range
  coins { coin name price trend { dir amount } marketCap volume supply allTimeHigh updatedAt series { at price } spark }
  wallets { id coin amount valueUsd } } }`;
const TRADE = `mutation ($input: CryptoTradeInput!) { cryptoTrade(input: $input) {
  side coin price amountUsd coinAmount usdBalance coinBalance } }`;
const IMPORT = `mutation ($csv: String!) { importCryptoPrices(csv: $csv) { imported days minutes } }`;

interface Wallet {
  id: string;
  coin: string;
  amount: number;
  valueUsd: number;
}
interface Coin {
  coin: string;
  price: number;
  trend: { dir: string; amount: number };
  marketCap: number;
  supply: number;
  allTimeHigh: number;
  updatedAt: string | null;
  series: { at: string; price: number }[];
  spark: number[];
}

const GOOD_CSV = [
  'date,coin,price',
  '2026-06-08,btc,50000',
  '2026-06-09,btc,51000.5',
  '2026-06-08,eth,2000',
  '2026-06-08,bch,300',
  '2026-06-08,xrp,0.5',
  '2026-06-10T10:00Z,btc,52000',
  '2026-06-10T10:01Z,btc,52100',
].join('\n');

describe.each(testDatabaseKinds())('crypto dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  const db = () => t.app.services.database.db;
  const dashboard = async (token = staff, range?: string) => {
    const res = await gql<{ cryptoDashboard: { range: string; coins: Coin[]; wallets: Wallet[] } }>(
      t,
      DASHBOARD,
      range ? { range } : {},
      { token },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.cryptoDashboard;
  };
  const tradeAs = (token: string, input: Record<string, unknown>) =>
    gql<{ cryptoTrade: Record<string, number | string> }>(t, TRADE, { input }, { token });
  const walletOf = async (token: string, coin: string) =>
    (await dashboard(token)).wallets.find((w) => w.coin === coin)!;
  const priceCount = async () => (await db().select({ n: count() }).from(cryptoPrices))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db(), NOW);
    setDashboardClock(() => NOW);
    [admin, staff, seeker] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
    ]);
  }, 120_000);
  afterAll(async () => {
    setDashboardClock(undefined);
    await t.close();
  });

  it('shows the four coins with their market figures, a day by the minute or a year by the day', async () => {
    const day = await dashboard();
    expect(day.coins.map((c) => c.coin)).toEqual(['btc', 'eth', 'bch', 'xrp']);
    const btc = day.coins[0]!;
    expect(btc.price).toBeGreaterThan(0);
    expect(btc.marketCap).toBeCloseTo(btc.price * btc.supply, -2);
    expect(btc.allTimeHigh).toBeGreaterThanOrEqual(btc.price);
    expect(['up', 'down']).toContain(btc.trend.dir);
    expect(btc.series.length).toBeGreaterThan(250); // the last day every five minutes
    expect(btc.spark).toHaveLength(25);
    expect(btc.series.at(-1)!.price).toBe(btc.price);
    const year = await dashboard(staff, 'year');
    expect(year.coins[0]!.series.length).toBe(366);
    expect(year.coins[0]!.series[0]!.at.slice(0, 10)).toBe('2025-06-10');
    expect((await gql(t, DASHBOARD, { range: 'week' }, { token: staff })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('gives each person a wallet per coin and one in dollars', async () => {
    const wallets = (await dashboard(admin)).wallets;
    expect(wallets.map((w) => w.coin)).toEqual(['usd', 'btc', 'eth', 'bch', 'xrp']);
    expect(wallets[0]!.amount).toBe(25000);
  });

  it('buys at the stored price: dollars to the cent, the coin rounded down to 8 decimals, in both wallets', async () => {
    const [price] = await db()
      .update(cryptoPrices)
      .set({ price: '30000.00000000' })
      .where(and(eq(cryptoPrices.coin, 'btc'), eq(cryptoPrices.at, new Date((await dashboard()).coins[0]!.updatedAt!))))
      .returning();
    expect(price).toBeDefined();
    const before = await dashboard();
    const btc = before.wallets.find((w) => w.coin === 'btc')!;
    const usd = before.wallets.find((w) => w.coin === 'usd')!;
    const res = await tradeAs(staff, { walletId: btc.id, side: 'buy', amountUsd: 100 });
    expect(res.errors).toBeUndefined();
    // 100 / 30000 = 0.003333333…: the buyer gets 0.00333333.
    expect(res.data!.cryptoTrade).toMatchObject({ side: 'buy', coin: 'btc', price: 30000, coinAmount: 0.00333333 });
    expect((await walletOf(staff, 'usd')).amount).toBeCloseTo(usd.amount - 100, 2);
    expect((await walletOf(staff, 'btc')).amount).toBeCloseTo(btc.amount + 0.00333333, 8);
    // Selling $100 takes the coin rounded up: 0.00333334.
    const sold = await tradeAs(staff, { walletId: btc.id, side: 'sell', amountUsd: 100 });
    expect(sold.data!.cryptoTrade.coinAmount).toBe(0.00333334);
    expect((await walletOf(staff, 'usd')).amount).toBeCloseTo(usd.amount, 2);
    expect(toUnits('0.00000001')).toBe(1n);
    expect(fromUnits(toUnits('-12.5'))).toBe('-12.50000000');
  });

  it('refuses a trade that would make a wallet negative, more than two decimals, or nothing at all; writes nothing', async () => {
    const before = await dashboard();
    const eth = before.wallets.find((w) => w.coin === 'eth')!;
    const usd = before.wallets.find((w) => w.coin === 'usd')!;
    const cases: [Record<string, unknown>, string][] = [
      [{ walletId: eth.id, side: 'buy', amountUsd: usd.amount + 1 }, 'crypto.notEnoughUsd'],
      [{ walletId: eth.id, side: 'sell', amountUsd: eth.valueUsd + 1000 }, 'crypto.notEnoughCoin'],
      [{ walletId: eth.id, side: 'buy', amountUsd: 10.005 }, 'crypto.amountCents'],
      [{ walletId: eth.id, side: 'buy', amountUsd: 0 }, 'crypto.amountPositive'],
      [{ walletId: eth.id, side: 'swap', amountUsd: 5 }, 'crypto.sideInvalid'],
    ];
    for (const [input, key] of cases) {
      const res = await tradeAs(staff, input);
      expect(res.errors?.[0]?.extensions?.code, key).toBe('BAD_USER_INPUT');
      expect((res.errors?.[0]?.extensions as { messageKey?: string }).messageKey).toBe(key);
    }
    expect((await dashboard()).wallets).toEqual(before.wallets);
  });

  it('keeps another person’s wallet out of reach (not found), and the dollar wallet is not a coin', async () => {
    const adminBtc = await walletOf(admin, 'btc');
    const res = await tradeAs(staff, { walletId: adminBtc.id, side: 'sell', amountUsd: 10 });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await walletOf(admin, 'btc')).amount).toBe(adminBtc.amount);
    const usd = await walletOf(staff, 'usd');
    expect((await tradeAs(staff, { walletId: usd.id, side: 'buy', amountUsd: 1 })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await tradeAs(staff, { walletId: 'nope', side: 'buy', amountUsd: 1 })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('names every bad line of a price file and writes nothing', async () => {
    const before = await priceCount();
    const bad = [
      'date,coin,price',
      '2026-06-08,btc,50000',
      '2026-13-01,btc,1',
      '2026-06-08,doge,1',
      '2026-06-08,eth,-4',
      '2026-06-08,eth',
      '2026-06-08,btc,50001',
      '2027-01-01,btc,1',
    ].join('\n');
    const res = await gql(t, IMPORT, { csv: bad }, { token: staff });
    const error = res.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((error?.extensions as { messageKey?: string }).messageKey).toBe('crypto.csvBadFile');
    const details = (error?.extensions as { details: { line: number; messageKey: string; message: string }[] }).details;
    expect(details.map((d) => [d.line, d.messageKey])).toEqual([
      [3, 'crypto.csvDate'],
      [4, 'crypto.csvCoin'],
      [5, 'crypto.csvPrice'],
      [6, 'crypto.csvColumns'],
      [7, 'crypto.csvDuplicate'],
      [8, 'crypto.csvFuture'],
    ]);
    expect(details[1]!.message).toBe('Line 4: “doge” is not one of the coins btc, eth, bch, xrp');
    expect(details[4]!.message).toContain('(line 2)');
    expect(await priceCount()).toBe(before);
    // A file without one of the coins is refused too.
    const partial = await gql(t, IMPORT, { csv: '2026-06-08,btc,1' }, { token: staff });
    expect((partial.errors?.[0]?.extensions as { details: { messageKey: string }[] }).details[0]!.messageKey).toBe(
      'crypto.csvMissingCoin',
    );
    expect(parseCryptoPricesCsv('', NOW).problems[0]!.key).toBe('crypto.csvEmpty');
    expect(await priceCount()).toBe(before);
  });

  it('replaces every price with a good file; the dashboard and trades follow', async () => {
    const res = await gql<{ importCryptoPrices: { imported: number; days: number; minutes: number } }>(
      t,
      IMPORT,
      { csv: GOOD_CSV },
      { token: staff },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.importCryptoPrices).toEqual({ imported: 7, days: 5, minutes: 2 });
    expect(await priceCount()).toBe(7);
    const btc = (await dashboard()).coins[0]!;
    expect(btc.price).toBe(52100);
    expect(btc.allTimeHigh).toBe(52100);
    expect(btc.trend).toEqual({ dir: 'up', amount: 0.19 });
    expect((await dashboard(staff, 'year')).coins[0]!.series.map((p) => p.price)).toEqual([50000, 51000.5]);
    const wallet = await walletOf(staff, 'btc');
    const bought = await tradeAs(staff, { walletId: wallet.id, side: 'buy', amountUsd: 521 });
    expect(bought.data!.cryptoTrade.coinAmount).toBe(0.01);
  });

  it('is for staff and admins: job seekers and guests are refused', async () => {
    expect((await gql(t, DASHBOARD, {}, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, DASHBOARD, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, IMPORT, { csv: GOOD_CSV }, { token: seeker })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const [jane] = await db().select().from(users).where(eq(users.email, 'seeker@cpa-careers.test'));
    expect(await db().select().from(cryptoWallets).where(eq(cryptoWallets.userId, jane!.id))).toEqual([]);
    const res = await tradeAs(seeker, { walletId: (await walletOf(staff, 'btc')).id, side: 'buy', amountUsd: 1 });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
