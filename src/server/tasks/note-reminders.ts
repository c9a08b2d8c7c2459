import { and, asc, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clientPaths } from '../../domain/client-paths.ts';
import type { Language } from '../../domain/enums.ts';
import type { LivePublisher } from '../apps/live/index.ts';
import { announceNotification, insertNotification, type NotificationRow } from '../apps/notifications/index.ts';
import type { Db } from '../db/client.ts';
import { notesNotes, users } from '../db/schema/index.ts';
import { startPeriodicTask } from '../lib/periodic-task.ts';

/** How often due reminders are looked for: a reminder arrives within a minute of its time. */
export const NOTE_REMINDER_INTERVAL_MS = 60 * 1000;
/** Reminders claimed per transaction (a long backlog goes in several). */
const BATCH = 200;

/** Where a reminder's notification leads: the notes app, showing the reminders with this note open. */
export const noteReminderLink = (noteId: string): string =>
  `${clientPaths.appsNotes}?filter=reminders&note=${encodeURIComponent(noteId)}`;

/** The first words of a note for its notification: its text, or else its checklist. */
function noteText(content: string, tasks: { content: string }[]): string {
  const text =
    content.trim() ||
    tasks
      .map((t) => t.content.trim())
      .filter(Boolean)
      .join(', ');
  return text.replace(/\s+/g, ' ');
}

/**
 * Notifies each note's owner whose reminder time has passed (up to `now`), once. Each batch is
 * claimed and notified in one transaction: the UPDATE sets `reminder_notified_at` on rows whose
 * reminder is due and not yet notified, skipping rows another process holds, so with several
 * server processes each reminder is claimed by exactly one of them, and the notification rows
 * commit with the claim (or neither does). Browsers are told after the commit. Setting another
 * reminder time on the note clears the mark (notes-service), which arms it again.
 * Returns how many notifications were sent.
 */
export async function notifyDueReminders(db: Db, live: LivePublisher, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const { rows, claimed } = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: notesNotes.id })
        .from(notesNotes)
        .where(
          and(isNotNull(notesNotes.reminder), lte(notesNotes.reminder, now), isNull(notesNotes.reminderNotifiedAt)),
        )
        .orderBy(asc(notesNotes.reminder))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const notes = await tx
        .update(notesNotes)
        // The mark is no edit of the note: its place in the grid (by last change) stays.
        .set({ reminderNotifiedAt: now, updatedAt: sql`${notesNotes.updatedAt}` })
        .where(
          and(
            inArray(notesNotes.id, due),
            // Checked again on the locked row, in case the reminder changed meanwhile.
            lte(notesNotes.reminder, now),
            isNull(notesNotes.reminderNotifiedAt),
          ),
        )
        .returning({
          id: notesNotes.id,
          ownerId: notesNotes.ownerId,
          title: notesNotes.title,
          content: notesNotes.content,
          tasks: notesNotes.tasks,
        });
      if (!notes.length) return { rows: [] as NotificationRow[], claimed: 0 };
      const owners = await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(
          inArray(
            users.id,
            notes.map((n) => n.ownerId),
          ),
        );
      const languageOf = new Map<string, Language>(owners.map((o) => [o.id, o.language]));
      const written: NotificationRow[] = [];
      for (const note of notes) {
        const language = languageOf.get(note.ownerId);
        if (!language) continue;
        written.push(
          await insertNotification(tx, note.ownerId, language, {
            event: { kind: 'note-reminder', title: note.title.trim(), text: noteText(note.content, note.tasks) },
            link: noteReminderLink(note.id),
          }),
        );
      }
      return { rows: written, claimed: notes.length };
    });
    for (const row of rows) await announceNotification(live, row);
    sent += rows.length;
    if (claimed < BATCH) return sent;
  }
}

/** Looks for due reminders now and then every minute; the returned function stops it. */
export function startNoteReminderTask(
  db: Db,
  live: LivePublisher,
  log: FastifyBaseLogger,
  intervalMs = NOTE_REMINDER_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(
    'note reminders',
    async () => {
      const sent = await notifyDueReminders(db, live);
      if (sent > 0) log.info({ sent }, 'note reminders notified');
    },
    intervalMs,
    log,
  );
}
