import { randomUUID } from 'node:crypto';
import { eq, type InferInsertModel } from 'drizzle-orm';
import { NOTES_DEFAULT_LABELS } from '../../../domain/notes-schemas.ts';
import { filePath } from '../../../domain/file-paths.ts';
import type { Db, Tx } from '../../db/client.ts';
import { files, notesLabels, notesNotes, notesStarters } from '../../db/schema/index.ts';
import type { FileStore } from '../../files/index.ts';
import { gradientPng } from './sample-image.ts';

type Label = (typeof NOTES_DEFAULT_LABELS)[number];

interface Sample {
  title: string;
  content?: string;
  tasks?: [string, boolean][];
  labels: Label[];
  /** Days from now of a reminder at 09:00 UTC. */
  reminderIn?: number;
  archived?: boolean;
  image?: { file: string; top: [number, number, number]; bottom: [number, number, number] };
}

// A portal staff member's notebook: the work of running a CPA job board, and a little of life.
const SAMPLES: Sample[] = [
  {
    title: 'Employer onboarding checklist',
    tasks: [
      ['Verify the company licence number', true],
      ['Confirm the billing contact', true],
      ['Review the first job posting', false],
      ['Send the welcome guide', false],
    ],
    labels: ['Work', 'Tasks'],
    reminderIn: 1,
  },
  {
    title: 'Moderation queue',
    content:
      'Three postings ask for "CPA preferred" on roles that legally need a licence. Ask the employers to fix them.',
    labels: ['Work', 'Priority'],
    reminderIn: 0,
  },
  {
    title: 'Audit season banner',
    content: 'New home-page banner for the audit season campaign: the sunrise picture, short headline.',
    labels: ['Work'],
    image: { file: 'audit-season-banner.png', top: [255, 196, 140], bottom: [120, 144, 210] },
  },
  {
    title: 'Weekly report',
    tasks: [
      ['New registrations', true],
      ['Applications per job', false],
      ['CPA claims reviewed', false],
    ],
    labels: ['Work', 'Tasks'],
    reminderIn: 4,
  },
  {
    title: 'Ideas for the help center',
    content: 'A guide on writing a CPA-friendly job ad; a FAQ on how licence checks work; screenshots in Arabic.',
    labels: ['Work'],
  },
  {
    title: 'Groceries',
    tasks: [
      ['Milk', false],
      ['Bread', true],
      ['Olive oil', false],
      ['Tea', false],
    ],
    labels: ['Personal', 'Tasks'],
  },
  {
    title: 'Mum’s birthday',
    content: 'Book the restaurant by the sea and order the flowers.',
    labels: ['Family', 'Priority'],
    reminderIn: 9,
  },
  {
    title: 'Weekend hike',
    content: 'Meet at the trailhead at 8. Bring water and the camera.',
    labels: ['Friends'],
    image: { file: 'weekend-hike.png', top: [150, 205, 235], bottom: [90, 160, 100] },
  },
  {
    title: '',
    content: 'Call the payment provider about the failed invoice of the featured-company plan.',
    labels: ['Work', 'Priority'],
  },
  {
    title: 'Books to read',
    tasks: [
      ['The Checklist Manifesto', true],
      ['Thinking, Fast and Slow', false],
    ],
    labels: ['Personal'],
  },
  {
    title: 'Quarter-end close',
    content: 'Export the invoices and the refunds for the accountants before the 5th.',
    labels: ['Work', 'Tasks'],
    reminderIn: 12,
  },
  {
    title: 'Old interview slots',
    content: 'Slots offered to last year’s graduate intake; kept for reference.',
    labels: ['Work'],
    archived: true,
  },
  {
    title: 'Game night',
    tasks: [
      ['Ask Deniz and Sara', true],
      ['Buy snacks', true],
    ],
    labels: ['Friends'],
    archived: true,
  },
  {
    title: 'Renew the passport',
    content: 'Done in March.',
    labels: ['Family'],
    archived: true,
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** The starter labels and notes of one notebook (the pictures stored when there is a store). */
export async function insertNotesSamples(
  db: Pick<Db, 'insert'>,
  ownerId: string,
  store: FileStore | undefined,
  now = new Date(),
): Promise<number> {
  const labelRows = await db
    .insert(notesLabels)
    .values(NOTES_DEFAULT_LABELS.map((title) => ({ ownerId, title })))
    .onConflictDoNothing()
    .returning();
  const labelId = new Map(labelRows.map((l) => [l.title, l.id]));
  const fileRows: InferInsertModel<typeof files>[] = [];
  const noteRows: InferInsertModel<typeof notesNotes>[] = [];
  for (const [i, s] of SAMPLES.entries()) {
    let image: string | null = null;
    if (s.image && store) {
      const id = randomUUID();
      const bytes = gradientPng(s.image.top, s.image.bottom);
      const storageKey = `photo/${ownerId}/${id}`;
      await store.put(storageKey, bytes, 'image/png');
      fileRows.push({
        id,
        ownerId,
        kind: 'photo',
        filename: s.image.file,
        mimeType: 'image/png',
        size: bytes.length,
        storageKey,
      });
      image = filePath(id);
    }
    let reminder: Date | null = null;
    if (s.reminderIn !== undefined) {
      reminder = new Date(now.getTime() + s.reminderIn * DAY);
      reminder.setUTCHours(9, 0, 0, 0);
    }
    // Spread over the last days, the first sample the newest.
    const at = new Date(now.getTime() - (i * 7 + 1) * 60 * 60 * 1000);
    noteRows.push({
      ownerId,
      title: s.title,
      content: s.content ?? '',
      tasks: (s.tasks ?? []).map(([content, completed]) => ({ id: randomUUID(), content, completed })),
      image,
      reminder,
      // A starter reminder already past counts as told: the notebook does not open with old news.
      reminderNotifiedAt: reminder && reminder <= now ? now : null,
      labels: s.labels.flatMap((l) => labelId.get(l) ?? []),
      archived: s.archived ?? false,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (fileRows.length) await db.insert(files).values(fileRows);
  await db.insert(notesNotes).values(noteRows);
  return noteRows.length;
}

/** Gives a staff member their starter notebook once (the seed, or their first look at the app). */
export async function ensureNotesStarter(
  db: Db | Tx,
  ownerId: string,
  store: FileStore | undefined,
  now = new Date(),
): Promise<boolean> {
  // Cheap check first: opening the notes is frequent, the starter happens once.
  const [seen] = await db
    .select({ id: notesStarters.userId })
    .from(notesStarters)
    .where(eq(notesStarters.userId, ownerId))
    .limit(1);
  if (seen) return false;
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(notesStarters).values({ userId: ownerId }).onConflictDoNothing().returning();
    if (!mark) return false;
    await insertNotesSamples(tx, ownerId, store, now);
    return true;
  });
}
