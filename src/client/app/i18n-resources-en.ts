// The interface's strings in English: every feature's namespace.
// Loaded with the app: English is also the fallback for a key a translation lacks.
import jobs from '../features/jobs/i18n/en.ts';
import applications from '../features/applications/i18n/en.ts';
import savedJobs from '../features/saved-jobs/i18n/en.ts';
import profile from '../features/profile/i18n/en.ts';
import cookies from '../features/cookie-consent/i18n/en.ts';
import auth from '../features/auth/i18n/en.ts';
import home from '../features/home/i18n/en.ts';
import pages from '../features/pages/i18n/en.ts';
import employerAccount from '../features/employer-account/i18n/en.ts';
import employerJobs from '../features/employer-jobs/i18n/en.ts';
import applicants from '../features/applicants/i18n/en.ts';
import admin from '../features/admin/i18n/en.ts';
import components from '../components/i18n/en.ts';
import shell from '../shell/i18n/en.ts';
import messages from '../i18n/messages/en.ts';
import alerts from '../features/alerts/i18n/en.ts';
import helpCenter from '../features/apps/help-center/i18n/en.ts';
import analytics from '../features/apps/analytics/i18n/en.ts';
import projectDashboard from '../features/apps/project-dashboard/i18n/en.ts';
import crypto from '../features/apps/crypto/i18n/en.ts';
import notifications from '../features/apps/notifications/i18n/en.ts';
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
import { valueLabels } from '../../domain/value-labels.ts';

const en = {
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
  values: valueLabels('en'),
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

export default en;
