import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  INVITE_VALID_DAYS,
  INVITES_PER_COMPANY_PER_DAY,
  inviteEmployerSchema,
  inviteTokenSchema,
  maskEmail,
} from '../../domain/employer-account-schemas.ts';
import type { CompanyRole, InviteStatus } from '../../domain/enums.ts';
import { isCompanyManager, isCompanyOwner, requireCompanyManager } from '../policies/companies.ts';
import { companies, companyInvites, employers, users } from '../db/schema/index.ts';
import { type GraphqlContext } from '../graphql/context.ts';
import { requireUser } from '../policies/roles.ts';
import { badInput, conflict, forbidden, AppError, notFound } from '../lib/errors.ts';
import { companyInviteMail } from '../mail/employer-account-mail.ts';
import type { CompanyRow, UserRow } from '../db/rows.ts';

type InviteRow = typeof companyInvites.$inferSelect;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;

function requireOwner(company: CompanyRow, user: UserRow): void {
  if (!isCompanyOwner(company, user.id)) throw forbidden("Only the company's owner can invite or remove colleagues.");
}

export function toInvite(row: InviteRow, invitedByName: string | null, now = new Date()) {
  return {
    id: row.id,
    companyId: row.companyId,
    email: row.email,
    invitedByName,
    status: (row.acceptedAt ? 'accepted' : row.expiresAt <= now ? 'expired' : 'pending') as InviteStatus,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
export type GraphqlInvite = ReturnType<typeof toInvite>;

/** The people who manage a company: the owner first, then the admins, with their employer details. */
export async function companyEmployers(ctx: GraphqlContext, company: CompanyRow) {
  const ids = [company.owner, ...company.admin].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: users.id,
      displayName: users.displayName,
      email: users.email,
      firstName: employers.firstName,
      lastName: employers.lastName,
      title: employers.title,
    })
    .from(users)
    .leftJoin(employers, eq(employers.login, users.id))
    .where(inArray(users.id, ids));
  const byId = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!byId.has(r.id)) byId.set(r.id, r);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const name = r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : r.displayName;
    return [
      {
        userId: r.id,
        name,
        email: r.email,
        title: r.title ?? null,
        role: (id === company.owner ? 'owner' : 'admin') as CompanyRole,
      },
    ];
  });
}

export async function listCompanyInvites(ctx: GraphqlContext, companyId: string) {
  await requireCompanyManager(ctx.db, ctx, companyId, { allowStaff: true });
  const rows = await ctx.db
    .select({ invite: companyInvites, inviter: users.displayName })
    .from(companyInvites)
    .leftJoin(users, eq(users.id, companyInvites.invitedBy))
    .where(and(eq(companyInvites.companyId, companyId), isNull(companyInvites.acceptedAt)))
    .orderBy(asc(companyInvites.createdAt));
  return rows.map((r) => toInvite(r.invite, r.inviter));
}

/** inviteEmployer: the owner invites a colleague by e-mail; one pending invitation per address. */
export async function inviteEmployer(ctx: GraphqlContext, input: unknown) {
  const user = requireUser(ctx);
  const { companyId, email } = inviteEmployerSchema.parse(input);
  const company = await requireCompanyManager(ctx.db, ctx, companyId);
  requireOwner(company, user);
  const managerIds = [company.owner, ...company.admin].filter((id): id is string => Boolean(id));
  const [member] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, managerIds), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (member) throw conflict(`${email} already manages this company.`);
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [sent] = await tx
      .select({ n: count() })
      .from(companyInvites)
      .where(
        and(eq(companyInvites.companyId, companyId), gt(companyInvites.createdAt, new Date(now.getTime() - DAY_MS))),
      );
    if ((sent?.n ?? 0) >= INVITES_PER_COMPANY_PER_DAY) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `A company can send at most ${INVITES_PER_COMPANY_PER_DAY} invitations a day. Try again tomorrow.`,
      );
    }
    const pending = and(
      eq(companyInvites.companyId, companyId),
      sql`lower(${companyInvites.email}) = ${email}`,
      isNull(companyInvites.acceptedAt),
    );
    // An expired invitation makes way for a new one; a live one is a conflict.
    await tx.delete(companyInvites).where(and(pending, lte(companyInvites.expiresAt, now)));
    const [live] = await tx.select({ id: companyInvites.id }).from(companyInvites).where(pending).limit(1);
    if (live) throw conflict(`${email} already has a pending invitation. Revoke it to send a new one.`);
    const [inserted] = await tx
      .insert(companyInvites)
      .values({
        companyId,
        email,
        tokenHash: hashInviteToken(token),
        invitedBy: user.id,
        expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
      })
      .returning();
    return inserted!;
  });
  const inviterName = user.displayName;
  try {
    await ctx.mailer.send(
      companyInviteMail({
        lang: user.language,
        to: email,
        inviterName,
        companyName: company.name,
        acceptUrl: `${ctx.publicUrl.replace(/\/$/, '')}/employer/invite/${token}?email=${encodeURIComponent(email)}`,
        validDays: INVITE_VALID_DAYS,
      }),
    );
  } catch (error) {
    // An invitation nobody received must not block sending it again.
    await ctx.db.delete(companyInvites).where(eq(companyInvites.id, row.id));
    throw error;
  }
  return toInvite(row, inviterName, now);
}

