import { ACADEMY_TEXTS } from '../../../domain/academy-schemas.ts';
import { CRYPTO_TEXTS } from '../../../domain/crypto-schemas.ts';
import { PROJECT_DASHBOARD_TEXTS } from '../../../domain/project-dashboard-schemas.ts';
import { describe, expect, it } from 'vitest';
import { APPLICANT_TEXTS } from '../../../domain/applicant-schemas.ts';
import { APPLICATION_TEXTS } from '../../../domain/application-schemas.ts';
import { EMPLOYER_ACCOUNT_TEXTS } from '../../../domain/employer-account-schemas.ts';
import { EMPLOYER_JOB_TEXTS, JOB_FORM_TEXTS } from '../../../domain/job-form-schemas.ts';
import { HELP_CENTER_TEXTS } from '../../../domain/help-center-schemas.ts';
import { JOB_ALERT_TEXTS } from '../../../domain/job-alert-schemas.ts';
import { NOTIFICATION_TEXTS } from '../../../domain/notification-schemas.ts';
import { MAILBOX_TEXTS } from '../../../domain/mailbox-schemas.ts';
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
import { PROFILE_TEXTS } from '../../../domain/profile-schemas.ts';
import { SALARY_TEXTS } from '../../../domain/salary-currency.ts';
import ar from './ar.ts';
import en from './en.ts';
import tr from './tr.ts';
import { ANALYTICS_TEXTS } from '../../../domain/analytics-schemas.ts';

/** Every string of a nested catalog, as [dotted path, text]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

function at(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, k) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined),
      root,
    );
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const englishPaths = leaves(en).map(([path]) => path);

describe('the messages namespace', () => {
  it('has the domain’s English words in every group, so the client cannot drift from the server', () => {
    expect(en).toEqual({
      common: { ...COMMON_TEXTS, unknownError: en.common.unknownError },
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
    });
    for (const [path, text] of leaves(en)) expect(typeof text === 'string' && text.trim() !== '', path).toBe(true);
  });

  for (const [lang, translation] of [
    ['tr', tr],
    ['ar', ar],
  ] as const) {
    it(`${lang} translates every key, and nothing else`, () => {
      for (const path of englishPaths) {
        const text = at(translation, path);
        expect(typeof text, `${lang}: ${path} has no translation`).toBe('string');
        expect((text as string).trim(), `${lang}: ${path} is empty`).not.toBe('');
      }
      expect(
        leaves(translation)
          .map(([path]) => path)
          .sort(),
      ).toEqual([...englishPaths].sort());
    });

    it(`${lang} keeps the {{placeholders}} of the English`, () => {
      for (const [path, english] of leaves(en)) {
        const text = at(translation, path);
        if (typeof text !== 'string') continue; // reported by the test above
        expect(placeholders(text), `${lang}: ${path}`).toEqual(placeholders(english as string));
      }
    });
  }
});
