import type { Language, Role } from '../../../domain/enums.ts';
import type { Tx } from '../../db/client.ts';
import { insertNotification } from './notification-service.ts';
import type { NotificationEvent } from './notification-texts.ts';

const HOUR_MS = 60 * 60 * 1000;

interface SampleUser {
  id: string;
  language: Language;
  name: string;
  roles: readonly Role[];
  /** The employer's company; undefined for others. */
  company?: string;
  /** Who the staff's sample mail and message come from. */
  colleague: string;
}

interface Sample {
  event: NotificationEvent;
  link?: string;
  useRouter?: boolean;
  hoursAgo: number;
  read?: boolean;
}

/** What each kind of demo account starts with, newest first. */
function samplesFor({ name, roles, company, colleague }: SampleUser): Sample[] {
  const common: Sample[] = [
    { event: { kind: 'project-dashboard' }, link: '/dashboards/project', hoursAgo: 3 },
    { event: { kind: 'welcome', name }, link: '/profile', hoursAgo: 24 * 6, read: true },
  ];
  if (roles.includes('staff') || roles.includes('admin'))
    return [
      {
        event: { kind: 'new-mail', from: colleague, subject: 'Quarterly close checklist' },
        link: '/apps/mailbox',
        hoursAgo: 0.5,
      },
      {
        event: { kind: 'chat-message', from: colleague, text: 'Can you look at the two companies waiting for review?' },
        link: '/apps/chat',
        hoursAgo: 1,
      },
      ...common,
      {
        event: { kind: 'company-reviewed', company: 'Anatolia Audit Partners', approved: true },
        link: '/admin/companies',
        hoursAgo: 30,
        read: true,
      },
    ];
  if (company)
    return [
      {
        event: { kind: 'new-application', position: 'Senior Auditor', candidate: 'Daniel Okafor' },
        link: '/employer/jobs',
        hoursAgo: 2,
      },
      ...common,
      {
        event: { kind: 'job-reviewed', position: 'Tax Manager', approved: true },
        link: '/employer/jobs',
        hoursAgo: 26,
        read: true,
      },
      {
        event: { kind: 'company-reviewed', company, approved: true },
        link: '/employer/company',
        hoursAgo: 24 * 4,
        read: true,
      },
    ];
  return [
    {
      event: {
        kind: 'application-status',
        position: 'Senior Accountant',
        company: 'Bosphorus Advisory',
        status: 'shortlisted',
      },
      link: '/job/apply',
      hoursAgo: 1,
    },
    ...common,
    { event: { kind: 'cpa-reviewed', approved: true }, link: '/profile', hoursAgo: 24 * 2, read: true },
    {
      event: { kind: 'application-status', position: 'Audit Associate', company: 'Ledger & Co', status: 'reviewing' },
      link: '/job/apply',
      hoursAgo: 24 * 3,
      read: true,
    },
  ];
}

/** A demo account's starting notifications, in its language (the seed calls this). */
export async function seedNotificationSamples(tx: Tx, user: SampleUser, now: Date): Promise<void> {
  for (const sample of samplesFor(user).reverse()) {
    await insertNotification(tx, user.id, user.language, {
      event: sample.event,
      link: sample.link ?? null,
      useRouter: sample.useRouter,
      read: sample.read ?? false,
      createdAt: new Date(now.getTime() - sample.hoursAgo * HOUR_MS),
    });
  }
}
