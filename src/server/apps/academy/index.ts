export { academyModule } from './academy.graphql.ts';
export { ensureAcademyCategories } from './academy-categories.ts';
