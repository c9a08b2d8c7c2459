import type { notifications } from '../../db/schema/index.ts';

/** A notification as GraphQL shows it (SPEC section 3), and as it travels live (JSON-safe). */
export function toNotification(row: typeof notifications.$inferSelect) {
  return {
    id: row.id,
    icon: row.icon ?? null,
    image: row.image ?? null,
    title: row.title,
    description: row.description,
    time: row.createdAt.toISOString(),
    read: row.read,
    link: row.link ?? null,
    useRouter: row.useRouter,
  };
}
export type GraphqlNotification = ReturnType<typeof toNotification>;
