import { randomUUID } from 'node:crypto';
import { eq, type InferInsertModel } from 'drizzle-orm';
import type { SCRUMBOARD_DEFAULT_LABELS, ScrumboardIcon } from '../../../domain/scrumboard-schemas.ts';
import type { Tx } from '../../db/client.ts';
import {
  files,
  scrumboardCards,
  scrumboardLabels,
  scrumboardLists,
  scrumboardStarters,
  type ScrumboardActivityJson,
  type ScrumboardAttachmentJson,
} from '../../db/schema/index.ts';
import type { FileStore } from '../../files/index.ts';
import { insertBoard } from '../../apps/index.ts';
import { gradientPng } from './sample-image.ts';

type Label = (typeof SCRUMBOARD_DEFAULT_LABELS)[number];
type Rgb = [number, number, number];

interface SampleCard {
  title: string;
  /** Index of the list (To do, In progress, In review, Completed). */
  list: 0 | 1 | 2 | 3;
  description?: string;
  labels?: Label[];
  /** Days from now of the due date (negative: overdue). */
  dueIn?: number;
  /** Indexes into the board's members. */
  members?: number[];
  checklists?: { name: string; items: [string, boolean][] }[];
  /** [member index, text, hours ago]. */
  comments?: [number, string, number][];
  /** A picture drawn for the card, attached by the first member and used as its cover. */
  picture?: { file: string; top: Rgb; bottom: Rgb };
  subscribed?: boolean;
}

interface SampleBoard {
  title: string;
  description: string;
  icon: ScrumboardIcon;
  cards: SampleCard[];
}

