import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Language, Role } from '../../../domain/enums.ts';
import type { Tx } from '../../db/client.ts';
import {
  chatMessages,
  companies,
  employers,
  jobApplications,
  jobs,
  mailboxMails,
  users,
} from '../../db/schema/index.ts';
import { insertNotification, type NotificationEvent } from '../../apps/index.ts';

// The demo accounts' first notifications. Each one tells of something the seed really wrote
// (the seeker's own application, the employer's own job and applicant, the staff member's own
// mail and message) and links to a page that account can open; so the seed calls this last.

const HOUR_MS = 60 * 60 * 1000;

export interface SampleUser {
  id: string;
  language: Language;
  name: string;
  roles: readonly Role[];
  isCpa: boolean;
}

interface Sample {
  event: NotificationEvent;
  link: string;
  hoursAgo: number;
  read?: boolean;
}

const isStaff = (roles: readonly Role[]) => roles.includes('staff') || roles.includes('admin');

/** The staff member's newest unread inbox mail and newest message received: what they are told of. */
async function staffSamples(tx: Tx, userId: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  const [mail] = await tx
    .select({ from: mailboxMails.fromPerson, subject: mailboxMails.subject })
    .from(mailboxMails)
    .where(and(eq(mailboxMails.ownerId, userId), eq(mailboxMails.folder, 'inbox'), eq(mailboxMails.unread, true)))
    .orderBy(desc(mailboxMails.date))
    .limit(1);
  if (mail)
    samples.push({
      event: { kind: 'new-mail', from: mail.from.name, subject: mail.subject },
      link: '/apps/mailbox',
      hoursAgo: 0.5,
    });
  const [message] = await tx
    .select({ from: users.displayName, text: chatMessages.value })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.recipientId, userId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  if (message)
    samples.push({
      event: { kind: 'chat-message', from: message.from, text: message.text },
      link: '/apps/chat',
      hoursAgo: 1,
    });
  samples.push({ event: { kind: 'project-dashboard' }, link: '/dashboards/project', hoursAgo: 3 });
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.status, 'approved'))
    .orderBy(desc(companies.createdAt))
    .limit(1);
  if (company)
    samples.push({
      event: { kind: 'company-reviewed', company: company.name, approved: true },
      link: '/admin/companies',
      hoursAgo: 30,
      read: true,
    });
  return samples;
}

/** The employer's newest applicant, one of their open jobs and their company, as the live code words them. */
async function employerSamples(tx: Tx, userId: string): Promise<Sample[]> {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, status: companies.status })
    .from(employers)
    .innerJoin(companies, eq(companies.id, employers.employerCompanyId))
    .where(eq(employers.login, userId))
    .limit(1);
  if (!company) return [];
  const samples: Sample[] = [];
  const [applied] = await tx
    .select({ jobId: jobs.id, position: jobs.position, candidate: users.displayName })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(eq(jobs.companyJobsId, company.id))
    .orderBy(desc(jobApplications.appliedAt))
    .limit(1);
  if (applied)
    samples.push({
      event: { kind: 'new-application', position: applied.position, candidate: applied.candidate },
      link: `/employer/jobs/${applied.jobId}/applicants`,
      hoursAgo: 2,
    });
  const [job] = await tx
    .select({ position: jobs.position })
    .from(jobs)
    .where(and(eq(jobs.companyJobsId, company.id), eq(jobs.status, 'open')))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (job)
    samples.push({
      event: { kind: 'job-reviewed', position: job.position, approved: true },
      link: '/employer/jobs',
      hoursAgo: 26,
      read: true,
    });
  if (company.status === 'approved')
    samples.push({
      event: { kind: 'company-reviewed', company: company.name, approved: true },
      link: '/employer/company',
      hoursAgo: 24 * 4,
      read: true,
    });
  return samples;
}

/** The seeker's own applications whose status an employer moved, newest first (none: no such notice). */
async function seekerSamples(tx: Tx, user: SampleUser): Promise<Sample[]> {
  const moved = await tx
    .select({ position: jobs.position, company: companies.name, status: jobApplications.status })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
    .where(and(eq(jobApplications.userId, user.id), notInArray(jobApplications.status, ['submitted', 'withdrawn'])))
    .orderBy(desc(jobApplications.statusChangedAt))
    .limit(2);
  const samples: Sample[] = [];
  moved.forEach((a, i) => {
    // Narrowed again for the type: the query left out the two statuses no notice is sent for.
    if (a.status === 'submitted' || a.status === 'withdrawn') return;
    samples.push({
      event: { kind: 'application-status', position: a.position, company: a.company, status: a.status },
      link: '/job/apply',
      hoursAgo: i === 0 ? 1 : 24 * 3,
      read: i > 0,
    });
  });
  if (user.isCpa)
    samples.push({ event: { kind: 'cpa-reviewed', approved: true }, link: '/profile', hoursAgo: 48, read: true });
  return samples;
}

async function samplesFor(tx: Tx, user: SampleUser, isEmployer: boolean): Promise<Sample[]> {
  const own = isStaff(user.roles)
    ? await staffSamples(tx, user.id)
    : isEmployer
      ? await employerSamples(tx, user.id)
      : await seekerSamples(tx, user);
  // The welcome waits unread for someone with nothing else to read yet (a seeker who has not applied).
  const welcome: Sample = { event: { kind: 'welcome', name: user.name }, link: '/profile', hoursAgo: 24 * 6 };
  return [...own, { ...welcome, read: own.some((s) => !s.read) }];
}

/**
 * The demo accounts' starting notifications, in each one's language. Run after every other demo
 * record is in, since each notice is drawn from them.
 */
export async function seedNotificationSamples(tx: Tx, accounts: readonly SampleUser[], now: Date): Promise<void> {
  const ids = accounts.map((a) => a.id);
  const employerLogins = new Set(
    ids.length
      ? (await tx.select({ login: employers.login }).from(employers).where(inArray(employers.login, ids))).map(
          (e) => e.login,
        )
      : [],
  );
  for (const user of accounts) {
    const samples = await samplesFor(tx, user, employerLogins.has(user.id));
    // Oldest first, so the newest has the latest id as well as the latest time.
    for (const sample of samples.sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      await insertNotification(tx, user.id, user.language, {
        event: sample.event,
        link: sample.link,
        read: sample.read ?? false,
        createdAt: new Date(now.getTime() - sample.hoursAgo * HOUR_MS),
      });
    }
  }
}
