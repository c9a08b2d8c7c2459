// The interface's strings in Arabic for employers', staff's and the workspace apps' screens:
// fetched with the first of those screens (app/i18n.ts).
import employerAccount from '../features/employer-account/i18n/ar.ts';
import employerJobs from '../features/employer-jobs/i18n/ar.ts';
import applicants from '../features/applicants/i18n/ar.ts';
import admin from '../features/admin/i18n/ar.ts';
import helpCenter from '../features/apps/help-center/i18n/ar.ts';
import analytics from '../features/apps/analytics/i18n/ar.ts';
import projectDashboard from '../features/apps/project-dashboard/i18n/ar.ts';
import crypto from '../features/apps/crypto/i18n/ar.ts';
import mailbox from '../features/apps/mailbox/i18n/ar.ts';
import academy from '../features/apps/academy/i18n/ar.ts';
import chat from '../features/apps/chat/i18n/ar.ts';
import calendar from '../features/apps/calendar/i18n/ar.ts';
import notes from '../features/apps/notes/i18n/ar.ts';
import fileManager from '../features/apps/file-manager/i18n/ar.ts';
import profilePage from '../features/apps/profile/i18n/ar.ts';
import tasks from '../features/apps/tasks/i18n/ar.ts';
import scrumboard from '../features/apps/scrumboard/i18n/ar.ts';
import contacts from '../features/apps/contacts/i18n/ar.ts';
import ecommerce from '../features/apps/ecommerce/i18n/ar.ts';

const ar = {
  employerAccount,
  employerJobs,
  applicants,
  admin,
  helpCenter,
  analytics,
  projectDashboard,
  crypto,
  mailbox,
  academy,
  chat,
  calendar,
  notes,
  fileManager,
  profilePage,
  tasks,
  scrumboard,
  contacts,
  ecommerce,
} as const;

export default ar;
