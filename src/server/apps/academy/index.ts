export { academyModule } from './academy.graphql.ts';
