export { academyModule } from './academy.graphql.ts';
export { clearAcademy, seedAcademy } from './academy-seed.ts';
