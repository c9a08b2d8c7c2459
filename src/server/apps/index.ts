// The workspace apps' public surface (each app's own index.ts re-exported): the rest of the server imports from here.
export {
  analyticsCollectRoutes,
  analyticsModule,
  seedAnalyticsDemo,
  startAnalyticsRollupTask,
} from './analytics/index.ts';
