// What the composition root and the seed use of the file manager.
export { fileManagerModule } from './file-manager.graphql.ts';
export { ensureFileManagerStarter } from './file-manager-samples.ts';
