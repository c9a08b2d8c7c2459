// What the composition root uses of the file manager.
export { fileManagerModule } from './file-manager.graphql.ts';
