/**
 * Every path the client's router shows a page for, as react-router patterns (`:name` is one
 * segment). The router declares its routes with these (src/client/app/router/routes.tsx) and the
 * server answers HTTP 404 for any other path (src/server/spa/), so the two cannot drift: a test
 * walks the route table and compares. Adding a page is one line here, then its route.
 */
export const clientPaths = {
  home: '/',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  languagesHelp: '/help/languages',
  /** The specification's address for the language menu's Learn More; redirects to languagesHelp. */
  languagesHelpSpec: '/documentation/configuration/multi-language',
  signIn: '/sign-in',
  signUp: '/sign-up',
  createJobseeker: '/user/jobseeker/create',
  createEmployer: '/user/employer/create',
  employerInvite: '/employer/invite/:token',
  employer: '/employer',
  employerCompany: '/employer/company',
  employerJobs: '/employer/jobs',
  employerJobNew: '/employer/jobs/new',
  employerJobEdit: '/employer/jobs/:jobId/edit',
  employerJobPreview: '/employer/jobs/:jobId/preview',
  employerJobApplicants: '/employer/jobs/:jobId/applicants',
  admin: '/admin',
  adminModeration: '/admin/moderation',
  adminUsers: '/admin/users',
  adminCompanies: '/admin/companies',
  adminContent: '/admin/content',
  adminCurrencyRates: '/admin/currency-rates',
  dashboardsAnalytics: '/dashboards/analytics',
  dashboardProject: '/dashboards/project',
  dashboardCrypto: '/dashboards/crypto',
  userAlerts: '/user/alerts',
  appsMailbox: '/apps/mailbox',
  appsAcademy: '/apps/academy',
  appsAcademyCourse: '/apps/academy/courses/:courseSlug',
  appsAcademyNewCourse: '/apps/academy/editor',
  appsAcademyEditCourse: '/apps/academy/editor/:courseSlug',
  appsChat: '/apps/chat',
  appsCalendar: '/apps/calendar',
  appsNotes: '/apps/notes',
  appsFileManager: '/apps/file-manager',
  appsTasks: '/apps/tasks',
  appsScrumboard: '/apps/scrumboard/boards',
  appsScrumboardBoard: '/apps/scrumboard/boards/:boardId',
  appsContacts: '/apps/contacts',
  appsProfile: '/apps/profile',
  appsProfileOf: '/apps/profile/:userId',
  appsEcommerceProducts: '/apps/e-commerce/products',
  appsEcommerceProductNew: '/apps/e-commerce/products/new',
  appsEcommerceProduct: '/apps/e-commerce/products/:productId',
  appsEcommerceOrders: '/apps/e-commerce/orders',
  appsEcommerceOrderNew: '/apps/e-commerce/orders/new',
  appsEcommerceOrder: '/apps/e-commerce/orders/:orderId',
  alertsUnsubscribe: '/alerts/unsubscribe',
  resetPassword: '/user/reset',
  profile: '/profile',
  jobSearchBare: '/job/search',
  jobSearch: '/job/search/:urlKeywords',
  jobInfo: '/job/info/:jobId',
  myApplications: '/job/apply',
  jobApply: '/job/apply/:jobId',
  savedJobs: '/job/saved',
  company: '/company/:companyId',
  helpCenter: '/apps/help-center',
  helpCenterFaqs: '/apps/help-center/faqs',
  helpCenterFaqCategory: '/apps/help-center/faqs/:categorySlug',
  helpCenterGuides: '/apps/help-center/guides',
  helpCenterGuideCategory: '/apps/help-center/guides/:categorySlug',
  helpCenterGuide: '/apps/help-center/guides/:categorySlug/:guideSlug',
  helpCenterSupport: '/apps/help-center/support',
  appsNotifications: '/apps/notifications',
  loading: '/loading',
  notFound: '/404',
} as const;

export type ClientPathName = keyof typeof clientPaths;

export interface ClientPathMatch {
  name: ClientPathName;
  params: Record<string, string>;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * The page a URL path opens, with its `:params` (still percent-encoded, as they came), or
 * undefined when no page has this path. Like the router: case-insensitive, a trailing slash
 * ignored, a static segment wins over a `:param` one (`/job/apply` is My applications, and
 * `/employer/jobs/new` is not a job id).
 */
export function matchClientPath(pathname: string): ClientPathMatch | undefined {
  const segments = segmentsOf(pathname);
  let best: { match: ClientPathMatch; statics: number } | undefined;
  for (const [name, pattern] of Object.entries(clientPaths) as [ClientPathName, string][]) {
    const parts = segmentsOf(pattern);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let statics = 0;
    const fits = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      statics += 1;
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (fits && (!best || statics > best.statics)) best = { match: { name, params }, statics };
  }
  return best?.match;
}
