// What other features use of files: the store that keeps uploaded bytes.
export type { FileStore } from './file-store.ts';
