// What the composition root and the seed use of the scrumboard app.
export { scrumboardModule } from './scrumboard.graphql.ts';
export { insertBoard } from './scrumboard-boards.ts';
