import { randomUUID } from 'node:crypto';
import { count, eq, type InferInsertModel } from 'drizzle-orm';
import type { TaskPriority, TaskTag } from '../../../domain/tasks-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { taskStarters, taskItems } from '../../db/schema/index.ts';
import { lockOwnersList } from './tasks-lock.ts';

// The starter list: a portal staff member's week of running a CPA job board, in four sections,
// so nobody opens an empty, unexplained list. Due dates are counted from the day it is given.

interface Sample {
  title: string;
  notes?: string;
  done?: boolean;
  /** Days from the starter's day; absent for no due date. */
  dueIn?: number;
  priority?: TaskPriority;
  tags?: TaskTag[];
  subTasks?: [string, boolean][];
}

const SECTIONS: { title: string; notes: string; tasks: Sample[] }[] = [
  {
    title: 'Today',
    notes: 'What has to be done before the end of the day.',
    tasks: [
      {
        title: 'Review the flagged job postings',
        notes: 'Three postings ask for "CPA preferred" on roles that legally need a licence.',
        dueIn: 0,
        priority: 2,
        tags: ['Urgent'],
        subTasks: [
          ['Northwind Audit: Senior Tax Associate', true],
          ['Contoso Advisory: Audit Manager', false],
          ['Fabrikam: Financial Controller', false],
        ],
      },
      {
        title: 'Answer the employer support requests',
        dueIn: 0,
        priority: 1,
        tags: ['Discuss'],
      },
      {
        title: 'Fix the salary filter rounding on the jobs page',
        notes: 'Ranges in Turkish lira round down to the wrong thousand.',
        dueIn: 1,
        priority: 2,
        tags: ['Bug', 'Frontend'],
      },
      { title: 'Approve the pending CPA licence claims', done: true, dueIn: 0, priority: 1, tags: ['Backend'] },
      { title: 'Send the new-registrations digest', done: true, priority: 0 },
    ],
  },
  {
    title: 'This week',
    notes: 'Planned for the coming days.',
    tasks: [
      {
        title: 'Prepare the audit season campaign',
        notes: 'A home-page banner, the newsletter and two featured employers.',
        dueIn: 3,
        priority: 1,
        tags: ['Frontend', 'Discuss'],
        subTasks: [
          ['Pick the banner picture', true],
          ['Write the headline in three languages', false],
          ['Choose the featured employers', false],
          ['Schedule the newsletter', false],
        ],
      },
      {
        title: 'Rotate the job-board API keys',
        notes: 'The partner integrations need the new keys a day in advance.',
        dueIn: 2,
        priority: 2,
        tags: ['Api', 'Backend'],
      },
      {
        title: 'Check the job-expiry run log',
        dueIn: 4,
        priority: 0,
        tags: ['Backend'],
      },
      {
        title: 'Interview the candidate for the moderator role',
        dueIn: 2,
        priority: 1,
        subTasks: [
          ['Read the CV again', false],
          ['Book the meeting room', true],
        ],
      },
      { title: 'Update the help-center guide on licence checks', dueIn: 5, priority: 1, tags: ['Discuss'] },
      {
        title: 'Reply to Contoso about their invoice',
        done: true,
        priority: 1,
      },
      {
        title: 'Test the Arabic layout of the application form',
        dueIn: 4,
        priority: 1,
        tags: ['Frontend', 'Bug'],
      },
    ],
  },
  {
    title: 'Later',
    notes: 'Ideas and things that can wait.',
    tasks: [
      {
        title: 'Plan the employer webinar on writing CPA-friendly job ads',
        dueIn: 21,
        priority: 1,
        tags: ['Discuss'],
        subTasks: [
          ['Draft the outline', false],
          ['Invite two employers to speak', false],
        ],
      },
      { title: 'Design the saved-search e-mail', priority: 0, tags: ['Frontend'] },
      {
        title: 'Add the employer-count endpoint for the partners',
        priority: 1,
        tags: ['Api', 'Backend'],
      },
      { title: 'Clean up the unused company logos', priority: 0, tags: ['Backend'] },
      {
        title: 'Quarterly report for the board',
        notes: 'New registrations, applications per job, CPA claims reviewed.',
        dueIn: 30,
        priority: 1,
      },
    ],
  },
  {
    title: 'Personal',
    notes: 'A little of life besides work.',
    tasks: [
      { title: 'Renew my own CPE credits', dueIn: 45, priority: 1, subTasks: [['Ethics course', true]] },
      { title: 'Book the dentist', dueIn: 7, priority: 0 },
      { title: 'Buy a present for Mum’s birthday', dueIn: 9, priority: 2, tags: ['Urgent'] },
      { title: 'Return the library books', done: true, priority: 0 },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** The starter list's rows for one owner, numbered from `from`. */
export function tasksSampleRows(ownerId: string, now = new Date(), from = 0): InferInsertModel<typeof taskItems>[] {
  const rows: InferInsertModel<typeof taskItems>[] = [];
  for (const section of SECTIONS) {
    rows.push({ ownerId, type: 'section', title: section.title, notes: section.notes, order: from + rows.length });
    for (const s of section.tasks) {
      rows.push({
        ownerId,
        type: 'task',
        title: s.title,
        notes: s.notes ?? '',
        completed: s.done ?? false,
        dueDate: s.dueIn === undefined ? null : dayFrom(now, s.dueIn),
        priority: s.priority ?? 1,
        tags: s.tags ?? [],
        subTasks: (s.subTasks ?? []).map(([title, completed]) => ({ id: randomUUID(), title, completed })),
        order: from + rows.length,
      });
    }
  }
  return rows;
}

/** Gives a staff member their starter list once (the seed, or their first look at the app). */
export async function ensureTasksStarter(db: Db | Tx, ownerId: string, now = new Date()): Promise<boolean> {
  // Cheap check first: opening the list is frequent, the starter happens once.
  const [seen] = await db
    .select({ id: taskStarters.userId })
    .from(taskStarters)
    .where(eq(taskStarters.userId, ownerId))
    .limit(1);
  if (seen) return false;
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(taskStarters).values({ userId: ownerId }).onConflictDoNothing().returning();
    if (!mark) return false;
    // After whatever the owner already wrote (a task created before the list was first read).
    await lockOwnersList(tx, ownerId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(taskItems).where(eq(taskItems.ownerId, ownerId));
    await tx.insert(taskItems).values(tasksSampleRows(ownerId, now, n));
    return true;
  });
}
