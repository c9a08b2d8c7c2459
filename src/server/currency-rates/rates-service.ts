import { asc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_UNITS_PER_USD,
  SALARY_CURRENCIES,
  updateCurrencyRateSchema,
  type SalaryCurrency,
} from '../../domain/salary-currency.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/retry.ts';
import { currencyRates, jobs, users } from '../db/schema/index.ts';

export interface CurrencyRateFields {
  currency: string;
  unitsPerUsd: number;
  updatedAt: Date;
  updatedBy: string | null;
  updatedByName: string | null;
}

/** The rates in the order the product lists its currencies (the reference first). */
export async function listCurrencyRates(db: Db): Promise<CurrencyRateFields[]> {
  const rows = await db
    .select({
      currency: currencyRates.currency,
      unitsPerUsd: currencyRates.unitsPerUsd,
      updatedAt: currencyRates.updatedAt,
      updatedBy: currencyRates.updatedBy,
      updatedByName: users.displayName,
    })
    .from(currencyRates)
    .leftJoin(users, eq(users.id, currencyRates.updatedBy))
    .orderBy(asc(currencyRates.currency));
  const order = (c: string) => {
    const i = (SALARY_CURRENCIES as readonly string[]).indexOf(c);
    return i < 0 ? SALARY_CURRENCIES.length : i;
  };
  return rows
    .map((r) => ({ ...r, unitsPerUsd: Number(r.unitsPerUsd) }))
    .sort((a, b) => order(a.currency) - order(b.currency) || a.currency.localeCompare(b.currency));
}

/**
 * Sets one currency's rate and, in the same transaction, converts again the salaries of every
 * job in that currency with one UPDATE (the same salary_in_usd() the insert trigger uses), so
 * search sorts and filters by the new rate at once.
 */
export async function updateCurrencyRate(db: Db, staffId: string, input: unknown): Promise<CurrencyRateFields> {
  const { currency, unitsPerUsd } = updateCurrencyRateSchema.parse(input);
  // Its one UPDATE takes every job in the currency; a company's update (its jobs' currency) can
  // take some of them at the same moment in another order, so a deadlock is run again.
  await inTransaction(db, async (tx) => {
    await tx
      .insert(currencyRates)
      .values({ currency, unitsPerUsd: String(unitsPerUsd), updatedAt: new Date(), updatedBy: staffId })
      .onConflictDoUpdate({
        target: currencyRates.currency,
        set: { unitsPerUsd: String(unitsPerUsd), updatedAt: new Date(), updatedBy: staffId },
      });
    await tx.execute(sql`
      update ${jobs} set
        salary_min_usd = salary_in_usd(${jobs.salaryStart}, r.units_per_usd),
        salary_max_usd = salary_in_usd(${jobs.salaryEnd}, r.units_per_usd)
      from ${currencyRates} r
      where r.currency = ${jobs.salaryCurrency} and ${jobs.salaryCurrency} = ${currency}`);
  });
  const rate = (await listCurrencyRates(db)).find((r) => r.currency === currency);
  return rate!;
}

/**
 * Puts the starting rates back (the demo data is written with them). Jobs' amounts in US
 * dollars follow through the trigger when the jobs are inserted afterwards.
 */
export async function resetCurrencyRates(db: Pick<Db, 'insert'>): Promise<void> {
  const rows = Object.entries(DEFAULT_UNITS_PER_USD).map(([currency, units]) => ({
    currency: currency as SalaryCurrency,
    unitsPerUsd: String(units),
    updatedAt: new Date(),
    updatedBy: null,
  }));
  await db
    .insert(currencyRates)
    .values(rows)
    .onConflictDoUpdate({
      target: currencyRates.currency,
      set: { unitsPerUsd: sql`excluded.units_per_usd`, updatedAt: sql`excluded.updated_at`, updatedBy: null },
    });
}
