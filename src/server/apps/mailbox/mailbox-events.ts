import type { Db } from '../../db/client.ts';
import type { mailboxMails } from '../../db/schema/index.ts';
import { notifyUser } from '../notifications/index.ts';
import type { LivePublisher } from '../live/index.ts';

type DeliveredMail = typeof mailboxMails.$inferSelect;

/**
 * The one place the mailbox tells the rest of the product that mail arrived: called once per
 * sending, after it is stored, with each recipient's new inbox copy (`ownerId` is the recipient).
 * Each recipient gets a notification in their language, live in their open browsers; an open
 * mailbox refreshes its list and counts when one that links to it arrives.
 */
export async function announceNewMail(db: Db, live: LivePublisher, delivered: DeliveredMail[]): Promise<void> {
  for (const mail of delivered) {
    await notifyUser(db, live, {
      userId: mail.ownerId,
      event: { kind: 'new-mail', from: mail.fromPerson.name || mail.fromPerson.email, subject: mail.subject },
      link: `/apps/mailbox?mail=${mail.id}`,
      useRouter: true,
    });
  }
}
