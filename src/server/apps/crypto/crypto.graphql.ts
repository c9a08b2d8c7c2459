import { z } from 'zod';
import type { GraphqlModule } from '../../graphql/module.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireDashboardViewer } from '../../policies/dashboards.ts';
import { dashboardNow } from '../../lib/dashboard-clock.ts';
import { cryptoDashboard, importPrices, trade } from './crypto-service.ts';

const rangeSchema = z.enum(['day', 'year']);

export const cryptoModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type CryptoTrend {
      "up or down."
      dir: String!
      "The change over the last day, in percent."
      amount: Float!
    }
    type CryptoPricePoint {
      at: String!
      price: Float!
    }
    "A coin's stored price (US dollars) and market figures."
    type CryptoCoin {
      "btc, eth, bch or xrp."
      coin: String!
      name: String!
      price: Float!
      trend: CryptoTrend!
      marketCap: Float!
      volume: Float!
      supply: Float!
      allTimeHigh: Float!
      updatedAt: String
      "The range's prices: the last day every 5 minutes, or the year by the day."
      series: [CryptoPricePoint!]!
      "The last day by the hour."
      spark: [Float!]!
    }
    "One of the signed-in person's wallets: US dollars or a coin."
    type CryptoWallet {
      id: ID!
      coin: String!
      amount: Float!
      valueUsd: Float!
    }
    type CryptoDashboard {
      range: String!
      coins: [CryptoCoin!]!
      wallets: [CryptoWallet!]!
    }
    input CryptoTradeInput {
      "The coin's wallet (one of the caller's own)."
      walletId: ID!
      "buy or sell."
      side: String!
      "US dollars to spend or to receive, to the cent."
      amountUsd: Float!
    }
    type CryptoTrade {
      side: String!
      coin: String!
      price: Float!
      amountUsd: Float!
      coinAmount: Float!
      usdBalance: Float!
      coinBalance: Float!
    }
    type CryptoPriceImport {
      imported: Int!
      days: Int!
      minutes: Int!
    }
    extend type Query {
      "Staff and admin: the coins' prices and the caller's wallets; range day (default) or year."
      cryptoDashboard(range: String): CryptoDashboard!
    }
    extend type Mutation {
      "Staff and admin: buy or sell a coin for US dollars between one's own wallets at the stored price."
      cryptoTrade(input: CryptoTradeInput!): CryptoTrade!
      "Staff and admin: replace every stored price with a CSV file's (date, coin, price); nothing is written on a bad file."
      importCryptoPrices(csv: String!): CryptoPriceImport!
    }
  `,
  resolvers: {
    Query: {
      cryptoDashboard: async (_root, { range }, ctx) => {
        const user = requireDashboardViewer(ctx);
        return cryptoDashboard(ctx.db, user.id, parseInput(rangeSchema, range ?? 'day'), dashboardNow());
      },
    },
    Mutation: {
      cryptoTrade: async (_root, { input }, ctx) => trade(ctx.db, requireDashboardViewer(ctx).id, input),
      importCryptoPrices: async (_root, { csv }, ctx) => {
        requireDashboardViewer(ctx);
        return importPrices(ctx.db, csv, dashboardNow());
      },
    },
  },
};
