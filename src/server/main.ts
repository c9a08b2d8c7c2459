import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadConfig();
const app = await buildApp(config);

if (config.seed === 'auto') {
  const seeded = await seedIfEmpty(app.services.database.db, new Date(), app.services.files);
  if (seeded) app.log.info(seeded, 'demo data loaded into the empty database');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Fastify stops accepting, lets in-flight requests finish, then runs onClose (database).
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`CPA Careers is serving on ${config.publicUrl} (database: ${app.services.database.kind})`);
