import type { ChatStatus } from '../../../../domain/chat-schemas.ts';
export type { ChatContactCardQuery, ChatListQuery, ChatMessageListQuery } from '../../../graphql/graphql.ts';
export type ChatStatusValue = ChatStatus;
