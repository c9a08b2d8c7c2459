import type { GraphqlModule } from '../../graphql/module.ts';
import { requireUser } from '../../policies/roles.ts';
import { ownEvents } from '../live/index.ts';
import { toNotification } from './notification-mapper.ts';
import {
  NOTIFICATION_ADDED,
  NOTIFICATIONS_CHANGED,
  countNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-service.ts';

export const notificationsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A notice the product left for the signed-in person (SPEC section 3), in their language."
    type Notification {
      id: ID!
      "One of the product's icons (info, application, status, company, job, cpa, mail, chat, dashboard, reminder); null when an image is shown."
      icon: String
      "An image URL shown instead of the icon."
      image: String
      title: String!
      description: String!
      "When it happened (ISO 8601)."
      time: String!
      read: Boolean!
      "A path of the app or an http(s) address; null for none."
      link: String
      "Open the link inside the app (true) or as a normal link."
      useRouter: Boolean!
    }
    type NotificationPage {
      items: [Notification!]!
      nextToken: String
      "How many the person has in all."
      total: Int!
      "How many of them are unread."
      unread: Int!
    }
    extend type Query {
      "The signed-in person's notifications, newest first."
      myNotifications(limit: Int, nextToken: String): NotificationPage!
    }
    extend type Mutation {
      "Marks one of one's notifications read (or unread with read: false)."
      markNotificationRead(id: ID!, read: Boolean): Notification!
      "Marks all of one's notifications read; answers how many changed."
      markAllNotificationsRead: Int!
      deleteNotification(id: ID!): Notification!
    }
    extend type Subscription {
      "A new notification for the signed-in person, as it is written."
      notificationAdded: Notification!
      "The person's notifications changed otherwise (read, deleted), in another tab or device."
      notificationsChanged: Boolean!
    }
  `,
  resolvers: {
    Query: {
      myNotifications: async (_root, args, ctx) => {
        const user = requireUser(ctx);
        const page = await listNotifications(ctx.db, user, args);
        const counts = await countNotifications(ctx.db, user.id);
        return { items: page.items.map(toNotification), nextToken: page.nextToken, ...counts };
      },
    },
    Mutation: {
      markNotificationRead: async (_root, { id, read }, ctx) =>
        toNotification(await markNotificationRead(ctx.db, ctx.live, requireUser(ctx), id, { read })),
      markAllNotificationsRead: (_root, _args, ctx) => markAllNotificationsRead(ctx.db, ctx.live, requireUser(ctx)),
      deleteNotification: async (_root, { id }, ctx) =>
        toNotification(await deleteNotification(ctx.db, ctx.live, requireUser(ctx), id)),
    },
    Subscription: {
      notificationAdded: ownEvents(NOTIFICATION_ADDED),
      notificationsChanged: ownEvents(NOTIFICATIONS_CHANGED),
    },
  },
};
