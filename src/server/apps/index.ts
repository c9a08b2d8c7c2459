// What the composition root and the seed use of the workspace apps (one line per app).
export { ensureMailboxStarter, mailboxModule } from './mailbox/index.ts';
