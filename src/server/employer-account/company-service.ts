import { and, eq, isNull } from 'drizzle-orm';
import {
  COMPANIES_PER_OWNER,
  companyFormSchema,
  logoFileId,
  updateCompanySchema,
  type CompanyFormData,
} from '../../domain/employer-account-schemas.ts';
import type { Db, Tx } from '../db/client.ts';
import { inTransaction } from '../db/retry.ts';
import { companies, employers, files, jobs, users } from '../db/schema/index.ts';
import { isCompanyManager, requireCompanyManager } from '../policies/companies.ts';
import { type GraphqlContext } from '../graphql/context.ts';
import { requireUser } from '../policies/roles.ts';
import { badInput, conflict, forbidden, AppError } from '../lib/errors.ts';
import type { CompanyRow, UserRow } from '../db/rows.ts';
import { currencyForCountry } from '../../domain/salary-currency.ts';

/**
 * A logo must be an image the person uploaded themself (kind 'logo'), or the one the company
 * already shows: no pointing the public company page at someone else's file or another site.
 */
async function checkLogo(
  db: Db | Tx,
  user: UserRow,
  logo: string | null | undefined,
  current: string | null = null,
): Promise<void> {
  if (!logo || logo === current) return;
  const id = logoFileId(logo);
  const [file] = id
    ? await db.select({ ownerId: files.ownerId, kind: files.kind }).from(files).where(eq(files.id, id)).limit(1)
    : [];
  if (!file || file.kind !== 'logo' || file.ownerId !== user.id)
    throw badInput('Upload the logo as an image file (PNG, JPEG or WebP) first.');
}

/** What a person may register: the rules createCompany and registerCompany share. */
export const UNVERIFIED_COMPANY_LIMIT = 1;

/**
 * A new pending company owned by `user`, inside the caller's transaction: one person's
 * registrations are serialised (a double click makes one company), a name is not registered
 * twice by one owner, an owner has at most COMPANIES_PER_OWNER, someone who has not verified
 * their e-mail address yet at most one (the guided sign-up registers it before the code), and
 * the logo must be an image they uploaded themself.
 */
async function insertCompany(tx: Tx, user: UserRow, data: CompanyFormData): Promise<CompanyRow> {
  const [me] = await tx
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, user.id))
    .for('update');
  const owned = await tx.select({ name: companies.name }).from(companies).where(eq(companies.owner, user.id));
  if (owned.some((c) => c.name.toLocaleLowerCase() === data.name.toLocaleLowerCase()))
    throw conflict(`You already registered a company named "${data.name}".`);
  if (owned.length >= COMPANIES_PER_OWNER)
    throw new AppError('TOO_MANY_REQUESTS', `One person can register at most ${COMPANIES_PER_OWNER} companies.`);
  if (!me?.emailVerified && owned.length >= UNVERIFIED_COMPANY_LIMIT)
    throw forbidden('Verify your email address before registering another company.');
  await checkLogo(tx, user, data.logo);
  const [row] = await tx
    .insert(companies)
    .values({ ...data, owner: user.id, admin: [], status: 'pending', featured: false, licenseVerified: false })
    .returning();
  return row!;
}

/**
 * registerCompany: a new company (pending until staff approve it) owned by the signed-in
 * employer, and their employer record linked to it when it has no company yet. One transaction,
 * so a failure leaves neither half behind.
 */
export async function registerCompany(ctx: GraphqlContext, input: unknown): Promise<CompanyRow> {
  const user = requireUser(ctx);
  const data: CompanyFormData = companyFormSchema.parse(input);
  return ctx.db.transaction(async (tx) => {
    const [employer] = await tx.select().from(employers).where(eq(employers.login, user.id)).limit(1);
    if (!employer)
      throw badInput('Register as an employer first (your name and contact details), then add your company.');
    const row = await insertCompany(tx, user, data);
    if (!employer.employerCompanyId)
      await tx.update(employers).set({ employerCompanyId: row.id }).where(eq(employers.id, employer.id));
    if (user.memberType !== 'employer')
      await tx.update(users).set({ memberType: 'employer' }).where(eq(users.id, user.id));
    return row;
  });
}

/**
 * createCompany (SPEC section 7): the same rules as registerCompany, for clients that create the
 * company first; an employer record made first (createEmployer, then createCompany) is linked.
 */
export async function createCompany(ctx: GraphqlContext, input: unknown): Promise<CompanyRow> {
  const user = requireUser(ctx);
  const data: CompanyFormData = companyFormSchema.parse(input);
  return ctx.db.transaction(async (tx) => {
    const row = await insertCompany(tx, user, data);
    await tx
      .update(employers)
      .set({ employerCompanyId: row.id, updatedAt: new Date() })
      .where(and(eq(employers.login, user.id), isNull(employers.employerCompanyId)));
    return row;
  });
}

/**
 * updateCompany: its employers (owner and admins) and staff. The name is copied onto the
 * company's jobs (jobs.company_name, used by search) in the same transaction.
 */
export async function updateCompany(ctx: GraphqlContext, input: unknown): Promise<CompanyRow> {
  const user = requireUser(ctx);
  const { id, ...patch } = updateCompanySchema.parse(input);
  const company = await requireCompanyManager(ctx.db, ctx, id, { allowStaff: true });
  await checkLogo(ctx.db, user, patch.logo, company.logo);
  const changes: Partial<CompanyRow> = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return company;
  const byEmployer = isCompanyManager(company, user.id);
  // A rejected company that its employers correct goes back to staff for another look.
  if (byEmployer && company.status === 'rejected') changes.status = 'pending';
  // A changed licence number has not been checked yet.
  if (changes.license !== undefined && changes.license !== company.license) changes.licenseVerified = false;
  // The company's row, then its jobs: the order job review takes them in too (review-service).
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning();
    if (patch.name && patch.name !== company.name) {
      await tx.update(jobs).set({ companyName: patch.name }).where(eq(jobs.companyJobsId, id));
    }
    // Salaries are in the company's country's currency; the trigger converts them again.
    if (row!.countryCode !== company.countryCode) {
      await tx
        .update(jobs)
        .set({ salaryCurrency: currencyForCountry(row!.countryCode) })
        .where(eq(jobs.companyJobsId, id));
    }
    return row!;
  });
}
