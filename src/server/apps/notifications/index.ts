// Notifications: the GraphQL module, and the service other apps and features call to notify someone.
export { notificationsModule } from './notifications.graphql.ts';
export {
  notifyUser,
  notifyUsers,
  insertNotification,
  announceNotification,
  type NotificationRow,
  type NotifyInput,
} from './notification-service.ts';
export type { NotificationEvent } from './notification-texts.ts';
