// What the composition root and the seed use of the project dashboard.
export { projectDashboardModule } from './project-dashboard.graphql.ts';
export { seedProjectDashboardSamples } from './project-dashboard-samples.ts';
export { setDashboardClock } from '../../lib/dashboard-clock.ts';
