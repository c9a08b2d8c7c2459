// What the composition root and the seed use of the tasks app.
export { tasksModule } from './tasks.graphql.ts';
export { ensureTasksStarter } from './tasks-samples.ts';
