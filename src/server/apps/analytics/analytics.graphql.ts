import { analyticsRangeSchema } from '../../../domain/analytics-schemas.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireStaff } from '../../policies/roles.ts';
import { analyticsDashboard } from './analytics-dashboard.ts';
import { rollUpAnalytics } from './analytics-rollup.ts';

export const analyticsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "The analytics dashboard's ranges: the last 7, 30 or 90 days (UTC, today included), or from-to."
    enum AnalyticsPreset {
      last7
      last30
      last90
      custom
    }
    input AnalyticsRangeInput {
      preset: AnalyticsPreset!
      "First day (YYYY-MM-DD) of a custom range."
      from: String
      "Last day (YYYY-MM-DD) of a custom range."
      to: String
    }
    "One day's traffic (or a range's sum)."
    type AnalyticsFigures {
      pageViews: Int!
      "Daily unique visitors (summed over a range)."
      visitors: Int!
      newVisitors: Int!
      returningVisitors: Int!
      "Sessions: 30 minutes without a page view ends one."
      visits: Int!
      "Jobs shown in search results."
      impressions: Int!
      applications: Int!
      signUps: Int!
      "Applications and sign-ups."
      conversions: Int!
    }
    type AnalyticsDay {
      day: String!
      figures: AnalyticsFigures!
    }
    type AnalyticsGroup {
      key: String!
      count: Int!
    }
    type AnalyticsLanguage {
      "The interface language."
      key: Language!
      visitors: Int!
      pageViews: Int!
    }
    type AnalyticsDashboard {
      from: String!
      to: String!
      previousFrom: String!
      previousTo: String!
      totals: AnalyticsFigures!
      previousTotals: AnalyticsFigures!
      "Conversions per visit (0 without visits)."
      conversionRate: Float!
      previousConversionRate: Float!
      days: [AnalyticsDay!]!
      previousDays: [AnalyticsDay!]!
      languages: [AnalyticsLanguage!]!
      "Signed-in people per profile gender ('unknown': not given); only groups of 10 or more."
      genders: [AnalyticsGroup!]!
      "Signed-in people per profile age group ('unknown': not given); only groups of 10 or more."
      ages: [AnalyticsGroup!]!
      "Days of the range whose figures are demo traffic (a fresh install's sample)."
      demoDays: Int!
      "When the newest day of the range was rolled up."
      rolledAt: String
    }
    extend type Query {
      "The portal's traffic for a range and the period before it (staff)."
      analyticsDashboard(range: AnalyticsRangeInput!): AnalyticsDashboard!
    }
    extend type Mutation {
      "Rolls the recorded page views up now instead of at the next quarter hour (staff); the days written."
      rollUpAnalytics: [String!]!
    }
  `,
  resolvers: {
    Query: {
      analyticsDashboard: async (_root, { range }, ctx) => {
        requireStaff(ctx);
        const d = await analyticsDashboard(ctx.db, parseInput(analyticsRangeSchema, range));
        const figures = ({ conversionRate: _rate, ...rest }: typeof d.totals) => rest;
        const day = ({ day, ...rest }: (typeof d.days)[number]) => ({ day, figures: rest });
        return {
          from: d.from,
          to: d.to,
          previousFrom: d.previousFrom,
          previousTo: d.previousTo,
          totals: figures(d.totals),
          previousTotals: figures(d.previousTotals),
          conversionRate: d.totals.conversionRate,
          previousConversionRate: d.previousTotals.conversionRate,
          days: d.days.map(day),
          previousDays: d.previousDays.map(day),
          languages: d.languages.map((l) => ({ key: l.key as never, visitors: l.count, pageViews: l.pageViews })),
          genders: d.genders,
          ages: d.ages,
          demoDays: d.demoDays,
          rolledAt: d.rolledAt,
        };
      },
    },
    Mutation: {
      rollUpAnalytics: async (_root, _args, ctx) => {
        requireStaff(ctx);
        return (await rollUpAnalytics(ctx.db)).days;
      },
    },
  },
};
