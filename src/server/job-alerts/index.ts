// What the composition root uses of job alerts: the GraphQL module, the unsubscribe routes and the sending task.
export { jobAlertsModule } from './job-alerts.graphql.ts';
export { jobAlertRoutes } from './job-alert-routes.ts';
export { DEFAULT_ALERT_RUN_TIME, startJobAlertTask } from './job-alert-task.ts';
