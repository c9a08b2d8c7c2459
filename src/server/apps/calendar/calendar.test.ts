import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { ensureCalendarStarter } from '../../seed/apps/calendar-samples.ts';
import { newStaffMember } from '../../test-support/starters.ts';

const EVENT_FIELDS = 'id title allDay start end extendedProps { desc label }';
const LABELS = 'query { calendarLabels { id title color } }';
const EVENTS = `query ($from: String!, $to: String!) { calendarEvents(from: $from, to: $to) { ${EVENT_FIELDS} } }`;
const CREATE = `mutation ($input: CalendarEventInput!) { createCalendarEvent(input: $input) { ${EVENT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteCalendarEvent(id: $id) }';
const CREATE_LABEL = 'mutation ($input: CalendarLabelInput!) { createCalendarLabel(input: $input) { id title color } }';
const UPDATE_LABEL =
  'mutation ($id: ID!, $input: CalendarLabelInput!) { updateCalendarLabel(id: $id, input: $input) { id title color } }';
const DELETE_LABEL = 'mutation ($id: ID!) { deleteCalendarLabel(id: $id) }';

interface Label {
  id: string;
  title: string;
  color: string;
}
interface CalEvent {
  id: string;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  extendedProps: { desc: string; label: string };
}

const DAY = 86_400_000;
const around = (days = 45) => ({
  from: new Date(Date.now() - days * DAY).toISOString(),
  to: new Date(Date.now() + days * DAY).toISOString(),
});

describe.each(testDatabaseKinds())('calendar app on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  const db = () => t.app.services.database.db;
  const labelsOf = async (token: string) =>
    (await gql<{ calendarLabels: Label[] }>(t, LABELS, {}, { token })).data!.calendarLabels;
  const eventsOf = async (token: string, range = around()) => {
    const r = await gql<{ calendarEvents: CalEvent[] }>(t, EVENTS, range, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.calendarEvents;
  };
  const input = (label: string, over: Record<string, unknown> = {}) => ({
    title: 'Interview: audit senior',
    allDay: false,
    start: '2030-03-04T09:00:00.000Z',
    end: '2030-03-04T10:00:00.000Z',
    extendedProps: { desc: '', label },
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [admin, staff, seeker] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each staff and admin demo account three labels and 20+ events around this month', async () => {
    for (const token of [staff, admin]) {
      const labels = await labelsOf(token);
      expect(labels.length).toBeGreaterThanOrEqual(3);
      expect(labels[0]).toMatchObject({ color: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
      const events = await eventsOf(token);
      expect(events.length).toBeGreaterThanOrEqual(20);
      expect(events.some((e) => e.allDay)).toBe(true);
      // Every label is used, and every event names one of the owner's labels.
      const ids = new Set(labels.map((l) => l.id));
      expect(events.every((e) => ids.has(e.extendedProps.label))).toBe(true);
      expect(new Set(events.map((e) => e.extendedProps.label)).size).toBe(3);
    }
  });

  it('gives a staff member added later the three labels in their language and no event', async () => {
    const token = await newStaffMember(t, `new.calendar.${kind}@example.com`, 'tr');
    expect((await labelsOf(token)).map((l) => l.title)).toEqual(['Kişisel', 'İş', 'Randevular']);
    expect(await eventsOf(token)).toEqual([]);
  });

  it('the seed writes the sample calendar once, in the owner’s language', async () => {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.staff[0]));
    expect(await ensureCalendarStarter(db(), { id: row!.id, language: 'en' })).toBe(false);
    const fresh = await db()
      .insert(users)
      .values({
        email: 'calendar-new@cpa-careers.test',
        passwordHash: 'unused',
        displayName: 'Yeni',
        role: ['staff'],
        language: 'tr',
      })
      .returning();
    expect(await ensureCalendarStarter(db(), { id: fresh[0]!.id, language: 'tr' })).toBe(true);
    expect(await ensureCalendarStarter(db(), { id: fresh[0]!.id, language: 'tr' })).toBe(false);
    const events = await db().select().from(calendarEvents).where(eq(calendarEvents.ownerId, fresh[0]!.id));
    expect(events.length).toBeGreaterThanOrEqual(20);
    expect(events.map((e) => e.title)).toContain('Haftalık işe alım toplantısı');
  });

  it('creates, reads, moves, resizes and deletes an event', async () => {
    const [personal, work] = await labelsOf(staff);
    const created = await gql<{ createCalendarEvent: CalEvent }>(
      t,
      CREATE,
      { input: input(personal!.id, { title: '  Interview: audit senior  ' }) },
      { token: staff },
    );
    expect(created.errors).toBeUndefined();
    const event = created.data!.createCalendarEvent;
    expect(event).toMatchObject({
      title: 'Interview: audit senior',
      allDay: false,
      start: '2030-03-04T09:00:00.000Z',
      end: '2030-03-04T10:00:00.000Z',
      extendedProps: { desc: '', label: personal!.id },
    });
    const range = { from: '2030-03-01T00:00:00.000Z', to: '2030-04-01T00:00:00.000Z' };
    expect((await eventsOf(staff, range)).map((e) => e.id)).toEqual([event.id]);
    // Another user's range holds nothing of it.
    expect(await eventsOf(admin, range)).toEqual([]);

    // A move to the next day, made longer and given another label and a description.
    const moved = await gql<{ updateCalendarEvent: CalEvent }>(
      t,
      UPDATE,
      {
        id: event.id,
        input: input(work!.id, {
          start: '2030-03-05T13:00:00.000Z',
          end: '2030-03-05T15:30:00.000Z',
          extendedProps: { desc: 'With the partner', label: work!.id },
        }),
      },
      { token: staff },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateCalendarEvent).toMatchObject({
      start: '2030-03-05T13:00:00.000Z',
      end: '2030-03-05T15:30:00.000Z',
      extendedProps: { desc: 'With the partner', label: work!.id },
    });
    // An all-day event: its end is the day after its last (as FullCalendar sends it).
    const allDay = await gql<{ updateCalendarEvent: CalEvent }>(
      t,
      UPDATE,
      {
        id: event.id,
        input: input(work!.id, { allDay: true, start: '2030-03-06T00:00:00.000Z', end: '2030-03-08T00:00:00.000Z' }),
      },
      { token: staff },
    );
    expect(allDay.data!.updateCalendarEvent).toMatchObject({ allDay: true, end: '2030-03-08T00:00:00.000Z' });

    const deleted = await gql<{ deleteCalendarEvent: string }>(t, DELETE, { id: event.id }, { token: staff });
    expect(deleted.data!.deleteCalendarEvent).toBe(event.id);
    expect(await eventsOf(staff, range)).toEqual([]);
    const again = await gql(t, DELETE, { id: event.id }, { token: staff });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses an end before the start, an empty title and a missing label, and writes nothing', async () => {
    const [label] = await labelsOf(staff);
    const cases: [Record<string, unknown>, string][] = [
      [{ end: '2030-03-04T08:59:00.000Z' }, 'calendar.endBeforeStart'],
      [{ title: '   ' }, 'calendar.titleRequired'],
      [{ title: 'x'.repeat(201) }, 'calendar.titleTooLong'],
      [{ start: 'next tuesday' }, 'calendar.startRequired'],
      [{ end: '' }, 'calendar.endRequired'],
      [{ extendedProps: { desc: '', label: 'nope' } }, 'calendar.labelRequired'],
      [{ extendedProps: { desc: 'x'.repeat(2001), label: label!.id } }, 'calendar.descTooLong'],
    ];
    const before = (await eventsOf(staff, { from: '2030-01-01T00:00:00.000Z', to: '2030-12-01T00:00:00.000Z' })).length;
    for (const [over, key] of cases) {
      const r = await gql(t, CREATE, { input: input(label!.id, over) }, { token: staff });
      expect(r.errors?.[0]?.extensions, key).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: key });
    }
    // The same rules hold for a change.
    const ok = (await gql<{ createCalendarEvent: CalEvent }>(t, CREATE, { input: input(label!.id) }, { token: staff }))
      .data!.createCalendarEvent;
    const backwards = await gql(
      t,
      UPDATE,
      { id: ok.id, input: input(label!.id, { start: '2030-03-04T11:00:00.000Z' }) },
      { token: staff },
    );
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ messageKey: 'calendar.endBeforeStart' });
    const after = await eventsOf(staff, { from: '2030-01-01T00:00:00.000Z', to: '2030-12-01T00:00:00.000Z' });
    expect(after).toHaveLength(before + 1);
    expect(after.find((e) => e.id === ok.id)!.start).toBe('2030-03-04T09:00:00.000Z');
    // A range too wide to read at once.
    const wide = await gql(
      t,
      EVENTS,
      { from: '2020-01-01T00:00:00.000Z', to: '2030-01-01T00:00:00.000Z' },
      { token: staff },
    );
    expect(wide.errors?.[0]?.extensions).toMatchObject({ messageKey: 'calendar.rangeInvalid' });
    await gql(t, DELETE, { id: ok.id }, { token: staff });
  });

  it('never shows or changes another user’s events and labels: NOT_FOUND', async () => {
    const [staffLabel] = await labelsOf(staff);
    const [adminLabel] = await labelsOf(admin);
    const mine = (
      await gql<{ createCalendarEvent: CalEvent }>(t, CREATE, { input: input(staffLabel!.id) }, { token: staff })
    ).data!.createCalendarEvent;
    const attempts: [string, Record<string, unknown>][] = [
      [UPDATE, { id: mine.id, input: input(adminLabel!.id) }],
      [DELETE, { id: mine.id }],
      [UPDATE_LABEL, { id: staffLabel!.id, input: { title: 'Mine now', color: '#000000' } }],
      [DELETE_LABEL, { id: staffLabel!.id }],
      // Someone else's label cannot hold one's own event.
      [CREATE, { input: input(staffLabel!.id) }],
      [UPDATE, { id: 'not-an-id', input: input(adminLabel!.id) }],
    ];
    for (const [query, variables] of attempts) {
      const r = await gql(t, query, variables, { token: admin });
      expect(r.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const still = await eventsOf(staff, { from: '2030-03-01T00:00:00.000Z', to: '2030-04-01T00:00:00.000Z' });
    expect(still.find((e) => e.id === mine.id)).toMatchObject({
      title: mine.title,
      extendedProps: { label: staffLabel!.id },
    });
    expect((await labelsOf(staff))[0]!.title).toBe(staffLabel!.title);
    await gql(t, DELETE, { id: mine.id }, { token: staff });
  });

  it('refuses a guest (UNAUTHENTICATED) and a job seeker (FORBIDDEN) every operation', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const ops: [string, Record<string, unknown>][] = [
      [LABELS, {}],
      [EVENTS, around()],
      [CREATE, { input: input(id) }],
      [UPDATE, { id, input: input(id) }],
      [DELETE, { id }],
      [CREATE_LABEL, { input: { title: 'x', color: '#123456' } }],
      [UPDATE_LABEL, { id, input: { title: 'x', color: '#123456' } }],
      [DELETE_LABEL, { id }],
    ];
    for (const [query, variables] of ops) {
      expect((await gql(t, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(t, query, variables, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('adds, renames and deletes the user’s own labels, keeping one in use and the last one', async () => {
    const created = await gql<{ createCalendarLabel: Label }>(
      t,
      CREATE_LABEL,
      { input: { title: ' Exams ', color: '#6a1b9a' } },
      { token: admin },
    );
    const label = created.data!.createCalendarLabel;
    expect(label).toMatchObject({ title: 'Exams', color: '#6a1b9a' });
    const bad = await gql(t, CREATE_LABEL, { input: { title: '', color: 'purple' } }, { token: admin });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const renamed = await gql<{ updateCalendarLabel: Label }>(
      t,
      UPDATE_LABEL,
      { id: label.id, input: { title: 'CPA exams', color: '#00838f' } },
      { token: admin },
    );
    expect(renamed.data!.updateCalendarLabel).toMatchObject({ title: 'CPA exams', color: '#00838f' });
    const event = (
      await gql<{ createCalendarEvent: CalEvent }>(t, CREATE, { input: input(label.id) }, { token: admin })
    ).data!.createCalendarEvent;
    const inUse = await gql(t, DELETE_LABEL, { id: label.id }, { token: admin });
    expect(inUse.errors?.[0]?.extensions).toMatchObject({ messageKey: 'calendar.labelInUse' });
    await gql(t, DELETE, { id: event.id }, { token: admin });
    const gone = await gql<{ deleteCalendarLabel: string }>(t, DELETE_LABEL, { id: label.id }, { token: admin });
    expect(gone.data!.deleteCalendarLabel).toBe(label.id);
    expect((await labelsOf(admin)).map((l) => l.id)).not.toContain(label.id);
  });

  it('shows the calendar’s events in the quick panel (one store)', async () => {
    const [label] = await labelsOf(staff);
    const soon = new Date(Date.now() + 2 * 3_600_000);
    soon.setUTCMinutes(0, 0, 0);
    const made = (
      await gql<{ createCalendarEvent: CalEvent }>(
        t,
        CREATE,
        {
          input: input(label!.id, {
            title: 'Made in the calendar',
            start: soon.toISOString(),
            end: new Date(soon.getTime() + 3_600_000).toISOString(),
          }),
        },
        { token: staff },
      )
    ).data!.createCalendarEvent;
    const panel = await t.app.inject({
      method: 'GET',
      url: '/api/quick-panel/events',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(panel.json().map((e: { id: string }) => e.id)).toContain(made.id);
    // And one added in the quick panel is in the calendar.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/quick-panel/events',
      headers: { authorization: `Bearer ${staff}` },
      payload: { title: 'Added in the panel', startsAt: soon.toISOString() },
    });
    expect(added.statusCode).toBe(201);
    const inCalendar = await eventsOf(staff);
    expect(inCalendar.find((e) => e.id === added.json().id)).toMatchObject({
      title: 'Added in the panel',
      extendedProps: { label: label!.id },
    });
  });
});
