// The workspace apps' public surface (each app's own index.ts re-exported): other features import from here.
export { AnalyticsTracker, recordImpressions } from './analytics/index.ts';
