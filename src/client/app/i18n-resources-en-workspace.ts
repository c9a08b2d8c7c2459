// The interface's strings in English for employers', staff's and the workspace apps' screens:
// none of them is on a guest's first page, so they load with the first screen that uses them
// (app/i18n.ts), not with the app.
import employerAccount from '../features/employer-account/i18n/en.ts';
import employerJobs from '../features/employer-jobs/i18n/en.ts';
import applicants from '../features/applicants/i18n/en.ts';
import admin from '../features/admin/i18n/en.ts';
import helpCenter from '../features/apps/help-center/i18n/en.ts';
import analytics from '../features/apps/analytics/i18n/en.ts';
import projectDashboard from '../features/apps/project-dashboard/i18n/en.ts';
import crypto from '../features/apps/crypto/i18n/en.ts';
import mailbox from '../features/apps/mailbox/i18n/en.ts';
import academy from '../features/apps/academy/i18n/en.ts';
import chat from '../features/apps/chat/i18n/en.ts';
import calendar from '../features/apps/calendar/i18n/en.ts';
import notes from '../features/apps/notes/i18n/en.ts';
import fileManager from '../features/apps/file-manager/i18n/en.ts';
import profilePage from '../features/apps/profile/i18n/en.ts';
import tasks from '../features/apps/tasks/i18n/en.ts';
import scrumboard from '../features/apps/scrumboard/i18n/en.ts';
import contacts from '../features/apps/contacts/i18n/en.ts';
import ecommerce from '../features/apps/ecommerce/i18n/en.ts';

const en = {
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

export default en;
