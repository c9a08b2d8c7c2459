// The interface's strings in Turkish for the public site and the shell: fetched when the interface
// is in Turkish (app/i18n.ts), before its first paint.
import jobs from '../features/jobs/i18n/tr.ts';
import applications from '../features/applications/i18n/tr.ts';
import savedJobs from '../features/saved-jobs/i18n/tr.ts';
import profile from '../features/profile/i18n/tr.ts';
import cookies from '../features/cookie-consent/i18n/tr.ts';
import auth from '../features/auth/i18n/tr.ts';
import home from '../features/home/i18n/tr.ts';
import pages from '../features/pages/i18n/tr.ts';
import components from '../components/i18n/tr.ts';
import shell from '../shell/i18n/tr.ts';
import messages from '../i18n/messages/tr.ts';
import alerts from '../features/alerts/i18n/tr.ts';
import notifications from '../features/apps/notifications/i18n/tr.ts';
import { valueLabels } from '../../domain/value-labels.ts';

const tr = {
  shell,
  components,
  auth,
  home,
  pages,
  messages,
  values: valueLabels('tr'),
  jobs,
  applications,
  savedJobs,
  profile,
  cookies,
  alerts,
  notifications,
} as const;

export default tr;
