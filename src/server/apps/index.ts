// The workspace apps' public surface (DESIGN section 11): what the composition root, the seed and
// the product's features use of them. Each app keeps its other files to itself.
export {
  createLive,
  liveModule,
  liveSubscriptionOptions,
  noLive,
  type Live,
  type LivePublisher,
} from './live/index.ts';
export {
  notificationsModule,
  notifyUser,
  notifyUsers,
  seedNotificationSamples,
  type NotificationEvent,
  type NotifyInput,
} from './notifications/index.ts';
