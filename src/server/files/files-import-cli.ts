// `npm run files:import`: copies DATA_DIR/files into PostgreSQL once, when a deployment that kept
// uploads in its local folder moves to FILE_STORE=database (the default with DATABASE_URL).
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { fileStoreKind } from './file-store.ts';
import { importLocalFiles } from './files-import.ts';

const config = loadConfig();
const kind = fileStoreKind(config);
if (kind !== 'database') {
  console.error(
    `files:import copies DATA_DIR/files into PostgreSQL for FILE_STORE=database, but this configuration keeps uploads ` +
      `${kind === 's3' ? 'in S3' : 'in the local folder'} (FILE_STORE=${kind}${config.databaseUrl ? '' : ', no DATABASE_URL'}).`,
  );
  process.exit(1);
}
const root = path.join(config.dataDir, 'files');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const summary = await importLocalFiles(database.db, root);
  console.log(`From ${root}: ${summary.imported} files imported, ${summary.alreadyThere} already in the database.`);
  const missing = summary.recordsWithoutBytes;
  if (missing.length) {
    console.warn(
      `${missing.length} uploads have no bytes in the database nor in this folder (import the folder of the machine ` +
        `that stored them, then run this again):\n  ${missing.slice(0, 20).join('\n  ')}${missing.length > 20 ? '\n  …' : ''}`,
    );
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
