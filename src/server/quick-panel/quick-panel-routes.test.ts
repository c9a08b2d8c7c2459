import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { eq } from 'drizzle-orm';
import { seedQuickPanelSamples } from '../seed/apps/quick-panel-samples.ts';
import { users } from '../db/schema/index.ts';

describe.each(testDatabaseKinds())('quick panel API on %s', (kind) => {
  let t: TestApp;
  let alice: { token: string; id: string };
  let bob: { token: string; id: string };

  /** A person who has just joined: a job seeker, unless `staff` (the quick panel is the staff's). */
  const signUp = async (email: string, { staff = true } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: email.split('@')[0], email, password: 'a long enough password' },
    });
    const body = res.json();
    if (staff)
      await t.app.services.database.db
        .update(users)
        .set({ role: ['staff'] })
        .where(eq(users.email, email));
    return { token: body.access_token as string, id: body.user.uid as string };
  };
  const ROUTES = (id: string) =>
    [
      ['GET', '/notes'],
      ['POST', '/notes'],
      ['PATCH', `/notes/${id}`],
      ['DELETE', `/notes/${id}`],
      ['GET', '/events'],
      ['POST', '/events'],
      ['PATCH', `/events/${id}`],
      ['DELETE', `/events/${id}`],
    ] as const;
  const as = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });
  const inject = (
    who: { token: string } | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/quick-panel${url}`,
      headers: who ? as(who) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signUp('alice@example.com');
    bob = await signUp('bob@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every route without a valid token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of ROUTES(id)) {
      const none = await inject(
        null,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { title: 'x' },
      );
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json().message).toBe('Invalid access token detected.');
      const bad = await inject({ token: 'not-a-token' }, method, url);
      expect(bad.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a job seeker and an employer on every route (notes and calendar are staff apps)', async () => {
    const seeker = await signUp('seeker@example.com', { staff: false });
    const employer = await signUp('employer@example.com', { staff: false });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: as(employer),
      payload: {
        query: 'mutation($input: CreateEmployerInput!) { createEmployer(input: $input) { id } }',
        variables: {
          input: {
            firstName: 'Deniz',
            lastName: 'Kaya',
            title: 'Director',
            city: 'Izmir',
            countryCode: 'tr',
            contactNo: '+90 232 555 0101',
          },
        },
      },
    });
    expect(made.json().errors).toBeUndefined();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const who of [seeker, employer]) {
      for (const [method, url] of ROUTES(id)) {
        const payload =
          method === 'GET' || method === 'DELETE' ? undefined : { title: 'x', startsAt: new Date().toISOString() };
        const res = await inject(who, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message, `${method} ${url}`).toBe('Only the portal staff can do this.');
      }
    }
  });

  it('creates, lists, edits and deletes the user’s own notes', async () => {
    const created = await inject(alice, 'POST', '/notes', {
      title: '  Call the recruiter  ',
      content: 'About the audit role',
    });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({ title: 'Call the recruiter', content: 'About the audit role' });
    const bare = await inject(alice, 'POST', '/notes', { title: 'No content' });
    expect(bare.json().content).toBe('');

    const list = await inject(alice, 'GET', '/notes');
    expect(
      list
        .json()
        .map((n: { title: string }) => n.title)
        .sort(),
    ).toEqual(['Call the recruiter', 'No content']);

    const edited = await inject(alice, 'PATCH', `/notes/${note.id}`, { content: 'Rang, call back Friday' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Call the recruiter', content: 'Rang, call back Friday' });

    expect((await inject(alice, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(204);
    expect((await inject(alice, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(404);
    expect((await inject(alice, 'GET', '/notes')).json()).toHaveLength(1);
  });

  it('answers bad note input with 400 and a message a person can act on', async () => {
    const empty = await inject(alice, 'POST', '/notes', { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter a title');
    const long = await inject(alice, 'POST', '/notes', { title: 'x'.repeat(201) });
    expect(long.json().message).toBe('The title can be at most 200 characters');
    const unknown = await inject(alice, 'POST', '/notes', { title: 'ok', userId: bob.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown field\(s\): userId/);
    const [note] = (await inject(alice, 'GET', '/notes')).json();
    const nothing = await inject(alice, 'PATCH', `/notes/${note.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Send at least one field to change');
    expect((await inject(alice, 'PATCH', '/notes/not-a-uuid', { title: 'x' })).statusCode).toBe(404);
  });

  it('never shows or changes another user’s notes and events', async () => {
    const note = (await inject(alice, 'POST', '/notes', { title: 'Private' })).json();
    const event = (
      await inject(alice, 'POST', '/events', {
        title: 'Interview',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).json();
    expect((await inject(bob, 'GET', '/notes')).json()).toEqual([]);
    expect((await inject(bob, 'GET', '/events')).json()).toEqual([]);
    const editNote = await inject(bob, 'PATCH', `/notes/${note.id}`, { title: 'Mine now' });
    expect(editNote.statusCode).toBe(404);
    expect(editNote.json().message).toBe('Note not found');
    expect((await inject(bob, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(404);
    const editEvent = await inject(bob, 'PATCH', `/events/${event.id}`, { title: 'Mine now' });
    expect(editEvent.statusCode).toBe(404);
    expect(editEvent.json().message).toBe('Event not found');
    expect((await inject(bob, 'DELETE', `/events/${event.id}`)).statusCode).toBe(404);
    const still = (await inject(alice, 'GET', '/notes')).json();
    expect(still.find((n: { id: string }) => n.id === note.id).title).toBe('Private');
    expect((await inject(alice, 'GET', '/events')).json().map((e: { id: string }) => e.id)).toContain(event.id);
  });

  it('lists upcoming events in order, keeping ones still in progress and dropping past ones', async () => {
    const carol = await signUp('carol@example.com');
    const hour = 3_600_000;
    const at = (h: number) => new Date(Date.now() + h * hour).toISOString();
    await inject(carol, 'POST', '/events', { title: 'Later', startsAt: at(48) });
    await inject(carol, 'POST', '/events', { title: 'Sooner', startsAt: at(2), endsAt: at(3) });
    await inject(carol, 'POST', '/events', { title: 'In progress', startsAt: at(-1), endsAt: at(1) });
    await inject(carol, 'POST', '/events', { title: 'Over', startsAt: at(-5), endsAt: at(-4) });
    await inject(carol, 'POST', '/events', { title: 'Deadline', startsAt: at(24), allDay: true });
    const list = (await inject(carol, 'GET', '/events')).json();
    expect(list.map((e: { title: string }) => e.title)).toEqual(['In progress', 'Sooner', 'Deadline', 'Later']);
    expect(list[2]).toMatchObject({ allDay: true, endsAt: null });
    const all = (await inject(carol, 'GET', `/events?from=${encodeURIComponent(at(-10))}`)).json();
    expect(all).toHaveLength(5);
  });

  it('validates events: a start is required, and the end cannot come before it', async () => {
    const noStart = await inject(alice, 'POST', '/events', { title: 'Interview' });
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json().message).toBe('Enter when the event starts');
    const badDate = await inject(alice, 'POST', '/events', { title: 'Interview', startsAt: 'next tuesday' });
    expect(badDate.json().message).toBe('Enter when the event starts');
    const backwards = await inject(alice, 'POST', '/events', {
      title: 'Interview',
      startsAt: '2099-01-02T10:00:00Z',
      endsAt: '2099-01-02T09:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The event cannot end before it starts');

    const event = (
      await inject(alice, 'POST', '/events', {
        title: 'Interview',
        startsAt: '2099-01-02T10:00:00Z',
        endsAt: '2099-01-02T11:00:00Z',
      })
    ).json();
    const moved = await inject(alice, 'PATCH', `/events/${event.id}`, { startsAt: '2099-01-02T12:00:00Z' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('The event cannot end before it starts');
    const ok = await inject(alice, 'PATCH', `/events/${event.id}`, {
      startsAt: '2099-01-02T12:00:00Z',
      endsAt: null,
      title: 'Second interview',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ title: 'Second interview', startsAt: '2099-01-02T12:00:00.000Z', endsAt: null });
    expect((await inject(alice, 'DELETE', `/events/${event.id}`)).statusCode).toBe(204);
  });

  it('gives a demo user two notes and four upcoming events once, in their language', async () => {
    const dave = await signUp('dave@example.com');
    const { db } = t.app.services.database;
    expect(await seedQuickPanelSamples(db, dave.id, 'tr')).toBe(true);
    expect(await seedQuickPanelSamples(db, dave.id, 'tr')).toBe(false);
    const notes = (await inject(dave, 'GET', '/notes')).json();
    const events = (await inject(dave, 'GET', '/events')).json();
    expect(notes).toHaveLength(2);
    expect(events).toHaveLength(4);
    expect(notes.map((n: { title: string }) => n.title)).toContain('Özgeçmişimi güncelle');
  });
});
