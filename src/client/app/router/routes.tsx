import { Navigate, type RouteObject } from 'react-router';
import { authRoles } from '../../shell/navigation/auth-roles.ts';
import { bareLayout } from '../../shell/layout-config.ts';
import { LoadingScreen } from '../../shell/loading-screen.tsx';
import { ErrorPage } from '../../features/pages/error-page.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RootLayout } from './root-layout.tsx';

type LazyModule = Promise<{ default: React.ComponentType }>;
const page = (load: () => LazyModule) => async () => ({ Component: (await load()).default });
const handle = (h: RouteHandle) => h;

/** The route table of SPEC section 2: each screen declares its layout and auth beside it. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../../features/home/home-page.tsx')) },
          { path: 'about-us', lazy: page(() => import('../../features/pages/about-us-page.tsx')) },
          { path: 'privacy-policy', lazy: page(() => import('../../features/pages/privacy-policy-page.tsx')) },
          { path: 'terms-and-conditions', lazy: page(() => import('../../features/pages/terms-page.tsx')) },
          {
            path: 'sign-in',
            handle: handle({ layout: bareLayout, auth: authRoles.onlyGuest }),
            lazy: page(() => import('../../features/auth/sign-in-consent-page.tsx')),
          },
          {
            path: 'sign-up',
            handle: handle({ layout: bareLayout, auth: authRoles.onlyGuest }),
            lazy: page(() => import('../../features/auth/sign-up-consent-page.tsx')),
          },
          { path: 'user/jobseeker/create', lazy: page(() => import('../../features/auth/create-jobseeker-page.tsx')) },
          {
            path: 'user/employer/create',
            lazy: page(() => import('../../features/employer-account/create-employer-page.tsx')),
          },
          {
            path: 'employer/invite/:token',
            lazy: page(() => import('../../features/employer-account/invite-accept-page.tsx')),
          },
          {
            path: 'employer',
            handle: handle({ auth: authRoles.user, memberType: 'employer' }),
            children: [
              { index: true, lazy: page(() => import('../../features/employer-account/employer-dashboard-page.tsx')) },
              { path: 'company', lazy: page(() => import('../../features/employer-account/company-edit-page.tsx')) },
              { path: 'jobs', lazy: page(() => import('../../features/employer-jobs/employer-jobs-page.tsx')) },
              { path: 'jobs/new', lazy: page(() => import('../../features/employer-jobs/job-editor-page.tsx')) },
              {
                path: 'jobs/:jobId/edit',
                lazy: page(() => import('../../features/employer-jobs/job-editor-page.tsx')),
              },
              {
                path: 'jobs/:jobId/preview',
                lazy: page(() => import('../../features/employer-jobs/job-preview-page.tsx')),
              },
              {
                path: 'jobs/:jobId/applicants',
                lazy: page(() => import('../../features/applicants/applicants-page.tsx')),
              },
            ],
          },
          {
            path: 'admin',
            handle: handle({ auth: authRoles.staff }),
            children: [
              { index: true, element: <Navigate to="/admin/moderation" replace /> },
              { path: 'moderation', lazy: page(() => import('../../features/admin/moderation-page.tsx')) },
              { path: 'users', lazy: page(() => import('../../features/admin/users-page.tsx')) },
              { path: 'companies', lazy: page(() => import('../../features/admin/companies-page.tsx')) },
              { path: 'content', lazy: page(() => import('../../features/admin/content-page.tsx')) },
              {
                path: 'currency-rates',
                lazy: page(() => import('../../features/admin/currency-rates-page.tsx')),
              },
            ],
          },
          { path: 'user/reset', lazy: page(() => import('../../features/auth/reset-password-page.tsx')) },
          {
            path: 'profile',
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/profile/profile-page.tsx')),
          },
          { path: 'job/search', element: <Navigate to="/job/search/all" replace /> },
          { path: 'job/search/:urlKeywords', lazy: page(() => import('../../features/jobs/job-search-page.tsx')) },
          { path: 'job/info/:jobId', lazy: page(() => import('../../features/jobs/job-info-page.tsx')) },
          {
            path: 'job/apply',
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/applications/my-applications-page.tsx')),
          },
          {
            path: 'job/apply/:jobId',
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/applications/job-apply-page.tsx')),
          },
          {
            path: 'job/saved',
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/saved-jobs/saved-jobs-page.tsx')),
          },
          {
            path: 'user/alerts',
            handle: handle({ auth: authRoles.user }),
            lazy: page(() => import('../../features/alerts/alerts-page.tsx')),
          },
          { path: 'alerts/unsubscribe', lazy: page(() => import('../../features/alerts/unsubscribe-page.tsx')) },
          { path: 'company/:companyId', lazy: page(() => import('../../features/jobs/company-page.tsx')) },
          { path: 'loading', element: <LoadingScreen /> },
          { path: '404', lazy: page(() => import('../../features/pages/not-found-page.tsx')) },
          // Any unknown path shows the 404 page, keeping the mistyped URL visible to fix.
          { path: '*', lazy: page(() => import('../../features/pages/not-found-page.tsx')) },
        ],
      },
    ],
  },
];
