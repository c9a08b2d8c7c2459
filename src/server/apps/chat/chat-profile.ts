import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatProfiles } from '../../db/schema/index.ts';
import type { ChatProfileRow } from './chat-views.ts';

/**
 * The person's chat profile, made empty on their first look at the chat: the app keeps their
 * status and details there. Not sample content — no conversation or message comes with it.
 */
export async function ensureChatProfile(db: Db, owner: { id: string }): Promise<ChatProfileRow> {
  // Cheap check first: opening the chat is frequent, making the row happens once.
  const [seen] = await db.select().from(chatProfiles).where(eq(chatProfiles.userId, owner.id)).limit(1);
  if (seen) return seen;
  const [made] = await db.insert(chatProfiles).values({ userId: owner.id }).onConflictDoNothing().returning();
  if (made) return made;
  // Made meanwhile by the person's other request.
  return (await db.select().from(chatProfiles).where(eq(chatProfiles.userId, owner.id)))[0]!;
}
