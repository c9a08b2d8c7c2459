import { seedAcademy, clearAcademy } from './apps/academy-seed.ts';
import { seedAnalyticsDemo } from './apps/analytics-demo.ts';
import { ensureCalendarStarter } from './apps/calendar-samples.ts';
import { seedChatSamples } from './apps/chat-samples.ts';
import { ensureContactsStarter } from './apps/contacts-samples.ts';
import { seedCryptoSamples } from './apps/crypto-samples.ts';
import { clearEcommerce, seedEcommerceSamples } from './apps/ecommerce-samples.ts';
import { ensureFileManagerStarter } from './apps/file-manager-samples.ts';
import { clearHelpCenter, seedHelpCenter } from './apps/help-center-seed.ts';
import { ensureMailboxStarter } from './apps/mailbox-samples.ts';
import { ensureNotesStarter } from './apps/notes-samples.ts';
import { seedNotificationSamples } from './apps/notification-samples.ts';
import { seedProfileSamples } from './apps/profile-samples.ts';
import { seedQuickPanelSamples } from './apps/quick-panel-samples.ts';
import { seedScrumboardSamples } from './apps/scrumboard-samples.ts';
import { ensureTasksStarter } from './apps/tasks-samples.ts';
import { seedProjectBudgetSamples } from './project-budget-data.ts';
// Loads the demo data: accounts, companies, employers, jobs and the home page content.
// `seedIfEmpty` runs at start-up (SEED=auto); `resetAndSeed` backs `npm run db:seed`.
import { randomUUID } from 'node:crypto';
import { count, sql, type InferInsertModel } from 'drizzle-orm';
import { hashPassword } from '../auth/index.ts';
import { resetCurrencyRates } from '../currency-rates/index.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  companies,
  educations,
  employers,
  files,
  jobApplications,
  jobSeekerContents,
  jobs,
  licenses,
  users,
  verificationCodes,
  works,
} from '../db/schema/index.ts';
import { filePath } from '../../domain/file-paths.ts';
import { insertDemoApplications, SAMPLE_APPLICANT_PASSWORD } from './applications-data.ts';
import type { FileStore } from '../files/index.ts';
import { COMPANIES } from './companies-data.ts';
import { LOGO_DESIGNS, logoSvg } from './company-logos.ts';
import { CONTENTS } from './content-data.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { generateJobs } from './jobs-data.ts';

export interface SeedSummary {
  users: number;
  companies: number;
  employers: number;
  jobs: number;
  contents: number;
  applications: number;
}

const CHUNK_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Advisory lock key so two processes starting on an empty database do not both seed. */
const SEED_LOCK_KEY = 7_310_022_451;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await insert(rows.slice(i, i + CHUNK_SIZE));
  }
}

/** argon2 is slow on purpose: hash each distinct demo password once. */
async function hashDemoPasswords(): Promise<Map<string, string>> {
  const distinct = [...new Set(DEMO_ACCOUNTS.map((a) => a.password))];
  const hashes = await Promise.all(distinct.map((p) => hashPassword(p)));
  return new Map(distinct.map((p, i) => [p, hashes[i] ?? '']));
}

async function isEmpty(db: Pick<Db, 'select'>): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(companies);
  return (u?.n ?? 0) === 0 && (c?.n ?? 0) === 0;
}

