import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BUILT_IN_CONTACT_TAGS,
  CONTACTS_MESSAGES as M,
  CONTACT_PAGE_SIZE,
  contactInputSchema,
  contactListSchema,
  contactTagTitleSchema,
} from '../../../domain/contacts-schemas.ts';
import { isId } from '../../../domain/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { contacts, contactTags } from '../../db/schema/index.ts';
import { isOwnUpload } from '../../files/index.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { parseInput } from '../../lib/validate.ts';
import { ownsWorkspaceRecord } from '../../policies/workspace-apps.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactTagRow = typeof contactTags.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const tagNotFound = () => new AppError('NOT_FOUND', M.tagNotFound);
const tagTitleTaken = () => new AppError('CONFLICT', M.tagTitleTaken);
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';
const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);

export interface ContactPage {
  items: ContactRow[];
  nextToken: string | null;
  total: number;
}

// The list is in name order (case-insensitive); the page token names the last contact shown (its
// lowered name and id), so the next page starts right after it even if contacts change meanwhile.
const sortKey = sql<string>`lower(${contacts.name})`;
const encodeToken = (row: ContactRow) =>
  Buffer.from(JSON.stringify([row.name.toLowerCase(), row.id])).toString('base64url');

function decodeToken(token: string): { name: string; id: string } {
  try {
    const [name, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof name === 'string' && isId(id)) return { name, id };
  } catch {
    // falls through to the refusal
  }
  throw badInput(M.pageTokenInvalid);
}

/**
 * One page of the owner's contacts in name order, narrowed by a search of names, companies,
 * e-mails and phones, and by one of their tags (anyone else's tag is NOT_FOUND).
 */
export async function listContacts(db: Db, user: UserRow, input: unknown): Promise<ContactPage> {
  const data = parseInput(contactListSchema, input);
  const where: (SQL | undefined)[] = [eq(contacts.ownerId, user.id)];
  if (data.tag !== undefined) {
    const tag = await ownTag(db, user, data.tag);
    where.push(sql`${tag.id}::uuid = any(${contacts.tags})`);
  }
  if (data.search) {
    const p = containsPattern(data.search);
    // A phone is found by its digits however it was typed ("532 412" or "532412").
    const digits = data.search.replace(/\D/g, '');
    where.push(
      or(
        ilike(contacts.name, p),
        ilike(contacts.company, p),
        ilike(contacts.title, p),
        ilike(sql`${contacts.emails}::text`, p),
        digits.length >= 3
          ? sql`regexp_replace(${contacts.phoneNumbers}::text, '[^0-9]', '', 'g') like ${containsPattern(digits)}`
          : undefined,
      ),
    );
  }
  const filtered = and(...where);
  const after = data.nextToken ? decodeToken(data.nextToken) : undefined;
  const limit = data.limit ?? CONTACT_PAGE_SIZE;
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(and(filtered, after ? sql`(${sortKey}, ${contacts.id}) > (${after.name}, ${after.id}::uuid)` : undefined))
      .orderBy(asc(sortKey), asc(contacts.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(contacts).where(filtered),
  ]);
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  return { items, nextToken: more ? encodeToken(items[items.length - 1]!) : null, total: n };
}

/** The owner's contact with this id; anyone else's is NOT_FOUND. */
export async function getContact(db: Db, user: UserRow, id: string): Promise<ContactRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row)) throw notFound();
  return row;
}

/** The contact as the schema reads it, its pictures the person's own uploads and its tags their own. */
async function checkedValues(db: Db, user: UserRow, input: unknown) {
  const values = parseInput(contactInputSchema, input);
  for (const picture of [values.avatar, values.background])
    if (picture && !(await isOwnUpload(db, picture, 'photo', user.id))) throw badInput(M.imageInvalid);
  if (values.tags.length) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(contactTags)
      .where(and(eq(contactTags.ownerId, user.id), inArray(contactTags.id, values.tags)));
    if (n !== values.tags.length) throw badInput(M.tagUnknown);
  }
  return values;
}

