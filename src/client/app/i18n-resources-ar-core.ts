// The interface's strings in Arabic for the public site and the shell: fetched when the interface
// is in Arabic (app/i18n.ts), before its first paint.
import jobs from '../features/jobs/i18n/ar.ts';
import applications from '../features/applications/i18n/ar.ts';
import savedJobs from '../features/saved-jobs/i18n/ar.ts';
import profile from '../features/profile/i18n/ar.ts';
import cookies from '../features/cookie-consent/i18n/ar.ts';
import auth from '../features/auth/i18n/ar.ts';
import home from '../features/home/i18n/ar.ts';
import pages from '../features/pages/i18n/ar.ts';
import components from '../components/i18n/ar.ts';
import shell from '../shell/i18n/ar.ts';
import messages from '../i18n/messages/ar.ts';
import alerts from '../features/alerts/i18n/ar.ts';
import notifications from '../features/apps/notifications/i18n/ar.ts';
import { valueLabels } from '../../domain/value-labels.ts';

const ar = {
  shell,
  components,
  auth,
  home,
  pages,
  messages,
  values: valueLabels('ar'),
  jobs,
  applications,
  savedJobs,
  profile,
  cookies,
  alerts,
  notifications,
} as const;

export default ar;
