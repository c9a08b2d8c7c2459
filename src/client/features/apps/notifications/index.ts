// The notifications app's public surface: the toolbar's bell and the live listener, loaded once
// someone is signed in (the router lazy-loads the page).
export { LiveNotifications, NotificationsBell } from './signed-in-notifications.tsx';
