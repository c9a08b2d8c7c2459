import { Navigate, type RouteObject } from 'react-router';
import { clientPaths } from '../../../domain/client-paths.ts';
import { authRoles } from '../../shell/navigation/auth-roles.ts';
import { bareLayout } from '../../shell/layout-config.ts';
import { LoadingScreen } from '../../shell/loading-screen.tsx';
import { ErrorPage } from '../../features/pages/error-page.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RootLayout } from './root-layout.tsx';
import { chunkLoaded } from '../../lib/stale-chunk-reload.ts';
import { preloadWorkspaceTexts } from '../i18n.ts';

type LazyModule = Promise<{ default: React.ComponentType }>;
const page = (load: () => LazyModule) => async () => {
  const { default: Component } = await load();
  chunkLoaded();
  return { Component };
};
/**
 * A screen of the workspace (employers', staff's, the apps'): its texts are fetched beside its
 * code, not after it (the screen would otherwise render, suspend on its namespace, and only then
 * ask for the texts: a second round trip on a first load).
 */
const workspacePage = (load: () => LazyModule) => {
  const loadPage = page(load);
  return async () => (await Promise.all([loadPage(), preloadWorkspaceTexts()]))[0];
};
const handle = (h: RouteHandle) => h;

/**
 * The route table of SPEC section 2: each screen declares its layout and auth beside it. Every path
 * comes from src/domain/client-paths.ts, the list the server answers 404 beside (routes.test.ts
 * checks the two name the same pages); a new page adds its line there first.
 */
