import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/** Marks open jobs past their deadline as expired, daily. Being built; returns a stop function. */
export function startJobExpiryTask(_db: Db, _log: FastifyBaseLogger): () => void {
  return () => undefined;
}
