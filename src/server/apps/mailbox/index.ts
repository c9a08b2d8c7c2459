// What the composition root and the seed use of the mailbox app.
export { mailboxModule } from './mailbox.graphql.ts';
export { ensureMailboxStarter } from './mailbox-samples.ts';
export { deliverIncomingMail } from './mailbox-service.ts';
