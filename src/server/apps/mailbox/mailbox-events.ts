import type { Db } from '../../db/client.ts';
import type { mailboxMails } from '../../db/schema/index.ts';

type DeliveredMail = typeof mailboxMails.$inferSelect;

/**
 * THE one place the mailbox tells the rest of the product that mail arrived: called once per
 * sending, after it is stored, with each recipient's new inbox copy (`ownerId` is the recipient).
 *
 * MERGE POINT: the notifications service (issue 12, notifications and live updates) hooks in here:
 * for each copy, a notification to `mail.ownerId` in their language ("New mail from {{from}}:
 * {{subject}}", link `/apps/mailbox/inbox/<mail.id>`, useRouter) and a live "mail arrived" event
 * so an open mailbox refreshes its list and counts. Until then it does nothing.
 */
export async function announceNewMail(_db: Db, _delivered: DeliveredMail[]): Promise<void> {
  // Wired to the notifications service at merge time.
}
