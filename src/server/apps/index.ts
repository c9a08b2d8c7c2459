// The workspace apps' public surface (each app's own index.ts re-exported): the rest of the server imports from here.
export {
  analyticsCollectRoutes,
  analyticsModule,
  seedAnalyticsDemo,
  startAnalyticsRollupTask,
} from './analytics/index.ts';
// What the rest of the server uses of the workspace apps (each app's own index.ts lists its part).
export { projectDashboardModule, seedProjectDashboardSamples } from './project-dashboard/index.ts';
export { cryptoModule, seedCryptoSamples } from './crypto/index.ts';
