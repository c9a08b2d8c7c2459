import { APPLICANT_TEXTS } from '../../../domain/applicant-schemas.ts';
import { APPLICATION_TEXTS } from '../../../domain/application-schemas.ts';
import { EMPLOYER_ACCOUNT_TEXTS } from '../../../domain/employer-account-schemas.ts';
import { EMPLOYER_JOB_TEXTS, JOB_FORM_TEXTS } from '../../../domain/job-form-schemas.ts';
import { HELP_CENTER_TEXTS } from '../../../domain/help-center-schemas.ts';
import { JOB_ALERT_TEXTS } from '../../../domain/job-alert-schemas.ts';
import { NOTIFICATION_TEXTS } from '../../../domain/notification-schemas.ts';
import { MAILBOX_TEXTS } from '../../../domain/mailbox-schemas.ts';
import { ACADEMY_TEXTS } from '../../../domain/academy-schemas.ts';
import { CHAT_TEXTS } from '../../../domain/chat-schemas.ts';
import { CALENDAR_TEXTS } from '../../../domain/calendar-schemas.ts';
import { NOTES_TEXTS } from '../../../domain/notes-schemas.ts';
import { PROFILE_PAGE_TEXTS } from '../../../domain/profile-page-schemas.ts';
import { SCRUMBOARD_TEXTS } from '../../../domain/scrumboard-schemas.ts';
import { CONTACTS_TEXTS } from '../../../domain/contacts-schemas.ts';
import { ECOMMERCE_TEXTS } from '../../../domain/ecommerce-schemas.ts';
import { FILE_MANAGER_TEXTS } from '../../../domain/file-manager-schemas.ts';
import { TASKS_TEXTS } from '../../../domain/tasks-schemas.ts';
import { COMMON_TEXTS } from '../../../domain/messages.ts';
import { MODERATION_TEXTS } from '../../../domain/moderation-schemas.ts';
import { PROJECT_DASHBOARD_TEXTS } from '../../../domain/project-dashboard-schemas.ts';
import { CRYPTO_TEXTS } from '../../../domain/crypto-schemas.ts';
import { PROFILE_TEXTS } from '../../../domain/profile-schemas.ts';
import { SALARY_TEXTS } from '../../../domain/salary-currency.ts';
import { ANALYTICS_TEXTS } from '../../../domain/analytics-schemas.ts';

// The English texts are the domain's own, so server and client say the same thing. One group per
// catalog: the key `profile.firstNameRequired` is `t('profile.firstNameRequired', { ns: 'messages' })`.
const en = {
  common: { ...COMMON_TEXTS, unknownError: 'Something went wrong. Please try again.' },
  profile: PROFILE_TEXTS,
  applications: APPLICATION_TEXTS,
  applicants: APPLICANT_TEXTS,
  moderation: MODERATION_TEXTS,
  employerAccount: EMPLOYER_ACCOUNT_TEXTS,
  jobForm: JOB_FORM_TEXTS,
  employerJobs: EMPLOYER_JOB_TEXTS,
  jobAlerts: JOB_ALERT_TEXTS,
  helpCenter: HELP_CENTER_TEXTS,
  notifications: NOTIFICATION_TEXTS,
  mailbox: MAILBOX_TEXTS,
  chat: CHAT_TEXTS,
  calendar: CALENDAR_TEXTS,
  contacts: CONTACTS_TEXTS,
  analytics: ANALYTICS_TEXTS,
  salary: SALARY_TEXTS,
  projectDashboard: PROJECT_DASHBOARD_TEXTS,
  crypto: CRYPTO_TEXTS,
  academy: ACADEMY_TEXTS,
  notes: NOTES_TEXTS,
  profilePage: PROFILE_PAGE_TEXTS,
  scrumboard: SCRUMBOARD_TEXTS,
  ecommerce: ECOMMERCE_TEXTS,
  fileManager: FILE_MANAGER_TEXTS,
  tasks: TASKS_TEXTS,
};
export default en;
