// Live updates for the workspace apps: one emitter (Redis or memory), the WebSocket
// subscription options, and the helpers apps use to publish and subscribe.
export { createLive, noLive, userTopic, type Live, type LivePublisher } from './live.ts';
export { liveSubscriptionOptions, ownEvents, tokenOfConnection } from './live-subscriptions.ts';
export { liveModule } from './live.graphql.ts';
export { createPresence, noPresence, type Presence, type PresenceReader } from './presence.ts';
