// The workspace apps' public surface (each app's own index.ts re-exported): the rest of the server imports from here.
export { analyticsCollectRoutes, analyticsModule, startAnalyticsRollupTask } from './analytics/index.ts';
// What the rest of the server uses of the workspace apps (each app's own index.ts lists its part).
export { projectDashboardModule } from './project-dashboard/index.ts';
export { cryptoModule } from './crypto/index.ts';
// The workspace apps' public surface (DESIGN section 11): what the composition root, the seed and
// the product's features use of them. Each app keeps its other files to itself.
export {
  createLive,
  createPresence,
  liveModule,
  liveSubscriptionOptions,
  noLive,
  type Live,
  type LivePublisher,
  type Presence,
  type PresenceReader,
} from './live/index.ts';
export {
  notificationsModule,
  notifyUser,
  notifyUsers,
  insertNotification,
  type NotificationEvent,
  type NotifyInput,
} from './notifications/index.ts';
export { ensureHelpCenterCategories, helpCenterModule } from './help-center/index.ts';
// What the composition root and the seed use of the workspace apps (one line per app).
export { mailboxModule, mailText } from './mailbox/index.ts';
export { academyModule, ensureAcademyCategories } from './academy/index.ts';
export { announceChatPresence, chatModule } from './chat/index.ts';
export { calendarModule, ensureCalendarLabels, type CalendarOwner } from './calendar/index.ts';
export {
  addQuickPanelNote,
  editQuickPanelNote,
  notesModule,
  quickPanelNotes,
  removeQuickPanelNote,
} from './notes/index.ts';
export { contactsModule } from './contacts/index.ts';
export { ecommerceModule } from './ecommerce/index.ts';
export { fileManagerModule } from './file-manager/index.ts';
export { forgetJobSaved, profileModule, recordJobSaved } from './profile/index.ts';
export { tasksModule } from './tasks/index.ts';
export { insertBoard, scrumboardModule } from './scrumboard/index.ts';
export { listWorkspaceMembers } from './workspace-members.ts';
