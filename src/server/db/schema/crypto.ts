import { index, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The crypto dashboard. There is no market feed: the prices are stored sample series (a year of
// daily prices and the last day by the minute) that staff may replace with a CSV import.

/** One coin's price in US dollars at a day (midnight UTC) or a minute. */
export const cryptoPrices = pgTable(
  'crypto_prices',
  {
    coin: text('coin').notNull(),
    /** 'day' or 'minute'. */
    resolution: text('resolution').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    price: numeric('price', { precision: 20, scale: 8 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.coin, t.resolution, t.at] })],
);

/** A person's wallet of one coin (or of US dollars, the quote currency). */
export const cryptoWallets = pgTable(
  'crypto_wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** usd, btc, eth, bch or xrp. */
    coin: text('coin').notNull(),
    amount: numeric('amount', { precision: 24, scale: 8 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('crypto_wallets_user_coin').on(t.userId, t.coin), index('crypto_wallets_user_idx').on(t.userId)],
);
