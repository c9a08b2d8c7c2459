// What the composition root uses of the chat app.
export { chatModule } from './chat.graphql.ts';
export { announceChatPresence } from './chat-service.ts';
