import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LivePublisher } from '../apps/live/index.ts';
import { notesNotes, notifications, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { noteReminderLink, notifyDueReminders } from './note-reminders.ts';

const NOTE = 'id title reminder updatedAt';
const CREATE = `mutation ($input: NoteInput!) { createNote(input: $input) { ${NOTE} } }`;
const UPDATE = `mutation ($id: ID!, $input: NoteInput!) { updateNote(id: $id, input: $input) { ${NOTE} } }`;
const NOTIFICATIONS = `query { myNotifications(limit: 50) { items { title description link useRouter read } } }`;

interface Note {
  id: string;
  title: string;
  reminder: string | null;
  updatedAt: string;
}

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('note reminders on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  let staffId: string;
  const db = () => t.app.services.database.db;
  /** What the task told browsers, as the live emitter would carry it. */
  const told: { userId: string; event: string; payload: Record<string, unknown> }[] = [];
  const live: LivePublisher = {
    publish: async (userId, event, payload) => {
      told.push({ userId, event, payload });
    },
  };

  const create = async (input: Record<string, unknown>) => {
    const r = await gql<{ createNote: Note }>(t, CREATE, { input }, { token: staff });
    expect(r.errors).toBeUndefined();
    return r.data!.createNote;
  };
  const update = async (id: string, input: Record<string, unknown>) => {
    const r = await gql<{ updateNote: Note }>(t, UPDATE, { id, input }, { token: staff });
    expect(r.errors).toBeUndefined();
    return r.data!.updateNote;
  };
  /** The reminder notifications of one note. */
  const sentFor = (noteId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'note-reminder'), eq(notifications.link, noteReminderLink(noteId))));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    staff = await signInAs(t, ...DEMO.staff);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.staff[0]));
    staffId = row!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('notifies the owner once when the reminder passes, in their language, live, linking to the note', async () => {
    const now = Date.now();
    const note = await create({
      title: 'Renew the practising certificate',
      content: 'Upload the CPD hours first.',
      reminder: new Date(now + HOUR).toISOString(),
    });

    // Not yet: the reminder is an hour away.
    await notifyDueReminders(db(), live, new Date(now));
    expect(await sentFor(note.id)).toHaveLength(0);

    // Two runs at once, as two server processes would, after the time: one notification.
    told.length = 0;
    const later = new Date(now + 2 * HOUR);
    await Promise.all([notifyDueReminders(db(), live, later), notifyDueReminders(db(), live, later)]);
    const sent = await sentFor(note.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      userId: staffId,
      title: 'Reminder: Renew the practising certificate',
      description: 'Upload the CPD hours first.',
      icon: 'reminder',
      useRouter: true,
      read: false,
    });
    expect(sent[0]!.link).toBe(`/apps/notes?filter=reminders&note=${note.id}`);
    // Told to the owner's open browsers as a new notification.
    const mine = told.filter((e) => e.payload.notificationAdded && JSON.stringify(e.payload).includes(note.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userId: staffId, event: 'notification-added' });

    // The owner sees it among their notifications.
    const list = await gql<{ myNotifications: { items: { title: string; link: string }[] } }>(
      t,
      NOTIFICATIONS,
      {},
      { token: staff },
    );
    expect(list.data!.myNotifications.items).toContainEqual(
      expect.objectContaining({ title: 'Reminder: Renew the practising certificate', link: noteReminderLink(note.id) }),
    );

    // Running again (later still) sends nothing more, and the mark did not move the note in the grid.
    await notifyDueReminders(db(), live, new Date(now + 3 * HOUR));
    expect(await sentFor(note.id)).toHaveLength(1);
    const [row] = await db().select().from(notesNotes).where(eq(notesNotes.id, note.id));
    expect(row!.updatedAt.toISOString()).toBe(note.updatedAt);
    expect(row!.reminderNotifiedAt?.getTime()).toBe(later.getTime());
  });

  it('arms the reminder again when its time changes, not when the note is saved with the same time', async () => {
    const now = Date.now();
    const first = new Date(now + HOUR).toISOString();
    const note = await create({ title: 'Send the audit letter', reminder: first });
    await notifyDueReminders(db(), live, new Date(now + 2 * HOUR));
    expect(await sentFor(note.id)).toHaveLength(1);

    // Saved again with the same reminder (the dialog sends every field): nothing new.
    await update(note.id, { title: 'Send the audit letter today', reminder: first });
    await notifyDueReminders(db(), live, new Date(now + 3 * HOUR));
    expect(await sentFor(note.id)).toHaveLength(1);

    // A new time, still ahead: nothing until it comes, then exactly one more.
    await update(note.id, { reminder: new Date(now + 5 * HOUR).toISOString() });
    await notifyDueReminders(db(), live, new Date(now + 4 * HOUR));
    expect(await sentFor(note.id)).toHaveLength(1);
    await notifyDueReminders(db(), live, new Date(now + 6 * HOUR));
    await notifyDueReminders(db(), live, new Date(now + 7 * HOUR));
    const sent = await sentFor(note.id);
    expect(sent).toHaveLength(2);
    // The second is written from the note as it is when its time comes.
    expect(sent.map((n) => n.title).sort()).toEqual([
      'Reminder: Send the audit letter',
      'Reminder: Send the audit letter today',
    ]);

    // A reminder taken off never comes.
    const other = await create({ title: 'Call the client', reminder: new Date(now + HOUR).toISOString() });
    await update(other.id, { reminder: null });
    await notifyDueReminders(db(), live, new Date(now + 8 * HOUR));
    expect(await sentFor(other.id)).toHaveLength(0);
  });

  it('writes the notification in the owner’s language', async () => {
    await db().update(users).set({ language: 'tr' }).where(eq(users.id, staffId));
    try {
      const now = Date.now();
      const note = await create({
        title: '',
        tasks: [{ content: 'Beyanname', completed: false }],
        reminder: new Date(now + HOUR).toISOString(),
      });
      await notifyDueReminders(db(), live, new Date(now + 2 * HOUR));
      const [sent] = await sentFor(note.id);
      expect(sent).toMatchObject({ title: 'Not hatırlatması', description: 'Beyanname' });
    } finally {
      await db().update(users).set({ language: 'en' }).where(eq(users.id, staffId));
    }
  });
});
