import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { filePath } from '../../../domain/file-paths.ts';
import { isId } from '../../../domain/ids.ts';
import {
  MAILBOX_MESSAGES as M,
  MAIL_FOLDERS,
  MAIL_PAGE_SIZE,
  mailActionSchema,
  mailDraftSchema,
  mailListSchema,
  mailSendSchema,
  type MailFolder,
  type MailLabelSlug,
} from '../../../domain/mailbox-schemas.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/retry.ts';
import type { UserRow } from '../../db/rows.ts';
import { mailboxMails, users, type MailAttachmentJson, type MailPersonJson } from '../../db/schema/index.ts';
import { attachableFiles } from '../../files/index.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { containsPattern } from '../../lib/like.ts';
import { parseInput } from '../../lib/validate.ts';
import { ownsWorkspaceRecord, workspaceMember } from '../../policies/workspace-apps.ts';
import { announceNewMail } from './mailbox-events.ts';
import type { LivePublisher } from '../live/index.ts';
import { mailText, sanitizeMailHtml } from './mail-html.ts';

export type MailRow = typeof mailboxMails.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', M.notFound);

export interface MailPage {
  items: MailRow[];
  nextToken: string | null;
  total: number;
}

// The page token names the last mail shown (its date and id): the next page starts after it, so
// mail arriving meanwhile neither repeats nor skips one.
const encodeToken = (row: Pick<MailRow, 'date' | 'id'>) =>
  Buffer.from(JSON.stringify([row.date.toISOString(), row.id])).toString('base64url');

function decodeToken(token: string): { date: Date; id: string } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as [unknown, unknown];
    const date = new Date(String(iso));
    if (typeof id === 'string' && isId(id) && !Number.isNaN(date.getTime())) return { date, id };
  } catch {
    // falls through to the refusal
  }
  throw new AppError('BAD_USER_INPUT', M.pageTokenInvalid);
}

