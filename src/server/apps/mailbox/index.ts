// What the composition root and the seed use of the mailbox app.
export { mailboxModule } from './mailbox.graphql.ts';
export { deliverIncomingMail } from './mailbox-service.ts';
export { mailText } from './mail-html.ts';
