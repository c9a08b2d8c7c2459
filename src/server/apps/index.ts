// The workspace apps' public surface (each app's own index.ts re-exported): the rest of the server imports from here.
export {
  analyticsCollectRoutes,
  analyticsModule,
  seedAnalyticsDemo,
  startAnalyticsRollupTask,
} from './analytics/index.ts';
// What the rest of the server uses of the workspace apps (each app's own index.ts lists its part).
export { projectDashboardModule } from './project-dashboard/index.ts';
export { cryptoModule, seedCryptoSamples } from './crypto/index.ts';
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
  seedNotificationSamples,
  type NotificationEvent,
  type NotifyInput,
} from './notifications/index.ts';
export { clearHelpCenter, helpCenterModule, seedHelpCenter } from './help-center/index.ts';
// What the composition root and the seed use of the workspace apps (one line per app).
export { ensureMailboxStarter, mailboxModule } from './mailbox/index.ts';
export { academyModule, clearAcademy, seedAcademy } from './academy/index.ts';
export { announceChatPresence, chatModule, ensureChatStarter, seedChatSamples } from './chat/index.ts';
export { calendarModule, ensureCalendarStarter } from './calendar/index.ts';
export {
  addQuickPanelNote,
  editQuickPanelNote,
  ensureNotesStarter,
  notesModule,
  quickPanelNotes,
  removeQuickPanelNote,
} from './notes/index.ts';
export { contactsModule, ensureContactsStarter } from './contacts/index.ts';
export { clearEcommerce, ecommerceModule, seedEcommerceSamples } from './ecommerce/index.ts';
export { ensureFileManagerStarter, fileManagerModule } from './file-manager/index.ts';
export { forgetJobSaved, profileModule, recordJobSaved, seedProfileSamples } from './profile/index.ts';
export { ensureTasksStarter, tasksModule } from './tasks/index.ts';
export { scrumboardModule, seedScrumboardSamples } from './scrumboard/index.ts';
