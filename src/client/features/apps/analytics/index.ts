// The analytics app's public surface: other features import from this file only.
export { AnalyticsTracker, recordImpressions } from './analytics-tracker.tsx';
