import { graphql } from '../../../graphql/gql.ts';
import type { ChatListQuery, ChatContactCardQuery, ChatStatusValue } from './chat-types.ts';
import { request } from '../../../lib/graphql-client.ts';

// The chat app's GraphQL operations (server: src/server/apps/chat/chat.graphql.ts).

const CHATS = graphql(`
  query ChatList {
    chats {
      id
      contactId
      contact {
        id
        name
        avatar
        about
        status
      }
      unreadCount
      muted
      lastMessage
      lastMessageAt
    }
  }
`);
const PROFILE = graphql(`
  query ChatOwnProfile {
    chatProfile {
      id
      name
      email
      status
      avatar
      about
    }
  }
`);
const CONTACTS = graphql(`
  query ChatContactList($search: String) {
    chatContacts(search: $search) {
      id
      name
      avatar
      about
      status
    }
  }
`);
const CONTACT = graphql(`
  query ChatContactCard($id: ID!) {
    chatContact(id: $id) {
      id
      name
      avatar
      about
      status
      details {
        emails {
          email
          label
        }
        phoneNumbers {
          phoneNumber
          label
        }
        title
        company
        address
      }
      attachments {
        media {
          fileId
          name
          url
        }
        docs {
          fileId
          name
          url
        }
        links
      }
    }
  }
`);
const MESSAGES = graphql(`
  query ChatMessageList($input: ChatMessagesInput!) {
    chatMessages(input: $input) {
      items {
        id
        chatId
        contactId
        value
        createdAt
        attachments {
          name
          url
        }
      }
      nextToken
    }
  }
`);
const UPDATE_PROFILE = graphql(`
  mutation UpdateChatProfile($input: ChatProfileInput!) {
    updateChatProfile(input: $input) {
      id
      status
      about
    }
  }
`);
const START = graphql(`
  mutation StartChat($contactId: ID!) {
    startChat(contactId: $contactId) {
      id
    }
  }
`);
const SEND = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      id
      chatId
      contactId
      value
      createdAt
      attachments {
        name
        url
      }
    }
  }
`);
const READ = graphql(`
  mutation MarkChatRead($chatId: ID!) {
    markChatRead(chatId: $chatId) {
      id
      unreadCount
    }
  }
`);
const MUTE = graphql(`
  mutation SetChatMuted($input: ChatMuteInput!) {
    setChatMuted(input: $input) {
      id
      muted
    }
  }
`);

/** A message sent or received in one of the person's chats, live. */
export const CHAT_MESSAGE_ARRIVED = graphql(`
  subscription ChatMessageArrived {
    chatMessageArrived {
      chat {
        id
        unreadCount
      }
      message {
        id
        chatId
        contactId
        value
        createdAt
        attachments {
          name
          url
        }
      }
    }
  }
`);
/** A contact's presence changed. */
export const CHAT_CONTACT_CHANGED = graphql(`
  subscription ChatContactChanged {
    chatContactChanged {
      id
      status
    }
  }
`);

export const CHAT_KEY = ['chat'] as const;
export const fetchChats = async (): Promise<ChatListQuery['chats']> => (await request(CHATS, {})).chats;
export const fetchProfile = async () => (await request(PROFILE, {})).chatProfile;
export const fetchContacts = async (search: string) => (await request(CONTACTS, { search })).chatContacts;
export const fetchContact = async (id: string): Promise<ChatContactCardQuery['chatContact']> =>
  (await request(CONTACT, { id })).chatContact;
export const fetchMessages = async (chatId: string, before?: string | null) =>
  (await request(MESSAGES, { input: { chatId, before: before ?? null } })).chatMessages;
export const updateProfile = async (input: { status?: ChatStatusValue; about?: string }) =>
  (await request(UPDATE_PROFILE, { input })).updateChatProfile;
export const startChat = async (contactId: string) => (await request(START, { contactId })).startChat;
export const sendMessage = async (chatId: string, value: string, attachments: string[] = []) =>
  (await request(SEND, { input: { chatId, value, attachments } })).sendChatMessage;
export const markRead = async (chatId: string) => (await request(READ, { chatId })).markChatRead;
export const setMuted = async (chatId: string, muted: boolean) =>
  (await request(MUTE, { input: { chatId, muted } })).setChatMuted;
