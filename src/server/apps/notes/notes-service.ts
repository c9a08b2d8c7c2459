import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { isId } from '../../../domain/ids.ts';
import { englishText } from '../../../domain/messages.ts';
import {
  NOTES_LABELS_MAX_PER_USER,
  NOTES_MAX_PER_USER,
  NOTES_MESSAGES as M,
  noteHasSomething,
  noteSchema,
  noteUpdateSchema,
  notesLabelTitleSchema,
  notesListSchema,
  type NoteData,
} from '../../../domain/notes-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { notesLabels, notesNotes, type NoteTaskJson } from '../../db/schema/index.ts';
import { isOwnUpload } from '../../files/index.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { parseInput } from '../../lib/validate.ts';
import { ownsWorkspaceRecord } from '../../policies/workspace-apps.ts';

export type NoteRow = typeof notesNotes.$inferSelect;
export type NotesLabelRow = typeof notesLabels.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const labelNotFound = () => new AppError('NOT_FOUND', M.labelNotFound);
/** A refusal naming the field at fault, as zod's refusals do. */
const badInput = (key: string, field: string) =>
  new AppError('BAD_USER_INPUT', key, {
    details: [{ type: field, message: englishText(key) ?? key, messageKey: key }],
  });

/** The owner's notes the grid asks for, most recently changed first. */
export async function listNotes(db: Db, user: UserRow, input: unknown): Promise<NoteRow[]> {
  const data = parseInput(notesListSchema, input);
  const where: (SQL | undefined)[] = [eq(notesNotes.ownerId, user.id)];
  const filter = data.filter ?? 'notes';
  if (filter === 'archived') where.push(eq(notesNotes.archived, true));
  else where.push(eq(notesNotes.archived, false));
  if (filter === 'reminders') where.push(isNotNull(notesNotes.reminder));
  if (data.labelId) where.push(sql`${data.labelId}::uuid = any(${notesNotes.labels})`);
  if (data.search) {
    const p = containsPattern(data.search);
    where.push(or(ilike(notesNotes.title, p), ilike(notesNotes.content, p), ilike(sql`${notesNotes.tasks}::text`, p)));
  }
  return db
    .select()
    .from(notesNotes)
    .where(and(...where))
    .orderBy(desc(notesNotes.updatedAt), desc(notesNotes.id));
}

/** The owner's note with this id; anyone else's is NOT_FOUND. */
export async function getNote(db: Db, user: UserRow, id: string): Promise<NoteRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db.select().from(notesNotes).where(eq(notesNotes.id, id)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row)) throw notFound();
  return row;
}

/** Checks what points elsewhere: the labels must be the owner's, the image the owner's upload. */
async function checkReferences(db: Db, ownerId: string, note: Partial<NoteData>, kept?: NoteRow) {
  if (note.labels?.length) {
    const unique = [...new Set(note.labels)];
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(notesLabels)
      .where(and(eq(notesLabels.ownerId, ownerId), inArray(notesLabels.id, unique)));
    if (n !== unique.length) throw badInput(M.labelInvalid, 'labels');
    note.labels = unique;
  }
  if (note.image && note.image !== kept?.image && !(await isOwnUpload(db, note.image, 'photo', ownerId)))
    throw badInput(M.imageInvalid, 'image');
}

/** Tasks keep the ids they came with (when they are ids of this note's) and new ones get one. */
function withTaskIds(tasks: NoteData['tasks'], kept: NoteTaskJson[] = []): NoteTaskJson[] {
  const known = new Set(kept.map((t) => t.id));
  const used = new Set<string>();
  return tasks.map((t) => {
    const id = t.id && known.has(t.id) && !used.has(t.id) ? t.id : randomUUID();
    used.add(id);
    return { id, content: t.content, completed: t.completed };
  });
}

async function noteCount(db: Pick<Db, 'select'>, ownerId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(notesNotes).where(eq(notesNotes.ownerId, ownerId));
  return n;
}

export async function createNote(db: Db, user: UserRow, input: unknown): Promise<NoteRow> {
  const data = parseInput(noteSchema, input);
  await checkReferences(db, user.id, data);
  if ((await noteCount(db, user.id)) >= NOTES_MAX_PER_USER) throw badInput(M.tooManyNotes, 'body');
  const [row] = await db
    .insert(notesNotes)
    .values({
      ownerId: user.id,
      ...data,
      tasks: withTaskIds(data.tasks),
      reminder: data.reminder ? new Date(data.reminder) : null,
    })
    .returning();
  return row!;
}

