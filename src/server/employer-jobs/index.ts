// What other features use of employer-jobs: why a job could not be published.
export { publishProblems } from './employer-job-service.ts';
