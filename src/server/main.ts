import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DatabaseBehindError } from './db/migration-status.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // The operator's next step, not a crash: say only what to do.
  if (!(error instanceof DatabaseBehindError)) throw error;
  console.error(error.message);
  process.exit(1);
});

if (config.seed === 'auto') {
  const seeded = await seedIfEmpty(app.services.database.db, new Date(), app.services.files);
  if (seeded) app.log.info(seeded, 'demo data loaded into the empty database');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Ctrl-C in development stops at once; a SIGTERM is an orchestrator's, with a balancer in front.
  const drainMs = signal === 'SIGTERM' ? (config.drainDelayMs ?? 0) : 0;
  // Readiness answers 503 first, and requests are still served while the balancer notices.
  app.readiness.markDraining();
  app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), drainMs + 15_000);
  force.unref();
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  // Fastify stops accepting, lets in-flight requests finish, then runs onClose (database).
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`CPA Careers is serving on ${config.publicUrl} (database: ${app.services.database.kind})`);
