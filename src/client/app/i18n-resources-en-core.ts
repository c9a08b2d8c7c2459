// The interface's strings in English that come with the app: the public site's and the shell's
// namespaces (and the fallback for a key a translation lacks). The workspace's are in
// i18n-resources-en-workspace.ts, fetched the first time a screen asks for one of them.
import jobs from '../features/jobs/i18n/en.ts';
import applications from '../features/applications/i18n/en.ts';
import savedJobs from '../features/saved-jobs/i18n/en.ts';
import profile from '../features/profile/i18n/en.ts';
import cookies from '../features/cookie-consent/i18n/en.ts';
import auth from '../features/auth/i18n/en.ts';
import home from '../features/home/i18n/en.ts';
import pages from '../features/pages/i18n/en.ts';
import components from '../components/i18n/en.ts';
import shell from '../shell/i18n/en.ts';
import messages from '../i18n/messages/en.ts';
import alerts from '../features/alerts/i18n/en.ts';
import notifications from '../features/apps/notifications/i18n/en.ts';
import { valueLabels } from '../../domain/value-labels.ts';

const en = {
  shell,
  components,
  auth,
  home,
  pages,
  messages,
  values: valueLabels('en'),
  jobs,
  applications,
  savedJobs,
  profile,
  cookies,
  alerts,
  notifications,
} as const;

export default en;
