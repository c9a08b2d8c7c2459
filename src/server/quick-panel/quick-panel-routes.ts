import type { FastifyPluginAsync } from 'fastify';
import type { UserGuard } from '../auth/guard.ts';
import type { Db } from '../db/client.ts';

export interface QuickPanelRoutesOptions {
  db: Db;
  guard: UserGuard;
}

/** The quick panel's notes and events of the signed-in user, under /api/quick-panel. */
export const quickPanelRoutes: FastifyPluginAsync<QuickPanelRoutesOptions> = async () => {};
