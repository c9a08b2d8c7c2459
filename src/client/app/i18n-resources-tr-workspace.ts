// The interface's strings in Turkish for employers', staff's and the workspace apps' screens:
// fetched with the first of those screens (app/i18n.ts).
import employerAccount from '../features/employer-account/i18n/tr.ts';
import employerJobs from '../features/employer-jobs/i18n/tr.ts';
import applicants from '../features/applicants/i18n/tr.ts';
import admin from '../features/admin/i18n/tr.ts';
import helpCenter from '../features/apps/help-center/i18n/tr.ts';
import analytics from '../features/apps/analytics/i18n/tr.ts';
import projectDashboard from '../features/apps/project-dashboard/i18n/tr.ts';
import crypto from '../features/apps/crypto/i18n/tr.ts';
import mailbox from '../features/apps/mailbox/i18n/tr.ts';
import academy from '../features/apps/academy/i18n/tr.ts';
import chat from '../features/apps/chat/i18n/tr.ts';
import calendar from '../features/apps/calendar/i18n/tr.ts';
import notes from '../features/apps/notes/i18n/tr.ts';
import fileManager from '../features/apps/file-manager/i18n/tr.ts';
import profilePage from '../features/apps/profile/i18n/tr.ts';
import tasks from '../features/apps/tasks/i18n/tr.ts';
import scrumboard from '../features/apps/scrumboard/i18n/tr.ts';
import contacts from '../features/apps/contacts/i18n/tr.ts';
import ecommerce from '../features/apps/ecommerce/i18n/tr.ts';

const tr = {
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

export default tr;
