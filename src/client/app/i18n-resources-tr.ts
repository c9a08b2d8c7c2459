// The interface's strings in Turkish: every feature's namespace.
// Loaded only when the interface is in this language (app/i18n.ts).
import jobs from '../features/jobs/i18n/tr.ts';
import applications from '../features/applications/i18n/tr.ts';
import savedJobs from '../features/saved-jobs/i18n/tr.ts';
import profile from '../features/profile/i18n/tr.ts';
import cookies from '../features/cookie-consent/i18n/tr.ts';
import auth from '../features/auth/i18n/tr.ts';
import home from '../features/home/i18n/tr.ts';
import pages from '../features/pages/i18n/tr.ts';
import employerAccount from '../features/employer-account/i18n/tr.ts';
import employerJobs from '../features/employer-jobs/i18n/tr.ts';
import applicants from '../features/applicants/i18n/tr.ts';
import admin from '../features/admin/i18n/tr.ts';
import components from '../components/i18n/tr.ts';
import shell from '../shell/i18n/tr.ts';
import messages from '../i18n/messages/tr.ts';
import alerts from '../features/alerts/i18n/tr.ts';
import helpCenter from '../features/apps/help-center/i18n/tr.ts';
import analytics from '../features/apps/analytics/i18n/tr.ts';
import projectDashboard from '../features/apps/project-dashboard/i18n/tr.ts';
import crypto from '../features/apps/crypto/i18n/tr.ts';
import notifications from '../features/apps/notifications/i18n/tr.ts';
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
import { valueLabels } from '../../domain/value-labels.ts';

const tr = {
  shell,
  components,
  auth,
  home,
  pages,
  employerAccount,
  employerJobs,
  applicants,
  admin,
  messages,
  values: valueLabels('tr'),
  jobs,
  applications,
  savedJobs,
  profile,
  cookies,
  alerts,
  helpCenter,
  analytics,
  projectDashboard,
  crypto,
  notifications,
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
