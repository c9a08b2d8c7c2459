import type { FastifyPluginAsync } from 'fastify';
import type { UserGuard } from '../auth/guard.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from './file-store.ts';

export interface FilesRoutesOptions {
  db: Db;
  guard: UserGuard;
  store: FileStore;
}

/** POST /api/files (multipart) and GET/DELETE /api/files/:id. Being built. */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async () => {};