export const routes: RouteObject[] = [
  {
    path: clientPaths.home,
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../../features/home/home-page.tsx')) },
          { path: clientPaths.aboutUs, lazy: page(() => import('../../features/pages/about-us-page.tsx')) },
          { path: clientPaths.privacyPolicy, lazy: page(() => import('../../features/pages/privacy-policy-page.tsx')) },
          { path: clientPaths.terms, lazy: page(() => import('../../features/pages/terms-page.tsx')) },
          { path: clientPaths.languagesHelp, lazy: page(() => import('../../features/pages/languages-help-page.tsx')) },
          { path: clientPaths.languagesHelpSpec, element: <Navigate to={clientPaths.languagesHelp} replace /> },
          {
            path: clientPaths.signIn,
            handle: handle({ layout: bareLayout, auth: authRoles.onlyGuest }),
            lazy: page(() => import('../../features/auth/sign-in-consent-page.tsx')),
          },
          {
            path: clientPaths.signUp,
            handle: handle({ layout: bareLayout, auth: authRoles.onlyGuest }),
            lazy: page(() => import('../../features/auth/sign-up-consent-page.tsx')),
          },
          {
            path: clientPaths.createJobseeker,
            lazy: page(() => import('../../features/auth/create-jobseeker-page.tsx')),
          },
          {
            path: clientPaths.createEmployer,
            lazy: workspacePage(() => import('../../features/employer-account/create-employer-page.tsx')),
          },
          {
            path: clientPaths.employerInvite,
            lazy: workspacePage(() => import('../../features/employer-account/invite-accept-page.tsx')),
          },
          {
            path: clientPaths.employer,
            handle: handle({ auth: authRoles.user, memberType: 'employer' }),
            children: [
              {
                index: true,
                lazy: workspacePage(() => import('../../features/employer-account/employer-dashboard-page.tsx')),
              },
              {
                path: clientPaths.employerCompany,
                lazy: workspacePage(() => import('../../features/employer-account/company-edit-page.tsx')),
              },
              {
                path: clientPaths.employerJobs,
                lazy: workspacePage(() => import('../../features/employer-jobs/employer-jobs-page.tsx')),
              },
              {
                path: clientPaths.employerJobNew,
                lazy: workspacePage(() => import('../../features/employer-jobs/job-editor-page.tsx')),
              },
              {
                path: clientPaths.employerJobEdit,
                lazy: workspacePage(() => import('../../features/employer-jobs/job-editor-page.tsx')),
              },
              {
                path: clientPaths.employerJobPreview,
                lazy: workspacePage(() => import('../../features/employer-jobs/job-preview-page.tsx')),
              },
              {
                path: clientPaths.employerJobApplicants,
                lazy: workspacePage(() => import('../../features/applicants/applicants-page.tsx')),
              },
            ],
          },
          {
            path: clientPaths.admin,
            handle: handle({ auth: authRoles.staff }),
            children: [
              { index: true, element: <Navigate to={clientPaths.adminModeration} replace /> },
              {
                path: clientPaths.adminModeration,
                lazy: workspacePage(() => import('../../features/admin/moderation-page.tsx')),
              },
              {
                path: clientPaths.adminUsers,
                lazy: workspacePage(() => import('../../features/admin/users-page.tsx')),
              },
              {
                path: clientPaths.adminCompanies,
                lazy: workspacePage(() => import('../../features/admin/companies-page.tsx')),
              },
              {
                path: clientPaths.adminContent,
                lazy: workspacePage(() => import('../../features/admin/content-page.tsx')),
              },
              {
                path: clientPaths.adminCurrencyRates,
                lazy: workspacePage(() => import('../../features/admin/currency-rates-page.tsx')),
              },
            ],
          },
          {
            handle: handle({ auth: authRoles.staff }),
            children: [
              {
                path: clientPaths.dashboardProject,
                lazy: workspacePage(() => import('../../features/apps/project-dashboard/project-dashboard-page.tsx')),
              },
              {
                path: clientPaths.dashboardCrypto,
                lazy: workspacePage(() => import('../../features/apps/crypto/crypto-page.tsx')),
              },
              {
                path: clientPaths.dashboardsAnalytics,
                lazy: workspacePage(() => import('../../features/apps/analytics/analytics-dashboard-page.tsx')),
              },
            ],
          },
          {
            path: clientPaths.appsMailbox,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/mailbox/mailbox-page.tsx')),
          },
          {
            // The academy: every signed-in person takes courses; staff and admins write them.
            handle: handle({ auth: authRoles.user }),
            children: [
              {
                path: clientPaths.appsAcademy,
                lazy: workspacePage(() => import('../../features/apps/academy/academy-courses-page.tsx')),
              },
              {
                path: clientPaths.appsAcademyCourse,
                lazy: workspacePage(() => import('../../features/apps/academy/academy-course-page.tsx')),
              },
            ],
          },
          {
            handle: handle({ auth: authRoles.staff }),
            children: [
              {
                path: clientPaths.appsAcademyNewCourse,
                lazy: workspacePage(() => import('../../features/apps/academy/course-editor-page.tsx')),
              },
              {
                path: clientPaths.appsAcademyEditCourse,
                lazy: workspacePage(() => import('../../features/apps/academy/course-editor-page.tsx')),
              },
            ],
          },
          {
            path: clientPaths.appsChat,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/chat/chat-page.tsx')),
          },
          {
            path: clientPaths.appsCalendar,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/calendar/calendar-page.tsx')),
          },
          {
            path: clientPaths.appsNotes,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/notes/notes-page.tsx')),
          },
          {
            path: clientPaths.appsFileManager,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/file-manager/file-manager-page.tsx')),
          },
          {
            path: clientPaths.appsTasks,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/tasks/tasks-page.tsx')),
          },
          {
            path: clientPaths.appsScrumboard,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/scrumboard/boards-page.tsx')),
          },
          {
            path: clientPaths.appsScrumboardBoard,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/scrumboard/board-page.tsx')),
          },
          {
            path: clientPaths.appsContacts,
            handle: handle({ auth: authRoles.staff }),
            lazy: workspacePage(() => import('../../features/apps/contacts/contacts-page.tsx')),
          },
          {
            handle: handle({ auth: authRoles.staff }),
            children: [
              {
                path: clientPaths.appsEcommerceProducts,
                lazy: workspacePage(() => import('../../features/apps/ecommerce/products-page.tsx')),
              },
              {
                path: clientPaths.appsEcommerceProductNew,
                lazy: workspacePage(() => import('../../features/apps/ecommerce/product-form-page.tsx')),
              },
              {
                path: clientPaths.appsEcommerceProduct,
                lazy: workspacePage(() => import('../../features/apps/ecommerce/product-form-page.tsx')),
              },
              {
                path: clientPaths.appsEcommerceOrders,
                lazy: workspacePage(() => import('../../features/apps/ecommerce/orders-page.tsx')),
              },
              {
                path: clientPaths.appsEcommerceOrderNew,
                lazy: workspacePage(() => import('../../features/apps/ecommerce/new-order-page.tsx')),
              },
              {
                path: clientPaths.appsEcommerceOrder,
                lazy: workspacePage(() => import('../../features/apps/ecommerce/order-page.tsx')),
              },
            ],
          },
          { path: clientPaths.resetPassword, lazy: page(() => import('../../features/auth/reset-password-page.tsx')) },
          {
            path: clientPaths.profile,
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/profile/profile-page.tsx')),
          },
          { path: clientPaths.jobSearchBare, element: <Navigate to="/job/search/all" replace /> },
          { path: clientPaths.jobSearch, lazy: page(() => import('../../features/jobs/job-search-page.tsx')) },
          { path: clientPaths.jobInfo, lazy: page(() => import('../../features/jobs/job-info-page.tsx')) },
          {
            path: clientPaths.myApplications,
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/applications/my-applications-page.tsx')),
          },
          {
            path: clientPaths.jobApply,
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/applications/job-apply-page.tsx')),
          },
          {
            path: clientPaths.savedJobs,
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/saved-jobs/saved-jobs-page.tsx')),
          },
          {
            path: clientPaths.userAlerts,
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/alerts/alerts-page.tsx')),
          },
          {
            path: clientPaths.alertsUnsubscribe,
            lazy: page(() => import('../../features/alerts/unsubscribe-page.tsx')),
          },
          { path: clientPaths.company, lazy: page(() => import('../../features/jobs/company-page.tsx')) },
          {
            path: clientPaths.helpCenter,
            lazy: workspacePage(() => import('../../features/apps/help-center/help-center-home-page.tsx')),
          },
          {
            path: clientPaths.helpCenterFaqs,
            lazy: workspacePage(() => import('../../features/apps/help-center/help-center-faqs-page.tsx')),
          },
          {
            path: clientPaths.helpCenterFaqCategory,
            lazy: workspacePage(() => import('../../features/apps/help-center/help-center-faqs-page.tsx')),
          },
          {
            path: clientPaths.helpCenterGuides,
            lazy: workspacePage(() => import('../../features/apps/help-center/help-center-guides-page.tsx')),
          },
          {
            path: clientPaths.helpCenterGuideCategory,
            lazy: workspacePage(() => import('../../features/apps/help-center/help-center-guides-page.tsx')),
          },
          {
            path: clientPaths.helpCenterGuide,
            lazy: workspacePage(() => import('../../features/apps/help-center/help-center-guide-page.tsx')),
          },
          {
            path: clientPaths.helpCenterSupport,
            lazy: workspacePage(() => import('../../features/apps/help-center/help-center-support-page.tsx')),
          },
          {
            // The profile page: every signed-in person's own; staff and admins also open each other's.
            handle: handle({ auth: authRoles.user }),
            children: [
              {
                path: clientPaths.appsProfile,
                lazy: workspacePage(() => import('../../features/apps/profile/profile-page.tsx')),
              },
              {
                path: clientPaths.appsProfileOf,
                lazy: workspacePage(() => import('../../features/apps/profile/profile-page.tsx')),
              },
            ],
          },
          {
            path: clientPaths.appsNotifications,
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/apps/notifications/notifications-page.tsx')),
          },
          { path: clientPaths.loading, element: <LoadingScreen /> },
          { path: clientPaths.notFound, lazy: page(() => import('../../features/pages/not-found-page.tsx')) },
          // Any unknown path shows the 404 page, keeping the mistyped URL visible to fix.
          { path: '*', lazy: page(() => import('../../features/pages/not-found-page.tsx')) },
        ],
      },
    ],
  },
];