export async function updateNote(db: Db, user: UserRow, id: string, input: unknown): Promise<NoteRow> {
  const current = await getNote(db, user, id);
  const data = parseInput(noteUpdateSchema, input);
  const tasks = data.tasks ? withTaskIds(data.tasks, current.tasks) : undefined;
  // The rule holds for the note as it will be, whichever fields were sent.
  const merged = {
    title: data.title ?? current.title,
    content: data.content ?? current.content,
    tasks: tasks ?? current.tasks,
  };
  if (!noteHasSomething(merged)) throw badInput(M.empty, 'title');
  await checkReferences(db, user.id, data, current);
  const { reminder, tasks: _sent, ...rest } = data;
  const nextReminder = reminder ? new Date(reminder) : null;
  // Another reminder time arms it again (the reminder task notifies once per time set); the
  // same time sent back with the rest of the note changes nothing.
  const reminderChanged = reminder !== undefined && nextReminder?.getTime() !== current.reminder?.getTime();
  const [row] = await db
    .update(notesNotes)
    .set({
      ...rest,
      ...(tasks ? { tasks } : {}),
      ...(reminderChanged ? { reminder: nextReminder, reminderNotifiedAt: null } : {}),
    })
    .where(and(eq(notesNotes.id, current.id), eq(notesNotes.ownerId, user.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteNote(db: Db, user: UserRow, id: string): Promise<string> {
  const current = await getNote(db, user, id);
  await db.delete(notesNotes).where(and(eq(notesNotes.id, current.id), eq(notesNotes.ownerId, user.id)));
  return current.id;
}

// Labels.

export async function listLabels(db: Db, user: UserRow): Promise<NotesLabelRow[]> {
  return db
    .select()
    .from(notesLabels)
    .where(eq(notesLabels.ownerId, user.id))
    .orderBy(asc(notesLabels.createdAt), asc(notesLabels.title));
}

async function ownLabel(db: Db, user: UserRow, id: string): Promise<NotesLabelRow> {
  if (!isId(id)) throw labelNotFound();
  const [row] = await db.select().from(notesLabels).where(eq(notesLabels.id, id)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row)) throw labelNotFound();
  return row;
}

/** Whether the owner already has a label of this name (any case), other than `except`. */
async function nameTaken(db: Db, ownerId: string, title: string, except?: string): Promise<boolean> {
  const rows = await db
    .select({ id: notesLabels.id })
    .from(notesLabels)
    .where(and(eq(notesLabels.ownerId, ownerId), sql`lower(${notesLabels.title}) = lower(${title})`));
  return rows.some((r) => r.id !== except);
}

export async function createLabel(db: Db, user: UserRow, input: unknown): Promise<NotesLabelRow> {
  const title = parseInput(notesLabelTitleSchema, input);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(notesLabels).where(eq(notesLabels.ownerId, user.id));
  if (n >= NOTES_LABELS_MAX_PER_USER) throw badInput(M.tooManyLabelsOwned, 'title');
  if (await nameTaken(db, user.id, title)) throw badInput(M.labelExists, 'title');
  // The unique index settles two creations racing for the same name.
  const [row] = await db.insert(notesLabels).values({ ownerId: user.id, title }).onConflictDoNothing().returning();
  if (!row) throw badInput(M.labelExists, 'title');
  return row;
}

export async function renameLabel(db: Db, user: UserRow, id: string, input: unknown): Promise<NotesLabelRow> {
  const label = await ownLabel(db, user, id);
  const title = parseInput(notesLabelTitleSchema, input);
  if (await nameTaken(db, user.id, title, label.id)) throw badInput(M.labelExists, 'title');
  try {
    const [row] = await db.update(notesLabels).set({ title }).where(eq(notesLabels.id, label.id)).returning();
    return row!;
  } catch {
    // Only the unique name can fail here (a rename racing another to the same name).
    throw badInput(M.labelExists, 'title');
  }
}

/** Deletes the label and takes it off each of the owner's notes. */
export async function deleteLabel(db: Db, user: UserRow, id: string): Promise<string> {
  const label = await ownLabel(db, user, id);
  await db.transaction(async (tx) => {
    await tx
      .update(notesNotes)
      .set({ labels: sql`array_remove(${notesNotes.labels}, ${label.id}::uuid)` })
      .where(and(eq(notesNotes.ownerId, user.id), sql`${label.id}::uuid = any(${notesNotes.labels})`));
    await tx.delete(notesLabels).where(eq(notesLabels.id, label.id));
  });
  return label.id;
}

// The shell's quick panel shows and edits the same notes (any signed-in person's own), with its
// own checks and words; these are the plain reads and writes it needs, scoped by the owner.

/** The owner's current (not archived) notes, most recently changed first. */
export const quickPanelNotes = (db: Pick<Db, 'select'>, ownerId: string): Promise<NoteRow[]> =>
  db
    .select()
    .from(notesNotes)
    .where(and(eq(notesNotes.ownerId, ownerId), eq(notesNotes.archived, false)))
    .orderBy(desc(notesNotes.updatedAt), desc(notesNotes.id));

/** A new note with a title and text, or undefined when the owner already keeps the most allowed. */
export async function addQuickPanelNote(
  db: Pick<Db, 'select' | 'insert'>,
  ownerId: string,
  note: { title: string; content: string },
): Promise<NoteRow | undefined> {
  if ((await noteCount(db, ownerId)) >= NOTES_MAX_PER_USER) return undefined;
  const [row] = await db
    .insert(notesNotes)
    .values({ ownerId, ...note })
    .returning();
  return row;
}

/** Changes the title or text of the owner's note; undefined when there is no such note of theirs. */
export async function editQuickPanelNote(
  db: Db,
  ownerId: string,
  id: string,
  change: { title?: string; content?: string },
): Promise<NoteRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .update(notesNotes)
    .set(change)
    .where(and(eq(notesNotes.id, id), eq(notesNotes.ownerId, ownerId)))
    .returning();
  return row;
}

/** Deletes the owner's note; false when there is no such note of theirs. */
export async function removeQuickPanelNote(db: Db, ownerId: string, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await db
    .delete(notesNotes)
    .where(and(eq(notesNotes.id, id), eq(notesNotes.ownerId, ownerId)))
    .returning({ id: notesNotes.id });
  return rows.length > 0;
}
