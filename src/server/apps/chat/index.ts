// What the composition root and the seed use of the chat app.
export { chatModule } from './chat.graphql.ts';
export { announceChatPresence } from './chat-service.ts';
export { ensureChatStarter, seedChatSamples } from './chat-samples.ts';
