import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth/use-auth.ts';

// The bell and the live listener are for people signed in: their code (the GraphQL documents,
// the WebSocket client) is fetched once someone is, not by every guest's first page.
const Bell = lazy(async () => ({ default: (await import('./notifications-bell.tsx')).NotificationsBell }));
const Live = lazy(async () => ({ default: (await import('./live-notifications.tsx')).LiveNotifications }));

/** The toolbar's bell, for someone signed in; its place is kept while its code loads. */
export function NotificationsBell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<Box sx={{ width: 40, height: 40 }} aria-hidden />}>
      <Bell />
    </Suspense>
  );
}

/** Toasts and refreshes for the signed-in person's new notifications (see live-notifications.tsx). */
export function LiveNotifications() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  );
}