// What the portal's staff plan together: the next release of the job board and the audit season.
const DEMO_BOARDS: SampleBoard[] = [
  {
    title: 'Portal release 2.4',
    description: 'Saved searches, faster job search and the employer invoices page.',
    icon: 'rocket',
    cards: [
      {
        title: 'Research how seekers save searches',
        list: 3,
        labels: ['Research'],
        members: [0],
        dueIn: -9,
        description: 'Interview five job seekers about how they come back to a search.',
        checklists: [
          {
            name: 'Interviews',
            items: [
              ['Recruit five seekers', true],
              ['Run the interviews', true],
              ['Write up the findings', true],
            ],
          },
        ],
        comments: [[1, 'The write-up is in the shared folder.', 60]],
      },
      {
        title: 'Wireframes for the saved searches page',
        list: 3,
        labels: ['Wireframing'],
        members: [1],
        dueIn: -5,
        picture: { file: 'saved-searches-wireframe.png', top: [235, 240, 250], bottom: [160, 175, 210] },
      },
      {
        title: 'Design the job alert e-mail',
        list: 2,
        labels: ['Design'],
        members: [1],
        dueIn: 2,
        description: 'One column, the company logo, three jobs at most and a clear unsubscribe link.',
        picture: { file: 'job-alert-email.png', top: [255, 214, 170], bottom: [214, 120, 90] },
        comments: [
          [0, 'Looks good. Can the salary line be bolder?', 5],
          [1, 'Done, and the button is larger on a phone.', 3],
        ],
        subscribed: true,
      },
      {
        title: 'Saved searches API',
        list: 1,
        labels: ['Development'],
        members: [0],
        dueIn: 4,
        checklists: [
          {
            name: 'Endpoints',
            items: [
              ['Create a saved search', true],
              ['List my saved searches', true],
              ['Delete a saved search', false],
              ['Rate limit', false],
            ],
          },
        ],
      },
      {
        title: 'Job search is slow with many filters',
        list: 1,
        labels: ['Bug', 'Development'],
        members: [0, 1],
        dueIn: -1,
        description: 'Searching with a city, a salary range and three job types takes over two seconds.',
        comments: [[1, 'Reproduced on the staging copy; the salary filter misses its index.', 20]],
        subscribed: true,
      },
      {
        title: 'Employer invoices page',
        list: 0,
        labels: ['Design', 'Development'],
        members: [1],
        dueIn: 10,
        checklists: [
          {
            name: 'Before we start',
            items: [
              ['Agree the columns with finance', false],
              ['Decide the PDF layout', false],
            ],
          },
        ],
      },
      {
        title: 'Arabic search results wrap badly',
        list: 0,
        labels: ['Bug'],
        members: [0],
        dueIn: 3,
        picture: { file: 'arabic-results.png', top: [250, 230, 230], bottom: [200, 90, 90] },
      },
      { title: 'Research salary ranges by city', list: 0, labels: ['Research'], dueIn: 14 },
      {
        title: 'Onboarding tour for new employers',
        list: 0,
        labels: ['Wireframing', 'Design'],
        members: [1],
        description: 'Four steps: company profile, first job, invite a colleague, read applications.',
      },
      {
        title: 'Résumé preview for staff',
        list: 2,
        labels: ['Development'],
        members: [0],
        dueIn: 1,
        comments: [[0, 'Ready for review: the preview opens next to the application.', 2]],
      },
      {
        title: 'Accessibility check of the apply form',
        list: 1,
        labels: ['Research', 'Bug'],
        members: [1],
        dueIn: 6,
        checklists: [
          {
            name: 'Screen readers',
            items: [
              ['NVDA on Windows', true],
              ['VoiceOver on iPhone', false],
            ],
          },
          {
            name: 'Keyboard',
            items: [
              ['Every field reachable', true],
              ['Focus visible on the upload button', false],
            ],
          },
        ],
      },
      {
        title: 'Release notes for 2.4',
        list: 0,
        labels: ['Research'],
        members: [0, 1],
        dueIn: 18,
      },
      {
        title: 'Upgrade the e-mail provider library',
        list: 3,
        labels: ['Development'],
        members: [0],
        dueIn: -12,
      },
    ],
  },
  {
    title: 'Audit season campaign',
    description: 'Bring audit firms and CPAs to the portal for the busy season.',
    icon: 'campaign',
    cards: [
      {
        title: 'Home page banner',
        list: 2,
        labels: ['Design'],
        members: [1],
        dueIn: 1,
        picture: { file: 'audit-banner.png', top: [255, 196, 140], bottom: [120, 144, 210] },
        comments: [[0, 'Please try the headline in Turkish too; it runs longer.', 6]],
        subscribed: true,
      },
      {
        title: 'List the audit firms to contact',
        list: 3,
        labels: ['Research'],
        members: [0],
        dueIn: -7,
        checklists: [
          {
            name: 'Cities',
            items: [
              ['Istanbul', true],
              ['Ankara', true],
              ['Izmir', true],
            ],
          },
        ],
      },
      {
        title: 'Landing page wireframe',
        list: 3,
        labels: ['Wireframing'],
        members: [1],
        dueIn: -4,
        picture: { file: 'landing-wireframe.png', top: [240, 245, 240], bottom: [140, 190, 150] },
      },
      {
        title: 'Featured company offer',
        list: 1,
        labels: ['Research'],
        members: [0, 1],
        dueIn: 5,
        description: 'A month of featured placement at half price for firms posting three jobs or more.',
        comments: [
          [1, 'Finance agreed to the discount.', 30],
          [0, 'I will draft the terms.', 28],
        ],
      },
      {
        title: 'Campaign e-mail to CPAs',
        list: 1,
        labels: ['Design'],
        members: [1],
        dueIn: 2,
        checklists: [
          {
            name: 'Before sending',
            items: [
              ['Subject line tested', true],
              ['Links checked', false],
              ['Unsubscribe works', false],
            ],
          },
        ],
      },
      {
        title: 'Tracking links count twice',
        list: 1,
        labels: ['Bug'],
        members: [0],
        dueIn: 0,
        subscribed: true,
      },
      {
        title: 'Social posts for the first week',
        list: 0,
        labels: ['Design'],
        members: [1],
        dueIn: 8,
      },
      {
        title: 'Webinar: passing the audit season',
        list: 0,
        labels: ['Research'],
        members: [0],
        dueIn: 21,
        description: 'Two partners of audit firms on hiring juniors; one hour with questions.',
        picture: { file: 'webinar.png', top: [220, 200, 250], bottom: [110, 90, 170] },
      },
      { title: 'Landing page build', list: 0, labels: ['Development'], members: [0], dueIn: 9 },
      {
        title: 'Campaign report template',
        list: 0,
        labels: ['Wireframing'],
        dueIn: 30,
      },
      {
        title: 'Job ad guide for audit firms',
        list: 2,
        labels: ['Research', 'Design'],
        members: [0, 1],
        dueIn: 3,
        comments: [[1, 'Added a section on licence requirements.', 4]],
      },
      {
        title: 'Coupon codes for partners',
        list: 3,
        labels: ['Development'],
        members: [0],
        dueIn: -2,
      },
      {
        title: 'Measure sign-ups by source',
        list: 0,
        labels: ['Research', 'Development'],
        members: [1],
      },
    ],
  },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Inserts a sample board; its pictures are stored (and owned by the first member) when there is a store. */
async function insertSampleBoard(
  db: Tx,
  sample: SampleBoard,
  memberIds: string[],
  store: FileStore | undefined,
  now: Date,
  lastActivity: Date,
): Promise<string> {
  const boardId = await insertBoard(db, {
    title: sample.title,
    description: sample.description,
    icon: sample.icon,
    createdBy: memberIds[0]!,
    memberIds,
    lastActivity,
  });
  // The ids the insert gave the lists and labels are read back from what insertBoard wrote.
  const lists = await db.select().from(scrumboardLists).where(eq(scrumboardLists.boardId, boardId));
  const labels = await db.select().from(scrumboardLabels).where(eq(scrumboardLabels.boardId, boardId));
  const listId = (i: number) => lists.find((l) => l.position === i)!.id;
  const labelId = new Map(labels.map((l) => [l.title, l.id]));
  const positions = [0, 0, 0, 0];
  const fileRows: InferInsertModel<typeof files>[] = [];
  const cardRows: InferInsertModel<typeof scrumboardCards>[] = [];
  for (const [i, s] of sample.cards.entries()) {
    const member = (n: number) => memberIds[n % memberIds.length]!;
    const created = new Date(now.getTime() - (i + 2) * 5 * HOUR);
    const attachments: ScrumboardAttachmentJson[] = [];
    const activities: ScrumboardActivityJson[] = [];
    if (s.picture && store) {
      const fileId = randomUUID();
      const bytes = gradientPng(s.picture.top, s.picture.bottom);
      const storageKey = `photo/${memberIds[0]}/${fileId}`;
      await store.put(storageKey, bytes, 'image/png');
      fileRows.push({
        id: fileId,
        ownerId: memberIds[0]!,
        kind: 'photo',
        filename: s.picture.file,
        mimeType: 'image/png',
        size: bytes.length,
        storageKey,
      });
      const time = created.toISOString();
      attachments.push({
        id: randomUUID(),
        fileId,
        name: s.picture.file,
        type: 'image/png',
        time,
        memberId: member(0),
      });
      activities.push({ id: randomUUID(), type: 'attachment', memberId: member(0), message: s.picture.file, time });
    }
    for (const [who, message, hoursAgo] of s.comments ?? [])
      activities.unshift({
        id: randomUUID(),
        type: 'comment',
        memberId: member(who),
        message,
        time: new Date(now.getTime() - hoursAgo * HOUR).toISOString(),
      });
    activities.sort((a, b) => b.time.localeCompare(a.time));
    let dueDate: Date | null = null;
    if (s.dueIn !== undefined) {
      dueDate = new Date(now.getTime() + s.dueIn * DAY);
      dueDate.setUTCHours(17, 0, 0, 0);
    }
    cardRows.push({
      boardId,
      listId: listId(s.list),
      position: positions[s.list]!++,
      title: s.title,
      description: s.description ?? '',
      labels: (s.labels ?? []).flatMap((l) => labelId.get(l) ?? []),
      dueDate,
      memberIds: [...new Set((s.members ?? []).map(member))],
      subscribers: s.subscribed ? memberIds : [],
      attachmentCoverId: attachments[0]?.id ?? null,
      attachments,
      checklists: (s.checklists ?? []).map((c) => ({
        id: randomUUID(),
        name: c.name,
        checkItems: c.items.map(([name, checked]) => ({ id: randomUUID(), name, checked })),
      })),
      activities,
      createdAt: created,
      updatedAt: created,
    });
  }
  if (fileRows.length) await db.insert(files).values(fileRows);
  await db.insert(scrumboardCards).values(cardRows);
  return boardId;
}

/**
 * The demo boards, shared by the demo staff and admin accounts (the first id owns the pictures),
 * who are then counted as having had their starter.
 */
export async function seedScrumboardSamples(
  db: Tx,
  memberIds: string[],
  store: FileStore | undefined,
  now = new Date(),
): Promise<string[]> {
  if (!memberIds.length) return [];
  const ids: string[] = [];
  for (const [i, sample] of DEMO_BOARDS.entries())
    ids.push(await insertSampleBoard(db, sample, memberIds, store, now, new Date(now.getTime() - i * HOUR)));
  await db
    .insert(scrumboardStarters)
    .values(memberIds.map((userId) => ({ userId })))
    .onConflictDoNothing();
  return ids;
}
