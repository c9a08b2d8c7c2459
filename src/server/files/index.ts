// What other features use of files: the store that keeps uploaded bytes, and whose upload an address is.
export type { FileStore } from './file-store.ts';
export { isOwnUpload } from './own-upload.ts';
export { createFileStore } from './file-store.ts';
export { attachableFiles, type AttachedFile } from './attachable-files.ts';
export { fileReachedUser } from './received-files.ts';
