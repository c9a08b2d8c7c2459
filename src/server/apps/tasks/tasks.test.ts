import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/enums.ts';
import { TASK_TAGS } from '../../../domain/tasks-schemas.ts';
import { notifications, taskItems, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { expectStarterTranslated, newStaffMember } from '../../test-support/starters.ts';
import { ensureTasksStarter } from '../../seed/apps/tasks-samples.ts';

const TASK = 'id type title notes completed dueDate priority tags subTasks { id title completed } assignedTo order';
const ASSIGNEES = 'query { taskAssignees { id name avatar } }';
const LIST = `query { tasks { ${TASK} } }`;
const CREATE = `mutation ($input: TaskInput!, $position: Int) { createTask(input: $input, position: $position) { ${TASK} } }`;
const UPDATE = `mutation ($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { ${TASK} } }`;
const MOVE = `mutation ($id: ID!, $position: Int!) { moveTask(id: $id, position: $position) { ${TASK} } }`;
const DELETE = `mutation ($id: ID!) { deleteTask(id: $id) }`;
const ASSIGNED = `query { assignedTasks { task { ${TASK} } owner { id name avatar } } }`;
const SET_SUB_DONE = `mutation ($taskId: ID!, $subTaskId: ID!, $completed: Boolean!) { setAssignedSubTaskCompleted(taskId: $taskId, subTaskId: $subTaskId, completed: $completed) { task { ${TASK} } owner { id name } } }`;
const SET_DONE = `mutation ($id: ID!, $completed: Boolean!) { setAssignedTaskCompleted(id: $id, completed: $completed) { task { ${TASK} } owner { id name } } }`;

interface Task {
  id: string;
  type: 'section' | 'task';
  title: string;
  notes: string;
  completed: boolean;
  dueDate: string | null;
  priority: number;
  tags: string[];
  subTasks: { id: string; title: string; completed: boolean }[];
  assignedTo: string | null;
  order: number;
}

/** The list is numbered 0 to n-1 in the order it is given, each place once. */
function expectSequential(list: Task[]) {
  expect(list.map((x) => x.order)).toEqual(list.map((_, i) => i));
}

describe.each(testDatabaseKinds())('tasks app on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  const db = () => t.app.services.database.db;

  const list = async (token = staff) => {
    const r = await gql<{ tasks: Task[] }>(t, LIST, {}, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.tasks;
  };
  const create = (input: Record<string, unknown>, position?: number, token = staff) =>
    gql<{ createTask: Task }>(t, CREATE, { input, position }, { token });
  const update = (id: string, input: Record<string, unknown>, token = staff) =>
    gql<{ updateTask: Task }>(t, UPDATE, { id, input }, { token });
  const move = (id: string, position: number, token = staff) =>
    gql<{ moveTask: Task[] }>(t, MOVE, { id, position }, { token });
  const remove = (id: string, token = staff) => gql<{ deleteTask: string }>(t, DELETE, { id }, { token });

  const newStaff = (email: string, language: Language = 'en') => newStaffMember(t, email, language);

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

  it('gives each staff and admin demo account 20+ tasks in 3+ sections, every field as SPEC section 3 has it', async () => {
    for (const token of [staff, admin]) {
      const tasks = await list(token);
      expectSequential(tasks);
      expect(tasks[0]!.type).toBe('section');
      expect(tasks.filter((x) => x.type === 'section').length).toBeGreaterThanOrEqual(3);
      const only = tasks.filter((x) => x.type === 'task');
      expect(only.length).toBeGreaterThanOrEqual(20);
      for (const x of tasks) {
        expect(x.title.length).toBeGreaterThan(0);
        expect([0, 1, 2]).toContain(x.priority);
        for (const tag of x.tags) expect(TASK_TAGS).toContain(tag);
        if (x.dueDate) expect(x.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      // The list shows every kind of task: done and not, due and not, tagged, with subtasks, each priority.
      expect(only.some((x) => x.completed)).toBe(true);
      expect(only.some((x) => !x.completed)).toBe(true);
      expect(only.some((x) => x.dueDate === null)).toBe(true);
      expect(only.some((x) => x.subTasks.some((s) => s.completed))).toBe(true);
      expect(new Set(only.map((x) => x.priority))).toEqual(new Set([0, 1, 2]));
      expect(new Set(only.flatMap((x) => x.tags))).toEqual(new Set(TASK_TAGS));
      // Some open tasks are given to colleagues (workspace users); sections and done tasks to no one.
      const colleagues = new Set(
        (await gql<{ taskAssignees: { id: string }[] }>(t, ASSIGNEES, {}, { token })).data!.taskAssignees.map(
          (c) => c.id,
        ),
      );
      const given = tasks.filter((x) => x.assignedTo);
      expect(given.length).toBeGreaterThanOrEqual(3);
      expect(new Set(given.map((x) => x.assignedTo)).size).toBeGreaterThanOrEqual(2);
      for (const x of given) {
        expect(colleagues.has(x.assignedTo!)).toBe(true);
        expect(x.type === 'task' && !x.completed).toBe(true);
      }
    }
  });

  it('gives a staff member added later an empty list: the sample list is the seed’s, for the demo accounts', async () => {
    const token = await newStaff(`new.tasks.${kind}@example.com`);
    expect(await list(token)).toEqual([]);
    // A first task is the whole list.
    const made = await create({ type: 'task', title: 'My first task' }, undefined, token);
    expect(made.errors).toBeUndefined();
    expect((await list(token)).map((x) => [x.title, x.order])).toEqual([['My first task', 0]]);
  });

  it('the seed writes the sample list in its owner’s language, the same list in each', async () => {
    const first = {
      en: ['Today', 'Review the flagged job postings', 'Northwind Audit: Senior Tax Associate'],
      tr: ['Bugün', 'İşaretlenen iş ilanlarını incele', 'Northwind Audit: Kıdemli Vergi Uzmanı'],
      ar: ['اليوم', 'مراجعة إعلانات الوظائف المُعلَّمة', 'Northwind Audit: أخصائي ضرائب أول'],
    } as const;
    const lists = {} as Record<Language, Task[]>;
    for (const language of ['en', 'tr', 'ar'] as const) {
      // The seed's function, as it runs for a demo account in that language.
      const email = `starter.${language}.tasks.${kind}@example.com`;
      const token = await newStaff(email, language);
      const [row] = await db().select().from(users).where(eq(users.email, email));
      expect(await ensureTasksStarter(db(), row!)).toBe(true);
      expect(await ensureTasksStarter(db(), row!)).toBe(false);
      lists[language] = await list(token);
      const [section, task] = lists[language];
      expect([section!.title, task!.title, task!.subTasks[0]!.title]).toEqual(first[language]);
    }
    const texts = (l: Task[]) => l.flatMap((x) => [x.title, x.notes, ...x.subTasks.map((s) => s.title)]);
    const shape = (l: Task[]) =>
      l.map((x) => [x.type, x.completed, x.dueDate !== null, x.priority, x.tags, x.subTasks.map((s) => s.completed)]);
    expectStarterTranslated(lists, texts, shape);
    // The seed gives the Turkish and the Arabic demo staff theirs in their language too.
    for (const [email, language] of [
      ['elif@cpa-careers.test', 'tr'],
      ['nour@cpa-careers.test', 'ar'],
    ] as const) {
      const [head] = await db()
        .select({ title: taskItems.title })
        .from(taskItems)
        .innerJoin(users, eq(users.id, taskItems.ownerId))
        .where(eq(users.email, email))
        .orderBy(asc(taskItems.order))
        .limit(1);
      expect(head?.title).toBe(first[language][0]);
    }
  });

  it('creates a task and a section, edits every field, completes and un-completes, deletes', async () => {
    const before = await list();
    const created = await create({
      title: '  Call the registry  ',
      notes: 'About the licence numbers.',
      dueDate: '2099-03-01',
      priority: 2,
      tags: ['Urgent', 'Api', 'Urgent'],
      subTasks: [{ title: 'Find the number' }, { title: 'Write it down', completed: true }],
    });
    expect(created.errors).toBeUndefined();
    const task = created.data!.createTask;
    expect(task).toMatchObject({
      type: 'task',
      title: 'Call the registry',
      completed: false,
      dueDate: '2099-03-01',
      priority: 2,
      // Each tag once, in the list's order.
      tags: ['Api', 'Urgent'],
      order: 0,
    });
    expect(task.subTasks.map((s) => [s.title, s.completed])).toEqual([
      ['Find the number', false],
      ['Write it down', true],
    ]);
    let now = await list();
    expect(now).toHaveLength(before.length + 1);
    expect(now[0]!.id).toBe(task.id);
    expectSequential(now);

    // A subtask keeps its id when ticked; a new one gets one; the date goes with null.
    const edited = await update(task.id, {
      title: 'Call the licensing registry',
      notes: '',
      dueDate: null,
      priority: 0,
      tags: [],
      subTasks: [{ ...task.subTasks[0], completed: true }, { title: 'Tell the employer' }],
    });
    expect(edited.errors).toBeUndefined();
    const after = edited.data!.updateTask;
    expect(after).toMatchObject({
      title: 'Call the licensing registry',
      notes: '',
      dueDate: null,
      priority: 0,
      tags: [],
    });
    expect(after.subTasks[0]).toEqual({ ...task.subTasks[0], completed: true });
    expect(after.subTasks[1]!.id).not.toBe(task.subTasks[1]!.id);

    expect((await update(task.id, { completed: true })).data!.updateTask.completed).toBe(true);
    expect((await list()).find((x) => x.id === task.id)!.completed).toBe(true);
    expect((await update(task.id, { completed: false })).data!.updateTask.completed).toBe(false);

    // A section at a chosen place, then a task under it.
    const section = (await create({ type: 'section', title: 'Next month' }, 3)).data!.createTask;
    expect(section).toMatchObject({ type: 'section', order: 3, completed: false, tags: [], subTasks: [] });
    const under = (await create({ title: 'Plan the webinar' }, 4)).data!.createTask;
    expect(under.order).toBe(4);
    // A place past the end is the end.
    const last = (await create({ title: 'At the bottom' }, 400)).data!.createTask;
    now = await list();
    expectSequential(now);
    expect(now.at(-1)!.id).toBe(last.id);
    expect(now.slice(3, 5).map((x) => x.id)).toEqual([section.id, under.id]);

    for (const id of [task.id, section.id, under.id, last.id]) expect((await remove(id)).data!.deleteTask).toBe(id);
    now = await list();
    expect(now.map((x) => x.id)).toEqual(before.map((x) => x.id));
    expectSequential(now);
    expect((await remove(task.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('moves a row up and down, and keeps the order 0 to n-1', async () => {
    const before = await list();
    const [a, b, c] = [before[1]!, before[2]!, before[3]!];
    const down = await move(a.id, 3);
    expect(down.errors).toBeUndefined();
    expect(down.data!.moveTask.slice(1, 4).map((x) => x.id)).toEqual([b.id, c.id, a.id]);
    expectSequential(down.data!.moveTask);
    const up = await move(a.id, 1);
    expect(up.data!.moveTask.map((x) => x.id)).toEqual(before.map((x) => x.id));
    expectSequential(up.data!.moveTask);
    // Past the end goes to the end.
    const end = (await move(a.id, 499)).data!.moveTask;
    expect(end.at(-1)!.id).toBe(a.id);
    await move(a.id, 1);
    expect((await list()).map((x) => x.id)).toEqual(before.map((x) => x.id));
  });

  it('keeps the order 0 to n-1 with no repeat when moves, additions and deletions race', async () => {
    const token = await newStaff(`race.tasks.${kind}@example.com`);
    // A long list to race over: the seed's sample one.
    const [owner] = await db()
      .select()
      .from(users)
      .where(eq(users.email, `race.tasks.${kind}@example.com`));
    await ensureTasksStarter(db(), owner!);
    const start = await list(token);
    const ids = start.map((x) => x.id);
    // Twelve moves at once, some of the same rows, to places near and far.
    const moves = await Promise.all(
      Array.from({ length: 12 }, (_, i) => move(ids[(i * 5) % ids.length]!, (i * 7) % ids.length, token)),
    );
    for (const r of moves) expect(r.errors).toBeUndefined();
    let now = await list(token);
    expectSequential(now);
    expect(new Set(now.map((x) => x.id))).toEqual(new Set(ids));

    // Moves, new rows and deletions at once.
    const results = await Promise.all([
      move(ids[0]!, 10, token),
      create({ title: 'Raced in 1' }, 5, token),
      remove(ids[4]!, token),
      move(ids[8]!, 0, token),
      create({ title: 'Raced in 2' }, undefined, token),
      move(ids[12]!, 3, token),
      remove(ids[15]!, token),
      move(ids[4]!, 2, token),
    ]);
    // The move of a row deleted in the same moment may find it gone; nothing else fails.
    const failures = results.flatMap((r) => r.errors?.map((e) => e.extensions?.code) ?? []);
    expect(failures.every((code) => code === 'NOT_FOUND')).toBe(true);
    now = await list(token);
    expectSequential(now);
    expect(now).toHaveLength(ids.length);
    expect(new Set(now.map((x) => x.id)).size).toBe(now.length);
    // And as the database has it, not only as the list is sorted.
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.email, `race.tasks.${kind}@example.com`));
    const orders = (await db().select({ order: taskItems.order }).from(taskItems).where(eq(taskItems.ownerId, row!.id)))
      .map((r) => r.order)
      .sort((x, y) => x - y);
    expect(orders).toEqual(orders.map((_, i) => i));
  });

  it('gives a task to a colleague (a staff member or admin), takes it back, and refuses anyone else', async () => {
    const found = await gql<{ taskAssignees: { id: string; name: string; avatar: string }[] }>(
      t,
      ASSIGNEES,
      {},
      { token: staff },
    );
    expect(found.errors).toBeUndefined();
    const people = await db()
      .select({ id: users.id, email: users.email, role: users.role, disabled: users.disabled })
      .from(users);
    const idOf = (email: string) => people.find((p) => p.email === email)!.id;
    const colleagues = found.data!.taskAssignees;
    // Exactly the workspace users: staff and admins whose accounts are not disabled.
    expect(colleagues.map((c) => c.id).sort()).toEqual(
      people
        .filter((p) => !p.disabled && (p.role.includes('staff') || p.role.includes('admin')))
        .map((p) => p.id)
        .sort(),
    );
    expect(colleagues.find((c) => c.id === idOf(DEMO.staff[0]))!.name).toBeTruthy();
    const adminId = idOf(DEMO.admin[0]);

    const told = async (email: string) =>
      db()
        .select({ title: notifications.title, description: notifications.description, icon: notifications.icon })
        .from(notifications)
        .where(and(eq(notifications.userId, idOf(email)), eq(notifications.kind, 'task-assigned')))
        .orderBy(asc(notifications.createdAt));
    const made = await create({ title: 'Review the VAT return', dueDate: '2099-03-14', assignedTo: adminId });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createTask.assignedTo).toBe(adminId);
    // The colleague is told, in their language, once: not again for another edit.
    expect(await told(DEMO.admin[0])).toEqual([
      {
        title: 'A task for you',
        description: 'Omar Staff assigned you “Review the VAT return”, due March 14, 2099.',
        icon: 'task',
      },
    ]);
    await update(made.data!.createTask.id, { notes: 'The March one', assignedTo: adminId });
    expect(await told(DEMO.admin[0])).toHaveLength(1);
    // A Turkish colleague reads it in Turkish.
    const elifId = idOf('elif@cpa-careers.test');
    await update(made.data!.createTask.id, { assignedTo: elifId });
    expect((await told('elif@cpa-careers.test')).at(-1)).toMatchObject({
      title: 'Size bir görev',
      description: 'Omar Staff size “Review the VAT return” görevini verdi, son tarih 14 Mart 2099.',
    });
    // Giving a task to oneself tells no one.
    const staffId = idOf(DEMO.staff[0]);
    expect((await update(made.data!.createTask.id, { assignedTo: staffId })).data!.updateTask.assignedTo).toBe(staffId);
    expect(await told(DEMO.staff[0])).toHaveLength(0);
    // Another field changed leaves the assignee as it is; null takes the task back.
    expect((await update(made.data!.createTask.id, { priority: 2 })).data!.updateTask.assignedTo).toBe(staffId);
    expect((await update(made.data!.createTask.id, { assignedTo: null })).data!.updateTask.assignedTo).toBeNull();
    expect((await list()).find((x) => x.id === made.data!.createTask.id)!.assignedTo).toBeNull();

    // A job seeker, an unknown id, a malformed id, a disabled colleague: refused by name, nothing written.
    const disabledEmail = `tasks-disabled-${Date.now()}@example.com`;
    await newStaff(disabledEmail);
    const disabledId = (await db().select({ id: users.id }).from(users).where(eq(users.email, disabledEmail)))[0]!.id;
    await db().update(users).set({ disabled: true }).where(eq(users.id, disabledId));
    const before = await list();
    for (const assignedTo of [idOf(DEMO.seeker[0]), '00000000-0000-4000-8000-000000000000', 'Omar', disabledId]) {
      for (const r of [
        await create({ title: 'x', assignedTo }),
        await update(made.data!.createTask.id, { assignedTo }),
      ]) {
        expect(r.errors?.[0]?.extensions, assignedTo).toMatchObject({
          code: 'BAD_USER_INPUT',
          messageKey: 'tasks.assigneeInvalid',
        });
        expect(r.errors?.[0]?.message).toBe('Choose a colleague from the list');
      }
    }
    // A section is a heading: no one is given it.
    const section = before.find((x) => x.type === 'section')!;
    for (const r of [
      await create({ type: 'section', title: 'x', assignedTo: adminId }),
      await update(section.id, { assignedTo: adminId }),
    ])
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'tasks.sectionFields' });
    expect(await list()).toEqual(before);

    // The colleagues' list is the staff's: a job seeker is refused it.
    expect((await gql(t, ASSIGNEES, {}, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A colleague whose account goes is taken off the task, not the task with them.
    const goneEmail = `tasks-gone-${Date.now()}@example.com`;
    await newStaff(goneEmail);
    const goneId = (await db().select({ id: users.id }).from(users).where(eq(users.email, goneEmail)))[0]!.id;
    const given = await create({ title: 'Chase the auditors', assignedTo: goneId });
    expect(given.data!.createTask.assignedTo).toBe(goneId);
    await db().delete(users).where(eq(users.id, goneId));
    expect((await list()).find((x) => x.id === given.data!.createTask.id)!.assignedTo).toBeNull();
  });

  it('shows the colleague the tasks given to them, lets them tick one done or open, and tells its owner', async () => {
    const [staffRow, adminRow] = await Promise.all(
      [DEMO.staff[0], DEMO.admin[0]].map(
        async (email) => (await db().select().from(users).where(eq(users.email, email)))[0]!,
      ),
    );
    const assignedTo = adminRow!.id;
    const later = (await create({ title: 'File the VAT return', dueDate: '2099-05-01', assignedTo })).data!.createTask;
    const sooner = (await create({ title: 'Book the audit room', dueDate: '2099-04-01', assignedTo })).data!.createTask;
    const undated = (await create({ title: 'Read the new standard', assignedTo })).data!.createTask;
    const kept = (await create({ title: 'Not given to anyone' })).data!.createTask;
    type Assigned = { task: Task; owner: { id: string; name: string } };
    const assigned = async (token = admin) => {
      const r = await gql<{ assignedTasks: Assigned[] }>(t, ASSIGNED, {}, { token });
      expect(r.errors).toBeUndefined();
      return r.data!.assignedTasks.filter((a) => a.owner.id === staffRow!.id);
    };
    // Open ones by due day, the undated last; each with whose list it is on; nothing not given.
    let mine = await assigned();
    const ours = [sooner.id, later.id, undated.id];
    expect(mine.map((a) => a.task.id).filter((id) => ours.includes(id))).toEqual(ours);
    expect(mine.map((a) => a.task.id)).not.toContain(kept.id);
    expect(mine[0]!.owner).toMatchObject({ id: staffRow!.id, name: 'Omar Staff' });
    // A task one gives oneself is on one's own list, not here.
    const toSelf = (await create({ title: 'Mine, to myself', assignedTo: staffRow!.id })).data!.createTask;
    expect(toSelf.assignedTo).toBe(staffRow!.id);
    expect(
      (await gql<{ assignedTasks: Assigned[] }>(t, ASSIGNED, {}, { token: staff })).data!.assignedTasks.map(
        (a) => a.task.id,
      ),
    ).not.toContain(toSelf.id);
    await remove(toSelf.id);
    expect(
      (await gql<{ assignedTasks: Assigned[] }>(t, ASSIGNED, {}, { token: staff })).data!.assignedTasks.map(
        (a) => a.task.id,
      ),
    ).not.toContain(sooner.id);

    const done = async (id: string, completed: boolean, token = admin) =>
      gql<{ setAssignedTaskCompleted: Assigned }>(t, SET_DONE, { id, completed }, { token });
    const ticked = await done(sooner.id, true);
    expect(ticked.errors).toBeUndefined();
    expect(ticked.data!.setAssignedTaskCompleted.task).toMatchObject({ id: sooner.id, completed: true });
    // The owner's list says so, and the owner is told once, with a link to the list.
    expect((await list()).find((x) => x.id === sooner.id)!.completed).toBe(true);
    const toldOwner = () =>
      db()
        .select({ description: notifications.description, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, staffRow!.id), eq(notifications.kind, 'task-completed')));
    expect(await toldOwner()).toEqual([
      { description: 'Selin Admin completed “Book the audit room”.', link: '/apps/tasks' },
    ]);
    await done(sooner.id, true);
    expect(await toldOwner()).toHaveLength(1);
    // Done ones go after the open ones; opening it again is allowed and tells no one.
    mine = await assigned();
    expect(mine.map((a) => a.task.id).filter((id) => ours.includes(id))).toEqual([later.id, undated.id, sooner.id]);
    expect((await done(sooner.id, false)).data!.setAssignedTaskCompleted.task.completed).toBe(false);
    expect(await toldOwner()).toHaveLength(1);
    // Two ticks at once (two tabs, a double click): both answer done, the owner is told once.
    const both = await Promise.all([done(undated.id, true), done(undated.id, true)]);
    for (const r of both) expect(r.data!.setAssignedTaskCompleted.task.completed).toBe(true);
    expect(await toldOwner()).toHaveLength(2);
    // The assignment's own notification leads to this view.
    const [given] = await db()
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, assignedTo), eq(notifications.kind, 'task-assigned')));
    expect(given!.link).toBe('/apps/tasks?view=assigned');

    // Only the colleague it was given to, and only while it is theirs.
    for (const [id, token] of [
      [kept.id, admin],
      [sooner.id, staff],
      ['not-an-id', admin],
      ['00000000-0000-4000-8000-000000000000', admin],
    ] as const)
      expect((await done(id, true, token)).errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    await update(later.id, { assignedTo: null });
    expect((await done(later.id, true)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list()).find((x) => x.id === later.id)!.completed).toBe(false);
    expect((await assigned()).map((a) => a.task.id)).not.toContain(later.id);
    for (const id of [later.id, sooner.id, undated.id, kept.id]) await remove(id);
  });

  it('lets the colleague tick a given task’s subtasks, one at a time, and nothing else of them', async () => {
    const adminRow = (await db().select().from(users).where(eq(users.email, DEMO.admin[0])))[0]!;
    const steps = [
      { title: 'Collect the invoices', completed: false },
      { title: 'Reconcile the ledger', completed: true },
      { title: 'Send the draft', completed: false },
    ];
    const task = (await create({ title: 'Close the month', subTasks: steps, assignedTo: adminRow.id })).data!
      .createTask;
    const [first, second, third] = task.subTasks;
    type Assigned = { task: Task; owner: { id: string; name: string } };
    const tick = (subTaskId: string, completed: boolean, token = admin, taskId = task.id) =>
      gql<{ setAssignedSubTaskCompleted: Assigned }>(t, SET_SUB_DONE, { taskId, subTaskId, completed }, { token });
    const ticked = await tick(first!.id, true);
    expect(ticked.errors).toBeUndefined();
    expect(ticked.data!.setAssignedSubTaskCompleted.owner.name).toBe('Omar Staff');
    // Only that subtask changed: titles, order and the other ticks are as the owner wrote them.
    const expected = [
      { ...first, completed: true },
      { ...second, completed: true },
      { ...third, completed: false },
    ];
    expect(ticked.data!.setAssignedSubTaskCompleted.task.subTasks).toEqual(expected);
    expect((await list()).find((x) => x.id === task.id)!.subTasks).toEqual(expected);
    expect((await tick(second!.id, false)).data!.setAssignedSubTaskCompleted.task.subTasks[1]!.completed).toBe(false);
    // The task itself stays open: ticking every step is not ticking the task.
    expect((await list()).find((x) => x.id === task.id)!.completed).toBe(false);

    // A subtask the owner removed meanwhile is NOT_FOUND with its own message; nothing is written.
    await update(task.id, { subTasks: [first, third] });
    const gone = await tick(second!.id, true);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(gone.errors?.[0]?.message).toBe(
      'The subtask was not found. Its owner may have removed it; reload the list.',
    );
    // (The owner's edit is the list as they sent it.)
    expect((await list()).find((x) => x.id === task.id)!.subTasks).toEqual([first, third]);
    // Only the colleague it is given to: not its owner, another colleague, nor anyone once it is
    // taken back.
    const other = await newStaff(`subtasks-${kind}-${Date.now()}@example.com`);
    for (const [taskId, token] of [
      [task.id, staff],
      [task.id, other],
      ['not-an-id', admin],
      ['00000000-0000-4000-8000-000000000000', admin],
    ] as const) {
      const r = await tick(third!.id, true, token, taskId);
      expect(r.errors?.[0]?.extensions?.code, taskId).toBe('NOT_FOUND');
      expect(r.errors?.[0]?.message).toBe('The task was not found.');
    }
    await update(task.id, { assignedTo: null });
    expect((await tick(third!.id, true)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list()).find((x) => x.id === task.id)!.subTasks[1]!.completed).toBe(false);
    await remove(task.id);
  });

  it('refuses bad input with a message key, and writes nothing', async () => {
    const before = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'tasks.titleRequired'],
      [{ title: '   ' }, 'tasks.titleRequired'],
      [{ title: 'x'.repeat(201) }, 'tasks.titleTooLong'],
      [{ title: 'ok', notes: 'x'.repeat(5001) }, 'tasks.notesTooLong'],
      [{ title: 'ok', type: 'project' }, 'tasks.typeInvalid'],
      [{ title: 'ok', priority: 3 }, 'tasks.priorityInvalid'],
      [{ title: 'ok', priority: -1 }, 'tasks.priorityInvalid'],
      [{ title: 'ok', dueDate: 'next tuesday' }, 'tasks.dueDateInvalid'],
      [{ title: 'ok', dueDate: '2026-02-30' }, 'tasks.dueDateInvalid'],
      [{ title: 'ok', tags: ['Design'] }, 'tasks.tagInvalid'],
      [{ title: 'ok', subTasks: [{ title: '  ' }] }, 'tasks.subTaskRequired'],
      [{ title: 'ok', subTasks: [{ title: 'x'.repeat(201) }] }, 'tasks.subTaskTooLong'],
      [
        { title: 'ok', subTasks: Array.from({ length: 51 }, (_, i) => ({ title: `Step ${i}` })) },
        'tasks.tooManySubTasks',
      ],
      // A section is a heading: it is never done, due, tagged or split.
      [{ type: 'section', title: 'ok', completed: true }, 'tasks.sectionFields'],
      [{ type: 'section', title: 'ok', dueDate: '2099-01-01' }, 'tasks.sectionFields'],
      [{ type: 'section', title: 'ok', tags: ['Bug'] }, 'tasks.sectionFields'],
      [{ type: 'section', title: 'ok', subTasks: [{ title: 'Step' }] }, 'tasks.sectionFields'],
    ];
    for (const [input, key] of cases) {
      const r = await create(input);
      expect(r.errors?.[0]?.extensions, JSON.stringify(input).slice(0, 80)).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: key,
      });
      expect(r.errors?.[0]?.message).not.toMatch(/^tasks\./);
    }
    const badPlace = await create({ title: 'ok' }, -1);
    expect(badPlace.errors?.[0]?.extensions).toMatchObject({ messageKey: 'tasks.positionInvalid' });

    const section = before.find((x) => x.type === 'section')!;
    const task = before.find((x) => x.type === 'task')!;
    const edits: [string, Record<string, unknown>, string][] = [
      [task.id, {}, 'tasks.nothingToChange'],
      [task.id, { title: '' }, 'tasks.titleRequired'],
      [task.id, { priority: 5 }, 'tasks.priorityInvalid'],
      [task.id, { tags: ['Api', 'Nope'] }, 'tasks.tagInvalid'],
      [task.id, { dueDate: '01/03/2099' }, 'tasks.dueDateInvalid'],
      [section.id, { completed: true }, 'tasks.sectionFields'],
      [section.id, { tags: ['Api'] }, 'tasks.sectionFields'],
    ];
    for (const [id, input, key] of edits) {
      const r = await update(id, input);
      expect(r.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: key,
      });
    }
    // The type is chosen once, at creation.
    const retype = await update(task.id, { type: 'section' });
    expect(retype.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(retype.errors?.[0]?.message).toContain('type');
    for (const position of [-1, 100_000]) {
      const r = await move(task.id, position);
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'tasks.positionInvalid' });
    }
    // Nothing written: the list is as it was, field for field.
    expect(await list()).toEqual(before);
  });

  it('never shows or changes another user’s task: NOT_FOUND for every operation', async () => {
    const mine = (await create({ title: 'Staff only' })).data!.createTask;
    expect((await list(admin)).map((x) => x.id)).not.toContain(mine.id);
    const adminBefore = await list(admin);
    const foreign: [string, Record<string, unknown>][] = [
      [UPDATE, { id: mine.id, input: { title: 'Mine now' } }],
      [UPDATE, { id: mine.id, input: { completed: true } }],
      [MOVE, { id: mine.id, position: 0 }],
      [DELETE, { id: mine.id }],
      [UPDATE, { id: 'not-an-id', input: { title: 'x' } }],
      [MOVE, { id: '00000000-0000-4000-8000-000000000000', position: 0 }],
    ];
    for (const [query, variables] of foreign) {
      const r = await gql(t, query, variables, { token: admin });
      expect(r.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const still = (await list()).find((x) => x.id === mine.id)!;
    expect(still).toMatchObject({ title: 'Staff only', completed: false, order: 0 });
    expect(await list(admin)).toEqual(adminBefore);
    await remove(mine.id);
  });

  it('refuses a guest (UNAUTHENTICATED) and a job seeker (FORBIDDEN) every operation', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [CREATE, { input: { title: 'x' } }],
      [UPDATE, { id, input: { title: 'x' } }],
      [MOVE, { id, position: 0 }],
      [DELETE, { id }],
      [ASSIGNED, {}],
      [SET_DONE, { id, completed: true }],
    ];
    for (const [query, variables] of operations) {
      expect((await gql(t, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(t, query, variables, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
