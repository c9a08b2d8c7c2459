// npm run db:migrate: applies the committed migrations to DATABASE_URL or the embedded database.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(`Migrations applied (${database.kind}).`);
await database.close();
