// `npm run admin:create -- --email <address>`: see admin-create.ts. The password comes from
// ADMIN_PASSWORD when set; without it, a one-time link to choose one is printed and mailed.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { createCodeStore } from '../auth/index.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createBackground } from '../lib/background.ts';
import { createMailer } from '../mail/mailer.ts';
import { AdminCreateError, createAdmin } from './admin-create.ts';

const USAGE = 'Usage: npm run admin:create -- --email <address>   (password: ADMIN_PASSWORD, else a link is printed)';

async function main(): Promise<number> {
  let email: string | undefined;
  try {
    ({ email } = parseArgs({ options: { email: { type: 'string' } }, strict: true }).values);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Only the mailer's warnings and errors (a delivery that failed and will be retried).
  const log = Fastify({ logger: { level: 'warn' } }).log;
  const background = createBackground(log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
    db: database.db,
    background,
  });
  try {
    const result = await createAdmin(
      { db: database.db, codes: createCodeStore(database.db, config.jwtSecret), mailer, publicUrl: config.publicUrl },
      { email, password: process.env.ADMIN_PASSWORD || undefined },
    );
    // Over SMTP the mail goes in the background: wait for it (a failure stays in the outbox for the server to retry).
    await background.idle();
    const what = result.created ? 'Created administrator' : 'Made administrator';
    console.log(`${what} ${result.email} (${database.kind}); roles admin, staff, user; email verified.`);
    if (result.link) {
      console.log(`Open this link to choose the password (once, until ${result.linkExpiresAt?.toISOString()}):`);
      console.log(`  ${result.link}`);
      console.log(`The link was also mailed to ${result.email}.`);
    } else {
      console.log('The password is the one in ADMIN_PASSWORD.');
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminCreateError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    mailer.close();
    await database.close();
  }
}

process.exitCode = await main();
