import { APPLICANT_TEXTS } from '../../../domain/applicant-texts.ts';
import { APPLICATION_TEXTS } from '../../../domain/application-texts.ts';
import { EMPLOYER_ACCOUNT_TEXTS } from '../../../domain/employer-account-texts.ts';
import { EMPLOYER_JOB_TEXTS, JOB_FORM_TEXTS } from '../../../domain/job-form-texts.ts';
import { HELP_CENTER_TEXTS } from '../../../domain/help-center-texts.ts';
import { JOB_ALERT_TEXTS } from '../../../domain/job-alert-texts.ts';
import { NOTIFICATION_TEXTS } from '../../../domain/notification-texts.ts';
import { MAILBOX_TEXTS } from '../../../domain/mailbox-texts.ts';
import { ACADEMY_TEXTS } from '../../../domain/academy-texts.ts';
import { CHAT_TEXTS } from '../../../domain/chat-texts.ts';
import { CALENDAR_TEXTS } from '../../../domain/calendar-texts.ts';
import { NOTES_TEXTS } from '../../../domain/notes-texts.ts';
import { PROFILE_PAGE_TEXTS } from '../../../domain/profile-page-texts.ts';
import { SCRUMBOARD_TEXTS } from '../../../domain/scrumboard-texts.ts';
import { CONTACTS_TEXTS } from '../../../domain/contacts-texts.ts';
import { ECOMMERCE_TEXTS } from '../../../domain/ecommerce-texts.ts';
import { FILE_MANAGER_TEXTS } from '../../../domain/file-manager-texts.ts';
import { TASKS_TEXTS } from '../../../domain/tasks-texts.ts';
import { COMMON_TEXTS } from '../../../domain/messages.ts';
import { MODERATION_TEXTS } from '../../../domain/moderation-texts.ts';
import { PROJECT_DASHBOARD_TEXTS } from '../../../domain/project-dashboard-texts.ts';
import { CRYPTO_TEXTS } from '../../../domain/crypto-texts.ts';
import { PROFILE_TEXTS } from '../../../domain/profile-texts.ts';
import { SALARY_TEXTS } from '../../../domain/salary-currency-texts.ts';
import { ANALYTICS_TEXTS } from '../../../domain/analytics-texts.ts';

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
