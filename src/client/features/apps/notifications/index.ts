// The notifications app's public surface: the toolbar's bell and the live listener
// (the router lazy-loads the page).
export { NotificationsBell } from './notifications-bell.tsx';
export { LiveNotifications } from './live-notifications.tsx';
