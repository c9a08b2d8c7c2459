import type { Db } from '../../db/client.ts';
import { notifyUser } from '../notifications/index.ts';
import type { LivePublisher } from '../live/index.ts';
import type { chatView, messageView } from './chat-views.ts';

// The chat's live events (subscription fields of chat.graphql.ts), each published on the
// person's own topic: a message arrived in one of their chats (also to the sender, so their other
// tabs follow), one of their chats changed (read, muted), a contact's presence changed.
export const CHAT_MESSAGE_ARRIVED = 'chat-message-arrived';
export const CHAT_UPDATED = 'chat-updated';
export const CHAT_CONTACT_CHANGED = 'chat-contact-changed';

interface Side {
  chat: ReturnType<typeof chatView>;
  message: ReturnType<typeof messageView>;
}

/**
 * The one place the chat tells the rest of the product a message was sent: both sides' open
 * browsers get it with their own chat; the recipient also gets a notification in their language
 * (live, as a toast), unless they muted the chat.
 */
export async function announceChatMessage(
  db: Db,
  live: LivePublisher,
  sent: { sender: Side; recipient: Side; recipientId: string; senderId: string; senderName: string },
): Promise<void> {
  await live.publish(sent.recipientId, CHAT_MESSAGE_ARRIVED, { chatMessageArrived: sent.recipient });
  await live.publish(sent.senderId, CHAT_MESSAGE_ARRIVED, {
    chatMessageArrived: sent.sender,
  });
  if (sent.recipient.chat.muted) return;
  await notifyUser(db, live, {
    userId: sent.recipientId,
    event: { kind: 'chat-message', from: sent.senderName, text: sent.recipient.message.value },
    link: `/apps/chat?chat=${sent.recipient.chat.id}`,
    useRouter: true,
  });
}
