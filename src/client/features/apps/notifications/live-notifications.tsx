import { useQueryClient } from '@tanstack/react-query';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription.ts';
import { useNotify } from '../../../shell/notifications/notification-context.ts';
import { NOTIFICATION_ADDED, NOTIFICATIONS_CHANGED, NOTIFICATIONS_KEY } from './notifications-api.ts';

/**
 * Listens for the signed-in person's notifications while the app is open: a new one shows a
 * toast (at most five at once, bottom right) and refreshes the bell and the page; a change made
 * in another tab refreshes them too. Renders nothing.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  useLiveSubscription(NOTIFICATION_ADDED, {}, ({ notificationAdded: n }) => {
    notify(n.description ? `${n.title} — ${n.description}` : n.title, { variant: 'toast', severity: 'info' });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
  useLiveSubscription(NOTIFICATIONS_CHANGED, {}, () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
  return null;
}
