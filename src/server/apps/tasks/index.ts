// What the composition root uses of the tasks app.
export { tasksModule } from './tasks.graphql.ts';
