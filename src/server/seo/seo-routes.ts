import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

export interface SeoOptions {
  db: Db;
  publicUrl: string;
  clientDir: string;
}

/** /sitemap.xml, /jobs.rss and the job page's meta tags and JSON-LD. Being built. */
export async function installSeo(_app: FastifyInstance, _options: SeoOptions): Promise<void> {}
