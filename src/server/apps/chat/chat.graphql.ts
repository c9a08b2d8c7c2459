import type { GraphqlContext } from '../../graphql/context.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import { ownEvents } from '../live/index.ts';
import { CHAT_CONTACT_CHANGED, CHAT_MESSAGE_ARRIVED, CHAT_UPDATED } from './chat-events.ts';
import {
  getChat,
  getChatContact,
  getChatProfile,
  listChatContacts,
  listChatMessages,
  listChats,
  markChatRead,
  sendChatMessage,
  setChatMuted,
  startChat,
  updateChatProfile,
} from './chat-service.ts';

/** A subscription for workspace members only: anyone else is refused as by the queries. */
const ownWorkspaceEvents = <T>(event: string) => {
  const inner = ownEvents<T>(event);
  return {
    subscribe: (root: unknown, args: unknown, ctx: GraphqlContext) => {
      requireWorkspaceUser(ctx);
      return inner.subscribe(root, args, ctx);
    },
  };
};

export const chatModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "The signed-in person's own chat profile (SPEC chat_profile)."
    type ChatProfile {
      id: ID!
      name: String!
      email: String!
      "online, away, do-not-disturb or offline."
      status: String!
      avatar: String
      about: String!
    }
    type ChatContactEmail {
      email: String!
      label: String!
    }
    type ChatContactPhone {
      country: String!
      phoneNumber: String!
      label: String!
    }
    type ChatContactDetails {
      emails: [ChatContactEmail!]!
      phoneNumbers: [ChatContactPhone!]!
      title: String
      company: String
      birthday: String
      address: String
    }
    "A file sent in a chat, read at url."
    type ChatAttachment {
      fileId: ID!
      type: String!
      name: String!
      size: Int!
      url: String!
    }
    "What two people shared in their conversation."
    type ChatSharedFiles {
      media: [ChatAttachment!]!
      docs: [ChatAttachment!]!
      links: [String!]!
    }
    "Another staff member or admin as the chat shows them (SPEC chat_contact)."
    type ChatContact {
      id: ID!
      name: String!
      avatar: String
      background: String
      about: String!
      "Their presence: the one they chose (online, away, do-not-disturb) while they have a live connection open; offline while they have none."
      status: String!
      details: ChatContactDetails!
      "Only on chatContact(id): what the two of you shared."
      attachments: ChatSharedFiles
    }
    "One's conversation with a contact (SPEC chat_chat)."
    type Chat {
      id: ID!
      contactId: ID!
      contact: ChatContact!
      unreadCount: Int!
      muted: Boolean!
      lastMessage: String
      lastMessageAt: String
    }
    "A message (SPEC chat_message): contactId is null when the signed-in person sent it."
    type ChatMessage {
      id: ID!
      chatId: ID!
      contactId: ID
      value: String!
      attachments: [ChatAttachment!]!
      createdAt: String!
    }
    type ChatMessagePage {
      "Oldest first."
      items: [ChatMessage!]!
      "Pass as before for the older messages; null when there are none."
      nextToken: String
    }
    "A message in one of your chats, with that chat as it is now."
    type ChatMessageEvent {
      chat: Chat!
      message: ChatMessage!
    }
    input ChatProfileInput {
      status: String
      about: String
    }
    input ChatMessagesInput {
      chatId: ID!
      before: String
      limit: Int
    }
    input SendChatMessageInput {
      chatId: ID!
      value: String!
      "Ids of your uploads (POST /api/files)."
      attachments: [ID!]
    }
    input ChatMuteInput {
      chatId: ID!
      muted: Boolean!
    }
    extend type Query {
      chatProfile: ChatProfile!
      "The other staff and admins, matching the search."
      chatContacts(search: String): [ChatContact!]!
      "A staff member or admin, with what you shared."
      chatContact(id: ID!): ChatContact!
      "Your conversations, latest first."
      chats: [Chat!]!
      chat(id: ID!): Chat!
      chatMessages(input: ChatMessagesInput!): ChatMessagePage!
    }
    extend type Mutation {
      updateChatProfile(input: ChatProfileInput!): ChatProfile!
      "Opens (or finds) your conversation with a staff member or admin."
      startChat(contactId: ID!): Chat!
      sendChatMessage(input: SendChatMessageInput!): ChatMessage!
      markChatRead(chatId: ID!): Chat!
      setChatMuted(input: ChatMuteInput!): Chat!
    }
    extend type Subscription {
      "A message sent or received in one of your chats."
      chatMessageArrived: ChatMessageEvent!
      "One of your chats changed in another tab (read, muted)."
      chatUpdated: Chat!
      "A contact's presence or profile changed."
      chatContactChanged: ChatContact!
    }
  `,
  resolvers: {
    Query: {
      chatProfile: (_root, _args, ctx) => getChatProfile(ctx.db, requireWorkspaceUser(ctx)),
      chatContacts: (_root, { search }, ctx) =>
        listChatContacts(ctx.db, ctx.presence, requireWorkspaceUser(ctx), search ?? undefined),
      chatContact: (_root, { id }, ctx) => getChatContact(ctx.db, ctx.presence, requireWorkspaceUser(ctx), id),
      chats: (_root, _args, ctx) => listChats(ctx.db, ctx.presence, requireWorkspaceUser(ctx)),
      chat: (_root, { id }, ctx) => getChat(ctx.db, ctx.presence, requireWorkspaceUser(ctx), id),
      chatMessages: (_root, { input }, ctx) => listChatMessages(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input)),
    },
    Mutation: {
      updateChatProfile: (_root, { input }, ctx) =>
        updateChatProfile(ctx.db, ctx.live, ctx.presence, requireWorkspaceUser(ctx), withoutNulls(input)),
      startChat: (_root, { contactId }, ctx) => startChat(ctx.db, ctx.presence, requireWorkspaceUser(ctx), contactId),
      sendChatMessage: (_root, { input }, ctx) =>
        sendChatMessage(ctx.db, ctx.live, ctx.presence, requireWorkspaceUser(ctx), withoutNulls(input)),
      markChatRead: (_root, { chatId }, ctx) =>
        markChatRead(ctx.db, ctx.live, ctx.presence, requireWorkspaceUser(ctx), chatId),
      setChatMuted: (_root, { input }, ctx) =>
        setChatMuted(ctx.db, ctx.live, ctx.presence, requireWorkspaceUser(ctx), input),
    },
    Subscription: {
      chatMessageArrived: ownWorkspaceEvents(CHAT_MESSAGE_ARRIVED),
      chatUpdated: ownWorkspaceEvents(CHAT_UPDATED),
      chatContactChanged: ownWorkspaceEvents(CHAT_CONTACT_CHANGED),
    },
  },
};

/** GraphQL gives null for a field left out; the schemas treat both as absent. */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}
