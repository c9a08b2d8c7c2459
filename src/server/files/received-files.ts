import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMessages, mailboxMails } from '../db/schema/index.ts';

/**
 * Whether the file came to the person with a mail in their own mailbox or a chat message they
 * sent or received: a file manager document is private to its owner, but attaching it to a mail
 * or a chat message shares it with the people it went to.
 */
export async function fileReachedUser(db: Db, userId: string, fileId: string): Promise<boolean> {
  const rows = await db.execute<{ hit: number }>(sql`
    select 1 as hit from ${mailboxMails}
    where ${mailboxMails.ownerId} = ${userId}
      and ${mailboxMails.attachments} @> ${JSON.stringify([{ fileId }])}::jsonb
    union all
    select 1 from ${chatMessages}
    where (${chatMessages.senderId} = ${userId} or ${chatMessages.recipientId} = ${userId})
      and ${chatMessages.attachments} @> ${JSON.stringify([{ fileId }])}::jsonb
    limit 1`);
  return rows.rows.length > 0;
}
