import { graphql } from '../../../graphql/gql.ts';
import type { MyNotificationsQuery } from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

const MY_NOTIFICATIONS = graphql(`
  query MyNotifications($limit: Int, $nextToken: String) {
    myNotifications(limit: $limit, nextToken: $nextToken) {
      items {
        id
        icon
        image
        title
        description
        time
        read
        link
        useRouter
      }
      nextToken
      total
      unread
    }
  }
`);

const MARK_READ = graphql(`
  mutation MarkNotificationRead($id: ID!, $read: Boolean) {
    markNotificationRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

const MARK_ALL_READ = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

const DELETE_NOTIFICATION = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id) {
      id
    }
  }
`);

export const NOTIFICATION_ADDED = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      icon
      image
      title
      description
      time
      read
      link
      useRouter
    }
  }
`);

export const NOTIFICATIONS_CHANGED = graphql(`
  subscription NotificationsChanged {
    notificationsChanged
  }
`);

export type NotificationPage = MyNotificationsQuery['myNotifications'];
export type AppNotification = NotificationPage['items'][number];

/** Every notifications query starts with this key, so one invalidation refreshes the bell and the page. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const fetchNotifications = async (limit: number, nextToken?: string | null): Promise<NotificationPage> =>
  (await request(MY_NOTIFICATIONS, { limit, nextToken: nextToken ?? null })).myNotifications;
export const markRead = async (id: string, read = true) =>
  (await request(MARK_READ, { id, read })).markNotificationRead;
export const markAllRead = async () => (await request(MARK_ALL_READ, {})).markAllNotificationsRead;
export const deleteNotification = async (id: string) => (await request(DELETE_NOTIFICATION, { id })).deleteNotification;