async function insertDemoData(
  tx: Tx,
  now: Date,
  passwordHashes: Map<string, string>,
  store: FileStore | undefined,
): Promise<SeedSummary> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // Accounts and their profiles.
  const userIds = new Map<string, string>();
  const userRows: InferInsertModel<typeof users>[] = [];
  const workRows: InferInsertModel<typeof works>[] = [];
  const educationRows: InferInsertModel<typeof educations>[] = [];
  const licenseRows: InferInsertModel<typeof licenses>[] = [];
  DEMO_ACCOUNTS.forEach((account, index) => {
    const passwordHash = passwordHashes.get(account.password);
    if (!passwordHash) throw new Error(`no hash for ${account.email}`);
    const id = randomUUID();
    userIds.set(account.email, id);
    const createdAt = daysAgo(180 - index * 7);
    const { profile } = account;
    userRows.push({
      id,
      email: account.email,
      passwordHash,
      emailVerified: account.emailVerified,
      role: [...account.role],
      memberType: account.memberType,
      displayName: account.displayName,
      language: account.language,
      privacyChecked: true,
      fullName: `${profile.firstName} ${profile.lastName}`,
      ...profile,
      isCpa: account.isCpa,
      cpaStatus: account.isCpa ? 'confirmed' : 'none',
      createdAt,
      updatedAt: createdAt,
    });
    const owned = { userId: id, createdAt, updatedAt: createdAt };
    for (const w of account.works ?? []) workRows.push({ ...w, ...owned });
    for (const e of account.educations ?? []) educationRows.push({ ...e, ...owned });
    for (const l of account.licenses ?? []) licenseRows.push({ ...l, ...owned });
  });
  await insertInChunks(userRows, (chunk) => tx.insert(users).values(chunk));
  // The quick panel's sample notes and events, in each demo user's language.
  for (const row of userRows) {
    if (row.id) await seedQuickPanelSamples(tx, row.id, row.language ?? 'en', now);
  }
  // The workspace apps' sample records of the demo staff and admin accounts (only the seed writes them).
  for (const row of userRows) {
    if (row.id && row.role?.some((r) => r === 'staff' || r === 'admin'))
      await ensureMailboxStarter(tx, { id: row.id, displayName: row.displayName, email: row.email }, store, now);
  }
  // The notes app's starter notebook of the staff and admin accounts, in their language.
  for (const row of userRows) {
    if (row.id && row.role?.some((r) => r === 'staff' || r === 'admin'))
      await ensureNotesStarter(tx, { id: row.id, language: row.language ?? 'en' }, store, now);
  }
  // The chat's demo profiles and conversation between the staff and admin accounts.
  await seedChatSamples(
    tx,
    userRows
      .filter((r) => r.id && r.role?.some((role) => role === 'staff' || role === 'admin'))
      .map((r) => ({ id: r.id!, displayName: r.displayName, email: r.email })),
    now,
  );
  // The calendar's starter labels and events of the staff and admin accounts, in their language.
  for (const row of userRows) {
    if (row.id && row.role?.some((r) => r === 'staff' || r === 'admin'))
      await ensureCalendarStarter(tx, { id: row.id, language: row.language ?? 'en' }, now);
  }
  // The contacts app's starter address book of the staff and admin accounts.
  for (const row of userRows) {
    if (row.id && row.role?.some((r) => r === 'staff' || r === 'admin')) await ensureContactsStarter(tx, row.id);
  }
  // The file manager's starter folders and files of the staff and admin accounts (with the store's bytes).
  for (const row of userRows) {
    if (row.id && row.role?.some((r) => r === 'staff' || r === 'admin'))
      await ensureFileManagerStarter(tx, row.id, store, now);
  }
  // The tasks app's starter list of the staff and admin accounts, in their language.
  for (const row of userRows) {
    if (row.id && row.role?.some((r) => r === 'staff' || r === 'admin'))
      await ensureTasksStarter(tx, { id: row.id, language: row.language ?? 'en' }, now);
  }
  // The scrumboard's two demo boards, shared by the staff and admin accounts (the staff's pictures).
  await seedScrumboardSamples(
    tx,
    userRows
      .filter((r) => r.id && r.role?.some((role) => role === 'staff' || role === 'admin'))
      .sort((a, b) => Number(a.role?.includes('admin')) - Number(b.role?.includes('admin')))
      .map((r) => r.id!),
    store,
    now,
  );
  await insertInChunks(workRows, (chunk) => tx.insert(works).values(chunk));
  await insertInChunks(educationRows, (chunk) => tx.insert(educations).values(chunk));
  await insertInChunks(licenseRows, (chunk) => tx.insert(licenses).values(chunk));

  // Companies, owned by the demo employers where one manages them.
  const ownerByCompany = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const userId = userIds.get(account.email);
    if (account.employer && userId) ownerByCompany.set(account.employer.companyKey, userId);
  }
  // Every company's logo, uploaded by the body's administrator who set up the demo: a file record
  // like any upload (so an employer keeps it when saving their company), its bytes in the file
  // store when the seed is given one (without it, as in API tests, the screens show the monogram).
  const logoOwner = userIds.get(DEMO_ACCOUNTS.find((a) => a.role.includes('admin'))?.email ?? '');
  const logoFiles: InferInsertModel<typeof files>[] = [];
  const logoOf = new Map<string, string>();
  for (const c of COMPANIES) {
    const design = LOGO_DESIGNS[c.key];
    if (!design || !logoOwner) continue;
    const svg = Buffer.from(logoSvg(design), 'utf8');
    const id = randomUUID();
    const storageKey = `logo/demo/${c.key}.svg`;
    await store?.put(storageKey, svg, 'image/svg+xml');
    logoFiles.push({
      id,
      ownerId: logoOwner,
      kind: 'logo',
      filename: `${c.key}.svg`,
      mimeType: 'image/svg+xml',
      size: svg.length,
      storageKey,
      createdAt: daysAgo(175),
    });
    logoOf.set(c.key, filePath(id));
  }
  if (logoFiles.length) await tx.insert(files).values(logoFiles);
  // The workspace's shop (e-commerce app), its pictures uploaded by the same administrator.
  // The shop's pictures are the staff demo account's uploads: the administrator already keeps the
  // logos, and with both they would be past the upload quota (UPLOAD_MAX_FILES), unable to attach a file.
  const shopKeeper = userIds.get(
    DEMO_ACCOUNTS.find((a) => a.role.includes('staff') && !a.role.includes('admin'))?.email ?? '',
  );
  await seedEcommerceSamples(tx, { imageOwnerId: shopKeeper ?? logoOwner, store }, now);

  const companyIds = new Map<string, string>();
  const companyRows: InferInsertModel<typeof companies>[] = COMPANIES.map((c, index) => {
    const id = randomUUID();
    companyIds.set(c.key, id);
    const createdAt = daysAgo(170 - index * 6);
    return {
      id,
      name: c.name,
      logo: logoOf.get(c.key) ?? null,
      industry: c.industry,
      featured: c.featured,
      size: c.size,
      countryCode: c.countryCode,
      contactNo: c.contactNo,
      email: c.email,
      website: c.website,
      city: c.city,
      address: c.address,
      owner: ownerByCompany.get(c.key) ?? null,
      license: c.license,
      licenseVerified: c.status === 'approved',
      status: c.status,
      // The demo's approved companies have a history of approved jobs.
      jobsTrusted: c.status === 'approved',
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertInChunks(companyRows, (chunk) => tx.insert(companies).values(chunk));

  const employerRows: InferInsertModel<typeof employers>[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const login = userIds.get(account.email);
    if (!account.employer || !login) continue;
    const companyId = companyIds.get(account.employer.companyKey);
    if (!companyId) throw new Error(`unknown company ${account.employer.companyKey}`);
    const { title, address, city, countryCode, contactNo } = account.employer;
    employerRows.push({
      login,
      firstName: account.profile.firstName,
      lastName: account.profile.lastName,
      email: account.email,
      title,
      address,
      city,
      countryCode,
      contactNo,
      employerCompanyId: companyId,
    });
  }
  await insertInChunks(employerRows, (chunk) => tx.insert(employers).values(chunk));

  // The demo salaries are written in their countries' currencies at the starting rates.
  await resetCurrencyRates(tx);
  // The project dashboard's budget; its other figures are counted from the tasks, boards and calendars above.
  await seedProjectBudgetSamples(tx, now);
  const staffIds = userRows.filter((u) => u.role?.some((r) => r === 'staff' || r === 'admin')).map((u) => u.id!);
  await seedCryptoSamples(tx, now, staffIds);
  const companyNames = new Map(COMPANIES.map((c) => [c.key, c.name]));
  const jobRows: InferInsertModel<typeof jobs>[] = generateJobs(now).map(({ companyKey, ...job }) => {
    const companyJobsId = companyIds.get(companyKey);
    if (!companyJobsId) throw new Error(`unknown company ${companyKey}`);
    const publishedAt = job.status === 'draft' ? null : (job.createdAt ?? now);
    return { ...job, companyJobsId, companyName: companyNames.get(companyKey) ?? '', publishedAt };
  });
  await insertInChunks(jobRows, (chunk) => tx.insert(jobs).values(chunk));

  // Sample applicants and their applications to the demo employers' jobs.
  const sample = await insertDemoApplications(tx, now, passwordHashes.get(SAMPLE_APPLICANT_PASSWORD) ?? '', companyIds);

  const contentRows = CONTENTS.map((c) => ({ ...c, createdAt: now, updatedAt: now }));
  await insertInChunks(contentRows, (chunk) => tx.insert(jobSeekerContents).values(chunk));
  await seedHelpCenter(tx, now);
  await seedAnalyticsDemo(tx, now);
  await seedAcademy(tx, now, DEMO_ACCOUNTS.map((a) => userIds.get(a.email)!).filter(Boolean));
  // The profile page's first posts, likes and comments of the demo accounts.
  await seedProfileSamples(
    tx,
    DEMO_ACCOUNTS.flatMap((a) => {
      const id = userIds.get(a.email);
      return id ? [{ id, language: a.language, roles: a.role, memberType: a.memberType }] : [];
    }),
    now,
  );

  // Each demo account's first notifications, in its language: drawn from the records above, so last.
  await seedNotificationSamples(
    tx,
    DEMO_ACCOUNTS.map((account) => ({
      id: userIds.get(account.email)!,
      language: account.language,
      name: account.profile.firstName,
      roles: account.role,
      isCpa: account.isCpa,
    })),
    now,
  );

  return {
    users: userRows.length + sample.users,
    companies: companyRows.length,
    employers: employerRows.length,
    jobs: jobRows.length,
    contents: contentRows.length,
    applications: sample.applications,
  };
}

/** Inserts all demo data in one transaction; the tables should not already hold the demo rows. */
export async function seedDemoData(db: Db, now = new Date(), store?: FileStore): Promise<SeedSummary> {
  const hashes = await hashDemoPasswords();
  return db.transaction((tx) => insertDemoData(tx, now, hashes, store));
}

/**
 * Seeds only a database with no users and no companies; returns undefined when it did nothing.
 * `store` receives the demo companies' logo files.
 */
export async function seedIfEmpty(db: Db, now = new Date(), store?: FileStore): Promise<SeedSummary | undefined> {
  if (!(await isEmpty(db))) return undefined;
  const hashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return undefined;
    return insertDemoData(tx, now, hashes, store);
  });
}

/** Deletes every row of the product tables (children first), then loads the demo data. */
export async function resetAndSeed(db: Db, now = new Date(), store?: FileStore): Promise<SeedSummary> {
  const hashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.delete(jobApplications);
    await tx.delete(jobs);
    await tx.delete(employers);
    await tx.delete(companies);
    await tx.delete(works);
    await tx.delete(educations);
    await tx.delete(licenses);
    await tx.delete(verificationCodes);
    await tx.delete(users);
    await tx.delete(jobSeekerContents);
    await clearHelpCenter(tx);
    await clearAcademy(tx);
    await clearEcommerce(tx);
    return insertDemoData(tx, now, hashes, store);
  });
}
