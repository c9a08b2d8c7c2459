// `npm run db:seed`: empties the product tables and loads the demo data.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createFileStore } from '../files/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { resetAndSeed } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const summary = await resetAndSeed(database.db, new Date(), createFileStore(config, database.db));
  console.log(`Demo data loaded into ${database.kind}:`, summary);
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(28)} ${a.password.padEnd(16)} ${a.role.join(',')}`);
} finally {
  await database.close();
}
