/**
 * The server as `npm run bench` runs it in its own process: src/server/main.ts's configuration
 * from the environment, but without the background tasks (the job-expiry task would close the
 * bench's past-deadline jobs under the measurement) and with the GraphQL cost limit lifted (the
 * bench is one address asking thousands of times a minute). Serves until SIGTERM.
 */
import { buildApp } from '../src/server/app.ts';
import { defaultRateLimits, loadConfig } from '../src/server/config.ts';

const config = loadConfig();
const app = await buildApp({
  ...config,
  seed: 'never',
  backgroundTasks: false,
  rateLimits: { ...defaultRateLimits, graphql: { max: 1e12, windowMs: 60_000 } },
});
process.on('SIGTERM', () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  void app.close().finally(() => process.exit(0));
});
await app.listen({ port: config.port, host: config.host });
