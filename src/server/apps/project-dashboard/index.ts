// What the composition root uses of the project dashboard.
export { projectDashboardModule } from './project-dashboard.graphql.ts';
export { setDashboardClock } from '../../lib/dashboard-clock.ts';