/** One page of the owner's mail in a folder, a filter or a label, newest first, narrowed by a search. */
export async function listMail(db: Db, user: UserRow, input: unknown): Promise<MailPage> {
  const data = parseInput(mailListSchema, input);
  const where: (SQL | undefined)[] = [eq(mailboxMails.ownerId, user.id)];
  if (data.filter) {
    where.push(eq(data.filter === 'starred' ? mailboxMails.starred : mailboxMails.important, true));
    where.push(ne(mailboxMails.folder, 'trash'));
  } else if (data.label) {
    where.push(sql`${data.label} = any(${mailboxMails.labels})`);
    where.push(ne(mailboxMails.folder, 'trash'));
  } else {
    where.push(eq(mailboxMails.folder, data.folder ?? 'inbox'));
  }
  if (data.search) {
    const p = containsPattern(data.search);
    where.push(
      or(
        ilike(mailboxMails.subject, p),
        ilike(sql`${mailboxMails.fromPerson}->>'name'`, p),
        ilike(sql`${mailboxMails.fromPerson}->>'email'`, p),
        ilike(mailboxMails.contentText, p),
      ),
    );
  }
  const filtered = and(...where);
  const after = data.nextToken ? decodeToken(data.nextToken) : undefined;
  const limit = data.limit ?? MAIL_PAGE_SIZE;
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(mailboxMails)
      .where(
        and(
          filtered,
          after
            ? sql`(${mailboxMails.date}, ${mailboxMails.id}) < (${after.date.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(mailboxMails.date), desc(mailboxMails.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(mailboxMails).where(filtered),
  ]);
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  return { items, nextToken: more ? encodeToken(items[items.length - 1]!) : null, total: n };
}

/** The owner's mail with this id; anyone else's is NOT_FOUND. */
export async function getMail(db: Db, user: UserRow, id: string): Promise<MailRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db.select().from(mailboxMails).where(eq(mailboxMails.id, id)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row)) throw notFound();
  return row;
}

export interface FolderCount {
  folder: MailFolder;
  unread: number;
  total: number;
}

/** Per folder: how many mails, how many unread (the side list's badges). */
export async function mailboxCounts(db: Db, user: UserRow): Promise<FolderCount[]> {
  const rows = await db
    .select({
      folder: mailboxMails.folder,
      total: count(),
      unread: sql<number>`count(*) filter (where ${mailboxMails.unread})::int`,
    })
    .from(mailboxMails)
    .where(eq(mailboxMails.ownerId, user.id))
    .groupBy(mailboxMails.folder);
  return MAIL_FOLDERS.map((folder) => {
    const row = rows.find((r) => r.folder === folder);
    return { folder, unread: row?.unread ?? 0, total: row?.total ?? 0 };
  });
}

const personOf = (u: Pick<UserRow, 'id' | 'displayName' | 'email'>): MailPersonJson => ({
  id: u.id,
  name: u.displayName,
  email: u.email,
});

/** Who mail can be addressed to: the portal's staff and admins, matching a name or address. */
export async function mailRecipients(db: Db, search: string | undefined): Promise<MailPersonJson[]> {
  const text = (search ?? '').trim().slice(0, 100);
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(
      and(
        workspaceMember(),
        text
          ? or(ilike(users.displayName, containsPattern(text)), ilike(users.email, containsPattern(text)))
          : undefined,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(20);
  return rows.map(personOf);
}

/** The people these ids name, in order, all of them staff or admins; otherwise a refusal. */
async function recipientsOf(db: Db, ids: string[]): Promise<MailPersonJson[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(and(inArray(users.id, unique), workspaceMember()));
  if (rows.length !== unique.length) throw new AppError('BAD_USER_INPUT', M.recipientUnknown);
  const byId = new Map(rows.map((r) => [r.id, personOf(r)]));
  return unique.map((id) => byId.get(id)!);
}

/** Which of these files came with a mail in the person's own mailbox (a forward keeps them). */
async function filesInMailboxOf(db: Db, user: UserRow, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute<{ file_id: string }>(sql`
    select distinct a->>'fileId' as file_id
    from ${mailboxMails}, jsonb_array_elements(${mailboxMails.attachments}) a
    where ${mailboxMails.ownerId} = ${user.id} and a->>'fileId' in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Set(rows.rows.map((r) => r.file_id));
}

/**
 * The files these ids name: uploaded by the sender, already on the draft being sent, or
 * attached to a mail in the sender's mailbox (forwarded).
 */
async function attachmentsOf(db: Db, user: UserRow, ids: string[], kept: MailAttachmentJson[] = []) {
  const onDraft = new Set(kept.map((a) => a.fileId));
  return attachableFiles(
    db,
    user.id,
    ids,
    () => new AppError('BAD_USER_INPUT', M.attachmentUnknown),
    async (others) => {
      const received = await filesInMailboxOf(
        db,
        user,
        others.filter((id) => !onDraft.has(id)),
      );
      return new Set(others.filter((id) => onDraft.has(id) || received.has(id)));
    },
  );
}

async function ownDraft(db: Db, user: UserRow, id: string | undefined): Promise<MailRow | undefined> {
  if (!id) return undefined;
  const row = await getMail(db, user, id);
  if (row.folder !== 'drafts') throw new AppError('CONFLICT', M.notADraft);
  return row;
}

/** Saves a draft as the compose form has it (a new one, or the draft `id`): called as the person types. */
export async function saveDraft(db: Db, user: UserRow, input: unknown): Promise<MailRow> {
  const data = parseInput(mailDraftSchema, input);
  const draft = await ownDraft(db, user, data.id);
  const [to, cc, bcc, attachments] = await Promise.all([
    recipientsOf(db, data.to),
    recipientsOf(db, data.cc),
    recipientsOf(db, data.bcc),
    attachmentsOf(db, user, data.attachments, draft?.attachments),
  ]);
  const content = sanitizeMailHtml(data.content);
  const values = {
    toPeople: to,
    ccPeople: cc,
    bccPeople: bcc,
    subject: data.subject,
    content,
    contentText: mailText(content),
    attachments,
    date: new Date(),
  };
  if (draft) {
    const [row] = await db.update(mailboxMails).set(values).where(eq(mailboxMails.id, draft.id)).returning();
    return row!;
  }
  const [row] = await db
    .insert(mailboxMails)
    .values({ ...values, ownerId: user.id, fromPerson: personOf(user), folder: 'drafts', unread: false })
    .returning();
  return row!;
}

/**
 * Sends a mail: the sender's copy in `sent` (the draft it came from goes), and one copy in the inbox
 * of each recipient (to, cc and bcc; a recipient's copy does not show the bcc list). All or nothing.
 */
export async function sendMail(db: Db, live: LivePublisher, user: UserRow, input: unknown): Promise<MailRow> {
  const data = parseInput(mailSendSchema, input);
  const draft = await ownDraft(db, user, data.draftId);
  const [to, cc, bcc, attachments] = await Promise.all([
    recipientsOf(db, data.to),
    recipientsOf(db, data.cc),
    recipientsOf(db, data.bcc),
    attachmentsOf(db, user, data.attachments, draft?.attachments),
  ]);
  const content = sanitizeMailHtml(data.content);
  const common = {
    messageId: crypto.randomUUID(),
    fromPerson: personOf(user),
    toPeople: to,
    ccPeople: cc,
    date: new Date(),
    subject: data.subject,
    content,
    contentText: mailText(content),
    attachments,
  };
  const recipientIds = [...new Set([...to, ...cc, ...bcc].map((p) => p.id!))];
  const { sent, delivered } = await db.transaction(async (tx) => {
    if (draft) {
      // The same draft sent twice at once (a double click, two tabs): the second waits for the
      // first's delete, then finds the draft gone and sends nothing, so the mail goes out once.
      const gone = await tx
        .delete(mailboxMails)
        .where(and(eq(mailboxMails.id, draft.id), eq(mailboxMails.folder, 'drafts')))
        .returning({ id: mailboxMails.id });
      if (gone.length === 0) throw notFound();
    }
    const [sentRow] = await tx
      .insert(mailboxMails)
      .values({ ...common, ownerId: user.id, bccPeople: bcc, folder: 'sent', unread: false })
      .returning();
    const copies = await tx
      .insert(mailboxMails)
      .values(
        recipientIds.map((ownerId) => ({
          ...common,
          ownerId,
          bccPeople: bcc.filter((p) => p.id === ownerId),
          folder: 'inbox' as const,
          unread: true,
        })),
      )
      .returning();
    return { sent: sentRow!, delivered: copies };
  });
  await announceNewMail(db, live, delivered);
  return sent;
}

const ACTION_SET: Record<'unread' | 'starred' | 'important', 'unread' | 'starred' | 'important'> = {
  unread: 'unread',
  starred: 'starred',
  important: 'important',
};

/**
 * A bulk action of mailbox_action {type, value, ids} on the owner's mails: mark read or unread,
 * star, important, move to a folder, add or remove a label, or delete for good (from the trash).
 * Every id must be the owner's: otherwise NOT_FOUND and nothing changes. Returns the changed mails.
 */
export async function mailboxAction(db: Db, user: UserRow, input: unknown): Promise<MailRow[]> {
  const { type, value, ids } = parseInput(mailActionSchema, input);
  const unique = [...new Set(ids)];
  return inTransaction(db, async (tx) => {
    // Locked in id order (and only the owner's), so two bulk actions on overlapping mails (two
    // tabs, or a move racing a delete) wait for each other instead of each holding the other's
    // next row: without the order, the rows are locked in whatever order the plan reads them.
    const rows = await tx
      .select({ id: mailboxMails.id, ownerId: mailboxMails.ownerId, folder: mailboxMails.folder })
      .from(mailboxMails)
      .where(and(eq(mailboxMails.ownerId, user.id), inArray(mailboxMails.id, unique)))
      .orderBy(asc(mailboxMails.id))
      .for('update');
    if (rows.length !== unique.length || rows.some((r) => !ownsWorkspaceRecord(user, r))) throw notFound();
    const mine = and(eq(mailboxMails.ownerId, user.id), inArray(mailboxMails.id, unique));
    if (type === 'delete') {
      if (rows.some((r) => r.folder !== 'trash')) throw new AppError('CONFLICT', M.deleteOnlyTrash);
      return tx.delete(mailboxMails).where(mine).returning();
    }
    if (type === 'folder')
      return tx
        .update(mailboxMails)
        .set({ folder: value as MailFolder })
        .where(mine)
        .returning();
    if (type === 'label')
      return tx
        .update(mailboxMails)
        .set({
          labels: sql`case when ${value} = any(${mailboxMails.labels}) then ${mailboxMails.labels} else array_append(${mailboxMails.labels}, ${value}) end`,
        })
        .where(mine)
        .returning();
    if (type === 'unlabel')
      return tx
        .update(mailboxMails)
        .set({ labels: sql`array_remove(${mailboxMails.labels}, ${value as MailLabelSlug})` })
        .where(mine)
        .returning();
    return tx
      .update(mailboxMails)
      .set({ [ACTION_SET[type]]: value === 'true' })
      .where(mine)
      .returning();
  });
}

/** An attachment as the API gives it (SPEC: type, name, size, preview, downloadUrl). */
export const attachmentView = (a: MailAttachmentJson) => ({
  fileId: a.fileId,
  type: a.type,
  name: a.name,
  size: a.size,
  preview: a.type.startsWith('image/') ? filePath(a.fileId) : null,
  downloadUrl: filePath(a.fileId),
});

/**
 * Mail from outside the workspace (e.g. the help center's support form): one unread inbox copy
 * per recipient, from the person who wrote, and a notification each.
 */
export async function deliverIncomingMail(
  db: Db,
  live: LivePublisher,
  mail: {
    from: { name: string; email: string };
    to: { id: string; name: string; email: string }[];
    subject: string;
    text: string;
  },
): Promise<void> {
  if (mail.to.length === 0) return;
  const content = sanitizeMailHtml(
    mail.text
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  );
  const common = {
    messageId: crypto.randomUUID(),
    fromPerson: mail.from,
    toPeople: mail.to,
    ccPeople: [],
    date: new Date(),
    subject: mail.subject,
    content,
    contentText: mailText(content),
    attachments: [],
  };
  const delivered = await db
    .insert(mailboxMails)
    .values(
      mail.to.map((person) => ({
        ...common,
        ownerId: person.id,
        bccPeople: [],
        folder: 'inbox' as const,
        unread: true,
      })),
    )
    .returning();
  await announceNewMail(db, live, delivered);
}
