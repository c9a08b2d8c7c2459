import type { GraphqlModule } from '../graphql/module.ts';
import { isStaff, requireStaff } from '../policies/roles.ts';
import { listCurrencyRates, updateCurrencyRate, type CurrencyRateFields } from './rates-service.ts';

const toGraphql = (r: CurrencyRateFields, showEditor: boolean) => ({
  currency: r.currency,
  unitsPerUsd: r.unitsPerUsd,
  updatedAt: r.updatedAt.toISOString(),
  updatedByName: showEditor ? r.updatedByName : null,
});

export const currencyRatesModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "What one US dollar buys in a currency salaries may be in. Staff keep these (there is no outside feed); search compares salaries in US dollars with them."
    type CurrencyRate {
      "ISO 4217 code, e.g. TRY."
      currency: String!
      "Units of the currency per 1 US dollar (USD is the reference: 1)."
      unitsPerUsd: Float!
      updatedAt: String!
      "Who last changed it: shown to staff only; null for the starting rates."
      updatedByName: String
    }
    input UpdateCurrencyRateInput {
      currency: String!
      unitsPerUsd: Float!
    }
    extend type Query {
      "Every currency a salary may be in, with its rate."
      currencyRates: [CurrencyRate!]!
    }
    extend type Mutation {
      "Staff and admin: set a currency's rate; every job's salary in US dollars follows at once."
      updateCurrencyRate(input: UpdateCurrencyRateInput!): CurrencyRate!
    }
  `,
  resolvers: {
    Query: {
      currencyRates: async (_root, _args, ctx) => {
        const staff = ctx.user !== undefined && isStaff(ctx.user);
        return (await listCurrencyRates(ctx.db)).map((r) => toGraphql(r, staff));
      },
    },
    Mutation: {
      updateCurrencyRate: async (_root, { input }, ctx) => {
        const staff = requireStaff(ctx);
        return toGraphql(await updateCurrencyRate(ctx.db, staff.id, input), true);
      },
    },
  },
};
