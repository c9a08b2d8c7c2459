import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteNotification,
  markAllRead,
  markRead,
  NOTIFICATIONS_KEY,
  type AppNotification,
} from './notifications-api.ts';

/** Mark read/unread, mark all read and delete, each refreshing the bell and the page. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const toggle = useMutation({
    mutationFn: (n: Pick<AppNotification, 'id' | 'read'> & { read: boolean; to?: boolean }) =>
      markRead(n.id, n.to ?? !n.read),
    onSettled: refresh,
  });
  const all = useMutation({ mutationFn: markAllRead, onSettled: refresh });
  const remove = useMutation({ mutationFn: (id: string) => deleteNotification(id), onSettled: refresh });
  return {
    toggleRead: (n: AppNotification) => toggle.mutate(n),
    /** Opening an unread one marks it read. */
    opened: (n: AppNotification) => {
      if (!n.read) toggle.mutate({ ...n, to: true });
    },
    markAllRead: () => all.mutate(),
    markingAll: all.isPending,
    remove: (n: AppNotification) => remove.mutate(n.id),
    error: toggle.error ?? all.error ?? remove.error,
  };
}
