import jobsAr from '../features/jobs/i18n/ar.ts';
import jobsEn from '../features/jobs/i18n/en.ts';
import jobsTr from '../features/jobs/i18n/tr.ts';
import applicationsAr from '../features/applications/i18n/ar.ts';
import applicationsEn from '../features/applications/i18n/en.ts';
import applicationsTr from '../features/applications/i18n/tr.ts';
import savedJobsAr from '../features/saved-jobs/i18n/ar.ts';
import savedJobsEn from '../features/saved-jobs/i18n/en.ts';
import savedJobsTr from '../features/saved-jobs/i18n/tr.ts';
import profileAr from '../features/profile/i18n/ar.ts';
import profileEn from '../features/profile/i18n/en.ts';
import profileTr from '../features/profile/i18n/tr.ts';
import cookiesAr from '../features/cookie-consent/i18n/ar.ts';
import cookiesEn from '../features/cookie-consent/i18n/en.ts';
import cookiesTr from '../features/cookie-consent/i18n/tr.ts';
import authAr from '../features/auth/i18n/ar.ts';
import authEn from '../features/auth/i18n/en.ts';
import authTr from '../features/auth/i18n/tr.ts';
import homeAr from '../features/home/i18n/ar.ts';
import homeEn from '../features/home/i18n/en.ts';
import homeTr from '../features/home/i18n/tr.ts';
import pagesAr from '../features/pages/i18n/ar.ts';
import pagesEn from '../features/pages/i18n/en.ts';
import pagesTr from '../features/pages/i18n/tr.ts';
import employerAccountAr from '../features/employer-account/i18n/ar.ts';
import employerAccountEn from '../features/employer-account/i18n/en.ts';
import employerAccountTr from '../features/employer-account/i18n/tr.ts';
import employerJobsAr from '../features/employer-jobs/i18n/ar.ts';
import employerJobsEn from '../features/employer-jobs/i18n/en.ts';
import employerJobsTr from '../features/employer-jobs/i18n/tr.ts';
import applicantsAr from '../features/applicants/i18n/ar.ts';
import applicantsEn from '../features/applicants/i18n/en.ts';
import applicantsTr from '../features/applicants/i18n/tr.ts';
import adminAr from '../features/admin/i18n/ar.ts';
import adminEn from '../features/admin/i18n/en.ts';
import adminTr from '../features/admin/i18n/tr.ts';
import componentsAr from '../components/i18n/ar.ts';
import componentsEn from '../components/i18n/en.ts';
import componentsTr from '../components/i18n/tr.ts';
import shellAr from '../shell/i18n/ar.ts';
import shellEn from '../shell/i18n/en.ts';
import shellTr from '../shell/i18n/tr.ts';
import messagesAr from '../i18n/messages/ar.ts';
import messagesEn from '../i18n/messages/en.ts';
import messagesTr from '../i18n/messages/tr.ts';
import alertsAr from '../features/alerts/i18n/ar.ts';
import alertsEn from '../features/alerts/i18n/en.ts';
import alertsTr from '../features/alerts/i18n/tr.ts';
import { valueLabels } from '../../domain/value-labels.ts';

/**
 * One namespace per feature (and one for the shell and one for components/); each folder owns its
 * strings in en, tr and ar.
 */
export const resources = {
  en: {
    shell: shellEn,
    components: componentsEn,
    auth: authEn,
    home: homeEn,
    pages: pagesEn,
    employerAccount: employerAccountEn,
    employerJobs: employerJobsEn,
    applicants: applicantsEn,
    admin: adminEn,
    messages: messagesEn,
    values: valueLabels('en'),
    jobs: jobsEn,
    applications: applicationsEn,
    savedJobs: savedJobsEn,
    profile: profileEn,
    cookies: cookiesEn,
    alerts: alertsEn,
  },
  tr: {
    shell: shellTr,
    components: componentsTr,
    auth: authTr,
    home: homeTr,
    pages: pagesTr,
    employerAccount: employerAccountTr,
    employerJobs: employerJobsTr,
    applicants: applicantsTr,
    admin: adminTr,
    messages: messagesTr,
    values: valueLabels('tr'),
    jobs: jobsTr,
    applications: applicationsTr,
    savedJobs: savedJobsTr,
    profile: profileTr,
    cookies: cookiesTr,
    alerts: alertsTr,
  },
  ar: {
    shell: shellAr,
    components: componentsAr,
    auth: authAr,
    home: homeAr,
    pages: pagesAr,
    employerAccount: employerAccountAr,
    employerJobs: employerJobsAr,
    applicants: applicantsAr,
    admin: adminAr,
    messages: messagesAr,
    values: valueLabels('ar'),
    jobs: jobsAr,
    applications: applicationsAr,
    savedJobs: savedJobsAr,
    profile: profileAr,
    cookies: cookiesAr,
    alerts: alertsAr,
  },
} as const;

export const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];
