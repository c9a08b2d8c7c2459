// The interface's strings in Arabic: every feature's namespace.
// Loaded only when the interface is in this language (app/i18n.ts).
import jobs from '../features/jobs/i18n/ar.ts';
import applications from '../features/applications/i18n/ar.ts';
import savedJobs from '../features/saved-jobs/i18n/ar.ts';
import profile from '../features/profile/i18n/ar.ts';
import cookies from '../features/cookie-consent/i18n/ar.ts';
import auth from '../features/auth/i18n/ar.ts';
import home from '../features/home/i18n/ar.ts';
import pages from '../features/pages/i18n/ar.ts';
import employerAccount from '../features/employer-account/i18n/ar.ts';
import employerJobs from '../features/employer-jobs/i18n/ar.ts';
import applicants from '../features/applicants/i18n/ar.ts';
import admin from '../features/admin/i18n/ar.ts';
import components from '../components/i18n/ar.ts';
import shell from '../shell/i18n/ar.ts';
import messages from '../i18n/messages/ar.ts';
import alerts from '../features/alerts/i18n/ar.ts';
import helpCenter from '../features/apps/help-center/i18n/ar.ts';
import analytics from '../features/apps/analytics/i18n/ar.ts';
import projectDashboard from '../features/apps/project-dashboard/i18n/ar.ts';
import crypto from '../features/apps/crypto/i18n/ar.ts';
import notifications from '../features/apps/notifications/i18n/ar.ts';
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
import { valueLabels } from '../../domain/value-labels.ts';

const ar = {
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
  values: valueLabels('ar'),
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

export default ar;
