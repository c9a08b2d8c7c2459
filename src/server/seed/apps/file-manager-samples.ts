import { randomUUID } from 'node:crypto';
import { count, eq, type InferInsertModel } from 'drizzle-orm';
import { DOCUMENT_MIME, type DocumentType } from '../../../domain/document-sniff.ts';
import { DOCUMENT_ITEM_TYPE } from '../../../domain/file-manager-schemas.ts';
import { DEFAULT_UPLOAD_QUOTA } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fileManagerItems, fileManagerStarters, files } from '../../db/schema/index.ts';
import type { FileStore } from '../../files/index.ts';
import { landscapeJpeg, sampleDocx, samplePdf, sampleText, sampleXlsx } from './sample-files.ts';

interface SampleFile {
  name: string;
  type: DocumentType;
  bytes: () => Buffer;
  description?: string;
}

interface SampleFolder {
  name: string;
  description?: string;
  items: (SampleFile | SampleFolder)[];
}

const isFolder = (item: SampleFile | SampleFolder): item is SampleFolder => 'items' in item;

// A portal staff member's working files: agreements with employers, reports, pictures.
const SAMPLES: (SampleFile | SampleFolder)[] = [
  {
    name: 'Employer agreements',
    description: 'Signed terms with the employers who post featured jobs.',
    items: [
      {
        name: 'Meridian Ledger - featured plan.pdf',
        type: 'pdf',
        description: 'Twelve months of featured placement, signed in September.',
        bytes: () =>
          samplePdf('Featured plan agreement', [
            'Employer: Meridian Ledger Partners LLP',
            'Plan: featured company, 12 months',
            'Jobs included: 40 postings, highlighted in search',
            'Signed for CPA Careers by the portal staff.',
          ]),
      },
      {
        name: 'Anatolia Denetim - renewal letter.docx',
        type: 'docx',
        bytes: () =>
          sampleDocx('Renewal of the featured plan', [
            'Dear Mr Kaya,',
            'Thank you for another year with CPA Careers. Your featured plan renews on the first of next month.',
            'Kind regards, the CPA Careers team',
          ]),
      },
    ],
  },
  {
    name: 'Reports',
    description: 'Monthly figures for the board.',
    items: [
      {
        name: 'Applications by month.xlsx',
        type: 'xlsx',
        bytes: () =>
          sampleXlsx('Applications', [
            ['Month', 'Jobs posted', 'Applications', 'Hires'],
            ['July', 48, 612, 19],
            ['August', 52, 688, 23],
            ['September', 61, 804, 27],
            ['October', 58, 771, 25],
          ]),
      },
      {
        name: '2026',
        items: [
          {
            name: 'Quarterly moderation summary.pdf',
            type: 'pdf',
            bytes: () =>
              samplePdf('Moderation summary, third quarter', [
                'Companies approved: 14, rejected: 2',
                'First jobs reviewed: 37',
                'CPA claims confirmed: 21',
              ]),
          },
        ],
      },
    ],
  },
  {
    name: 'Photos',
    description: 'Pictures for the home page and the newsletter.',
    items: [
      {
        name: 'Career fair stand.jpg',
        type: 'jpeg',
        bytes: () => landscapeJpeg([110, 160, 225], [250, 205, 160]),
      },
      { name: 'Office view.jpg', type: 'jpeg', bytes: () => landscapeJpeg([235, 150, 120], [90, 80, 150]) },
    ],
  },
  {
    name: 'Read me.txt',
    type: 'txt',
    description: 'Where things are kept.',
    bytes: () =>
      sampleText(
        'Employer agreements: signed plans and letters.\nReports: the monthly figures, by year.\nPhotos: pictures for the site.\n',
      ),
  },
  {
    name: 'Job ad style guide.docx',
    type: 'docx',
    bytes: () =>
      sampleDocx('Writing a good job ad', [
        'Say whether the role needs a CPA licence, and why.',
        'Give the salary range and the currency.',
        'Keep the description under 600 words.',
      ]),
  },
  {
    name: 'Salary benchmarks.xlsx',
    type: 'xlsx',
    bytes: () =>
      sampleXlsx('Benchmarks', [
        ['Role', 'Junior', 'Senior'],
        ['Auditor', 52000, 88000],
        ['Tax adviser', 56000, 95000],
        ['Financial controller', 70000, 120000],
      ]),
  },
];

/** Uploads a person keeps free after the starter files (the seed test asks for 10). */
const STARTER_ROOM = 20;

const countFiles = (items: (SampleFile | SampleFolder)[]): number =>
  items.reduce((n, i) => n + (isFolder(i) ? countFiles(i.items) : 1), 0);

/** The starter folders and files of one file manager, their bytes put in the store. */
export async function insertFileManagerSamples(
  db: Pick<Db, 'insert'>,
  ownerId: string,
  store: FileStore,
  now = new Date(),
): Promise<number> {
  const fileRows: InferInsertModel<typeof files>[] = [];
  const itemRows: InferInsertModel<typeof fileManagerItems>[] = [];
  let minutes = 0;
  const walk = async (items: (SampleFile | SampleFolder)[], folderId: string | null) => {
    for (const item of items) {
      // Spread over the last weeks, each a little older than the one before.
      const at = new Date(now.getTime() - (minutes += 7 * 60 + 13) * 60 * 1000);
      const id = randomUUID();
      if (isFolder(item)) {
        itemRows.push({
          id,
          ownerId,
          folderId,
          name: item.name,
          type: 'folder',
          description: item.description ?? '',
          createdAt: at,
          modifiedAt: at,
        });
        await walk(item.items, id);
        continue;
      }
      const bytes = item.bytes();
      const fileId = randomUUID();
      const storageKey = `document/${ownerId}/${fileId}`;
      const mimeType = DOCUMENT_MIME[item.type];
      await store.put(storageKey, bytes, mimeType);
      fileRows.push({
        id: fileId,
        ownerId,
        kind: 'document',
        filename: item.name,
        mimeType,
        size: bytes.length,
        storageKey,
        createdAt: at,
      });
      itemRows.push({
        id,
        ownerId,
        folderId,
        name: item.name,
        type: DOCUMENT_ITEM_TYPE[item.type],
        fileId,
        size: bytes.length,
        description: item.description ?? '',
        createdAt: at,
        modifiedAt: at,
      });
    }
  };
  await walk(SAMPLES, null);
  if (fileRows.length) await db.insert(files).values(fileRows);
  // Parents come before their children in the list, as the foreign key needs.
  await db.insert(fileManagerItems).values(itemRows);
  return itemRows.length;
}

/**
 * Gives a staff member their starter files once (the seed, or their first look at the app). It
 * needs the file store for the bytes; and someone already near the upload quota gets none, so the
 * demo never takes the room a person needs for their own uploads.
 */
export async function ensureFileManagerStarter(
  db: Db | Tx,
  ownerId: string,
  store: FileStore | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!store) return false;
  // Cheap check first: opening the app is frequent, the starter happens once.
  const [seen] = await db
    .select({ id: fileManagerStarters.userId })
    .from(fileManagerStarters)
    .where(eq(fileManagerStarters.userId, ownerId))
    .limit(1);
  if (seen) return false;
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(fileManagerStarters).values({ userId: ownerId }).onConflictDoNothing().returning();
    if (!mark) return false;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId));
    if (n + countFiles(SAMPLES) > DEFAULT_UPLOAD_QUOTA.files - STARTER_ROOM) return false;
    await insertFileManagerSamples(tx, ownerId, store, now);
    return true;
  });
}