/** revokeCompanyInvite: the owner withdraws a pending invitation (its link stops working). */
export async function revokeCompanyInvite(ctx: GraphqlContext, id: string): Promise<boolean> {
  const user = requireUser(ctx);
  const [invite] = await ctx.db.select().from(companyInvites).where(eq(companyInvites.id, id)).limit(1);
  if (!invite) throw notFound('The invitation');
  const company = await requireCompanyManager(ctx.db, ctx, invite.companyId);
  requireOwner(company, user);
  if (invite.acceptedAt)
    throw badInput('This invitation was already accepted. Remove the colleague from the company instead.');
  await ctx.db.delete(companyInvites).where(eq(companyInvites.id, id));
  return true;
}

async function findInvite(ctx: GraphqlContext, token: string) {
  const [row] = await ctx.db
    .select({ invite: companyInvites, company: companies })
    .from(companyInvites)
    .innerJoin(companies, eq(companies.id, companyInvites.companyId))
    .where(eq(companyInvites.tokenHash, hashInviteToken(token)))
    .limit(1);
  return row;
}

/** companyInvite(token): public; only what the invitation page needs (no full address). */
export async function previewInvite(ctx: GraphqlContext, rawToken: string) {
  const parsed = inviteTokenSchema.safeParse(rawToken);
  if (!parsed.success) return null;
  const row = await findInvite(ctx, parsed.data);
  if (!row) return null;
  const status: InviteStatus = row.invite.acceptedAt
    ? 'accepted'
    : row.invite.expiresAt <= new Date()
      ? 'expired'
      : 'pending';
  return {
    companyName: row.company.name,
    maskedEmail: maskEmail(row.invite.email),
    status,
    expiresAt: row.invite.expiresAt.toISOString(),
  };
}

/** Splits "Ayşe Nur Yılmaz" into a first name and the rest, for an employer record made on acceptance. */
function splitName(displayName: string): { firstName: string; lastName: string } {
  const parts = displayName.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] || displayName || '-', lastName: '-' };
  return { firstName: parts.slice(0, -1).join(' ').slice(0, 80), lastName: parts[parts.length - 1]!.slice(0, 80) };
}

/**
 * acceptCompanyInvite: the signed-in person whose address the invitation was sent to joins the
 * company's admin list, becomes an employer, and gets an employer record when they had none.
 */
export async function acceptInvite(ctx: GraphqlContext, rawToken: string): Promise<CompanyRow> {
  const user = requireUser(ctx);
  const token = inviteTokenSchema.parse(rawToken);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(companyInvites)
      .where(eq(companyInvites.tokenHash, hashInviteToken(token)))
      .for('update')
      .limit(1);
    if (!found)
      throw new AppError('NOT_FOUND', 'This invitation does not exist or was revoked. Ask the company for a new one.');
    if (found.acceptedAt) throw badInput('This invitation was already used.');
    if (found.expiresAt <= new Date())
      throw badInput('This invitation has expired. Ask the company to send a new one.');
    if (found.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden(
        `This invitation was sent to ${maskEmail(found.email)}. Sign in with that email address to accept it.`,
      );
    }
    const [company] = await tx.select().from(companies).where(eq(companies.id, found.companyId)).for('update').limit(1);
    if (!company) throw notFound('The company');
    if (!isCompanyManager(company, user.id)) {
      await tx
        .update(companies)
        .set({ admin: [...company.admin, user.id] })
        .where(eq(companies.id, company.id));
    }
    await tx
      .update(companyInvites)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(companyInvites.id, found.id));
    const [employer] = await tx.select().from(employers).where(eq(employers.login, user.id)).limit(1);
    if (!employer) {
      await tx
        .insert(employers)
        .values({ ...splitName(user.displayName), email: user.email, login: user.id, employerCompanyId: company.id });
    } else if (!employer.employerCompanyId) {
      await tx.update(employers).set({ employerCompanyId: company.id }).where(eq(employers.id, employer.id));
    }
    if (user.memberType !== 'employer')
      await tx.update(users).set({ memberType: 'employer' }).where(eq(users.id, user.id));
    const [updated] = await tx.select().from(companies).where(eq(companies.id, company.id)).limit(1);
    return updated!;
  });
}

/** removeCompanyEmployer: the owner takes a colleague off the admin list (never themself). */
export async function removeEmployer(ctx: GraphqlContext, companyId: string, userId: string): Promise<boolean> {
  const user = requireUser(ctx);
  const company = await requireCompanyManager(ctx.db, ctx, companyId);
  requireOwner(company, user);
  if (userId === user.id) throw badInput('The owner cannot remove themself from the company.');
  if (!company.admin.includes(userId)) throw notFound('That colleague');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ admin: sql`array_remove(${companies.admin}, ${userId}::uuid)` })
      .where(eq(companies.id, companyId));
    await tx
      .update(employers)
      .set({ employerCompanyId: null })
      .where(and(eq(employers.login, userId), eq(employers.employerCompanyId, companyId)));
  });
  return true;
}
