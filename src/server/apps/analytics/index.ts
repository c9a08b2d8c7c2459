export { analyticsModule } from './analytics.graphql.ts';
export { analyticsCollectRoutes } from './analytics-collect.ts';
export { forgetAnalyticsPerson, rollUpAnalytics, startAnalyticsRollupTask } from './analytics-rollup.ts';