export async function createContact(db: Db, user: UserRow, input: unknown): Promise<ContactRow> {
  const values = await checkedValues(db, user, input);
  const [row] = await db
    .insert(contacts)
    .values({ ...values, ownerId: user.id })
    .returning();
  return row!;
}

/** Replaces the owner's contact with what the form holds. */
export async function updateContact(db: Db, user: UserRow, id: string, input: unknown): Promise<ContactRow> {
  await getContact(db, user, id);
  const values = await checkedValues(db, user, input);
  const [row] = await db
    .update(contacts)
    .set(values)
    .where(and(eq(contacts.id, id), eq(contacts.ownerId, user.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteContact(db: Db, user: UserRow, id: string): Promise<string> {
  await getContact(db, user, id);
  await db.delete(contacts).where(and(eq(contacts.id, id), eq(contacts.ownerId, user.id)));
  return id;
}

/** The owner's tags: the built-in ones first (in the template's order), then their own by name. */
const BUILT_IN_ORDER = `{${BUILT_IN_CONTACT_TAGS.map((tag) => tag.key).join(',')}}`;

export async function listContactTags(db: Db, user: UserRow): Promise<ContactTagRow[]> {
  return db
    .select()
    .from(contactTags)
    .where(eq(contactTags.ownerId, user.id))
    .orderBy(
      sql`array_position(${BUILT_IN_ORDER}::text[], ${contactTags.builtIn}) nulls last`,
      asc(sql`lower(${contactTags.title})`),
    );
}

export async function createContactTag(db: Db, user: UserRow, title: unknown): Promise<ContactTagRow> {
  const value = parseInput(contactTagTitleSchema, title);
  const [row] = await db
    .insert(contactTags)
    .values({ ownerId: user.id, title: value })
    .onConflictDoNothing()
    .returning();
  if (!row) throw tagTitleTaken();
  return row;
}

/** The owner's tag with this id; anyone else's is NOT_FOUND. */
async function ownTag(db: Db | Tx, user: UserRow, id: string): Promise<ContactTagRow> {
  if (!isId(id)) throw tagNotFound();
  const [row] = await db.select().from(contactTags).where(eq(contactTags.id, id)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row)) throw tagNotFound();
  return row;
}

/**
 * Renames one of the owner's tags, a built-in one too (each address book has its own copy): once
 * renamed it is their own words, no longer named in the interface's language. Names stay unique
 * per person, whatever the case.
 */
export async function renameContactTag(db: Db, user: UserRow, id: string, title: unknown): Promise<ContactTagRow> {
  const value = parseInput(contactTagTitleSchema, title);
  const current = await ownTag(db, user, id);
  if (value === current.title) return current;
  const [clash] = await db
    .select({ id: contactTags.id })
    .from(contactTags)
    .where(
      and(
        eq(contactTags.ownerId, user.id),
        sql`lower(${contactTags.title}) = lower(${value})`,
        sql`${contactTags.id} <> ${current.id}::uuid`,
      ),
    )
    .limit(1);
  if (clash) throw tagTitleTaken();
  try {
    const [row] = await db
      .update(contactTags)
      .set({ title: value, builtIn: null })
      .where(and(eq(contactTags.id, current.id), eq(contactTags.ownerId, user.id)))
      .returning();
    if (!row) throw tagNotFound();
    return row;
  } catch (error) {
    // Another tab took the name meanwhile.
    if (isUniqueViolation(error)) throw tagTitleTaken();
    throw error;
  }
}

/** Deletes one of the owner's tags (a built-in one too) and takes it off their contacts. */
export async function deleteContactTag(db: Db, user: UserRow, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    await ownTag(tx, user, id);
    await tx
      .update(contacts)
      .set({ tags: sql`array_remove(${contacts.tags}, ${id}::uuid)` })
      .where(and(eq(contacts.ownerId, user.id), sql`${id}::uuid = any(${contacts.tags})`));
    await tx.delete(contactTags).where(eq(contactTags.id, id));
    return id;
  });
}
