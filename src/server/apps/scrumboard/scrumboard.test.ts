import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { uploadFile } from '../../test-support/applications.ts';
import { pngBytes } from '../../test-support/file-fixtures.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { newStaffMember } from '../../test-support/starters.ts';

const CARD = `id boardId listId title description labels dueDate attachmentCoverId memberIds subscribed
  attachments { id name src time type } checklists { id name checkItems { id name checked } }
  activities { id type idMember message time }`;
const BOARD = `id title description icon lastActivity members { id name avatar } settings { subscribed cardCoverImages }
  cardCount lists { id boardId title cards } cards { ${CARD} } labels { id boardId title }`;
const BOARDS = `query { scrumboardBoards { id title cardCount members { id } settings { subscribed cardCoverImages } } }`;
const GET = `query ($id: ID!) { scrumboardBoard(id: $id) { ${BOARD} } }`;

interface Card {
  id: string;
  listId: string;
  title: string;
  labels: string[];
  dueDate: number | null;
  memberIds: string[];
  subscribed: boolean;
  attachmentCoverId: string | null;
  attachments: { id: string; name: string; src: string; type: string }[];
  checklists: { id: string; name: string; checkItems: { id: string; name: string; checked: boolean }[] }[];
  activities: { id: string; type: string; idMember: string; message: string }[];
}
interface Board {
  id: string;
  title: string;
  description: string;
  members: { id: string }[];
  settings: { subscribed: boolean; cardCoverImages: boolean };
  lists: { id: string; title: string; cards: string[] }[];
  cards: Card[];
  labels: { id: string; title: string }[];
}

describe.each(testDatabaseKinds())('scrumboard app on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  let adminId: string;
  let staffId: string;
  const db = () => t.app.services.database.db;

  const call = <T>(query: string, variables: Record<string, unknown>, token = staff) =>
    gql<T>(t, query, variables, { token });
  const ok = async <T>(query: string, variables: Record<string, unknown>, token = staff): Promise<T> => {
    const r = await call<T>(query, variables, token);
    expect(r.errors).toBeUndefined();
    return r.data!;
  };
  const board = async (id: string, token = staff) =>
    (await ok<{ scrumboardBoard: Board }>(GET, { id }, token)).scrumboardBoard;
  const create = async (title: string, token = staff) =>
    (
      await ok<{ createScrumboardBoard: Board }>(
        `mutation ($input: ScrumboardBoardInput!) { createScrumboardBoard(input: $input) { ${BOARD} } }`,
        { input: { title } },
        token,
      )
    ).createScrumboardBoard;
  const addCard = async (listId: string, title: string, token = staff) =>
    (
      await ok<{ createScrumboardCard: Card }>(
        `mutation ($listId: ID!, $title: String!) { createScrumboardCard(listId: $listId, title: $title) { ${CARD} } }`,
        { listId, title },
        token,
      )
    ).createScrumboardCard;
  const MOVE = `mutation ($id: ID!, $listId: ID!, $position: Int!) { moveScrumboardCard(id: $id, listId: $listId, position: $position) { ${BOARD} } }`;
  const UPDATE_CARD = `mutation ($id: ID!, $input: ScrumboardCardUpdateInput!) { updateScrumboardCard(id: $id, input: $input) { ${CARD} } }`;
  const UPDATE_BOARD = `mutation ($id: ID!, $input: ScrumboardBoardUpdateInput!) { updateScrumboardBoard(id: $id, input: $input) { ${BOARD} } }`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // With the file store, so the demo cards have their pictures.
    await seedIfEmpty(db(), new Date(), t.app.services.files);
    [admin, staff, seeker] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
    ]);
    const ids = await db().select({ id: users.id, email: users.email }).from(users);
    adminId = ids.find((u) => u.email === DEMO.admin[0])!.id;
    staffId = ids.find((u) => u.email === DEMO.staff[0])!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shares two demo boards of 12+ cards between the staff and admin accounts, using every feature', async () => {
    const staffBoards = (await ok<{ scrumboardBoards: Board[] }>(BOARDS, {})).scrumboardBoards;
    const adminBoards = (await ok<{ scrumboardBoards: Board[] }>(BOARDS, {}, admin)).scrumboardBoards;
    expect(staffBoards.map((b) => b.id)).toEqual(adminBoards.map((b) => b.id));
    expect(staffBoards).toHaveLength(2);
    for (const b of staffBoards) {
      const full = await board(b.id);
      expect(full.cards.length).toBeGreaterThanOrEqual(12);
      expect(full.lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
      expect(full.labels.map((l) => l.title).sort()).toEqual([
        'Bug',
        'Design',
        'Development',
        'Research',
        'Wireframing',
      ]);
      // Every workspace demo account (the staff and the admin among them).
      expect(full.members.map((m) => m.id)).toEqual(expect.arrayContaining([adminId, staffId]));
      expect(full.members).toHaveLength(4);
      expect(full.cards.some((c) => c.dueDate !== null && c.labels.length && c.memberIds.length)).toBe(true);
      expect(full.cards.some((c) => c.checklists.length > 0)).toBe(true);
      expect(full.cards.some((c) => c.activities.some((a) => a.type === 'comment'))).toBe(true);
      expect(full.cards.some((c) => c.attachmentCoverId && c.attachments.length)).toBe(true);
      expect(full.cards.some((c) => c.subscribed)).toBe(true);
      expect(full.lists.flatMap((l) => l.cards).sort()).toEqual(full.cards.map((c) => c.id).sort());
    }
  });

  it('gives a staff member added later no board: the demo boards are the seed’s, shared by the demo staff', async () => {
    const token = await newStaffMember(t, `new.scrum.${kind}@example.com`);
    expect((await ok<{ scrumboardBoards: Board[] }>(BOARDS, {}, token)).scrumboardBoards).toEqual([]);
  });

  it('creates a board with the default lists and labels; adds, renames, reorders and deletes lists', async () => {
    const b = await create('  Sprint 12  ');
    expect(b.title).toBe('Sprint 12');
    expect(b.lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
    expect(b.members.map((m) => m.id)).toEqual([staffId]);
    const added = await ok<{ createScrumboardList: { id: string } }>(
      `mutation ($b: ID!) { createScrumboardList(boardId: $b, title: "Blocked") { id title cards } }`,
      { b: b.id },
    );
    const listId = added.createScrumboardList.id;
    await ok(`mutation ($id: ID!) { renameScrumboardList(id: $id, title: "Waiting") { id } }`, { id: listId });
    const moved = await ok<{ moveScrumboardList: Board }>(
      `mutation ($id: ID!) { moveScrumboardList(id: $id, position: 1) { ${BOARD} } }`,
      { id: listId },
    );
    expect(moved.moveScrumboardList.lists.map((l) => l.title)).toEqual([
      'To do',
      'Waiting',
      'In progress',
      'In review',
      'Completed',
    ]);
    await ok(`mutation ($id: ID!) { deleteScrumboardList(id: $id) }`, { id: listId });
    expect((await board(b.id)).lists).toHaveLength(4);
    const bad = await call(`mutation ($id: ID!) { renameScrumboardList(id: $id, title: "  ") { id } }`, {
      id: b.lists[0]!.id,
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors)).toContain('scrumboard.titleRequired');
  });

  it('edits a card: labels, members, due date, checklists, comments, attachments and cover', async () => {
    const b = await create('Card details');
    const card = await addCard(b.lists[0]!.id, 'Write the brief');
    expect(card.subscribed).toBe(true);
    const [label] = b.labels;
    const updated = (
      await ok<{ updateScrumboardCard: Card }>(UPDATE_CARD, {
        id: card.id,
        input: {
          description: 'For the audit firms.',
          labels: [label!.id],
          memberIds: [staffId],
          dueDate: 1_900_000_000,
          subscribed: false,
          checklists: [{ name: 'Steps', checkItems: [{ name: 'Draft' }, { name: 'Review', checked: true }] }],
        },
      })
    ).updateScrumboardCard;
    expect(updated).toMatchObject({
      labels: [label!.id],
      memberIds: [staffId],
      dueDate: 1_900_000_000,
      subscribed: false,
    });
    expect(updated.checklists[0]!.checkItems.map((i) => [i.name, i.checked])).toEqual([
      ['Draft', false],
      ['Review', true],
    ]);
    // Ticking an item keeps the ids.
    const list = updated.checklists[0]!;
    const ticked = (
      await ok<{ updateScrumboardCard: Card }>(UPDATE_CARD, {
        id: card.id,
        input: {
          checklists: [
            { id: list.id, name: list.name, checkItems: list.checkItems.map((i) => ({ ...i, checked: true })) },
          ],
        },
      })
    ).updateScrumboardCard;
    expect(ticked.checklists[0]!.id).toBe(list.id);
    expect(ticked.checklists[0]!.checkItems.every((i) => i.checked)).toBe(true);
    const cleared = (await ok<{ updateScrumboardCard: Card }>(UPDATE_CARD, { id: card.id, input: { dueDate: null } }))
      .updateScrumboardCard;
    expect(cleared.dueDate).toBeNull();

    const commented = (
      await ok<{ addScrumboardComment: Card }>(
        `mutation ($id: ID!) { addScrumboardComment(cardId: $id, message: "  Looks good  ") { ${CARD} } }`,
        { id: card.id },
      )
    ).addScrumboardComment;
    expect(commented.activities[0]).toMatchObject({ type: 'comment', idMember: staffId, message: 'Looks good' });

    const upload = await uploadFile(t, staff, {
      kind: 'photo',
      bytes: pngBytes(),
      filename: 'cover.png',
      contentType: 'image/png',
    });
    const fileId = (upload.json() as { id: string }).id;
    const ATTACH = `mutation ($id: ID!, $f: ID!) { addScrumboardCardAttachment(cardId: $id, fileId: $f) { ${CARD} } }`;
    const attached = (await ok<{ addScrumboardCardAttachment: Card }>(ATTACH, { id: card.id, f: fileId }))
      .addScrumboardCardAttachment;
    expect(attached.attachments[0]).toMatchObject({
      name: 'cover.png',
      src: `/api/files/${fileId}`,
      type: 'image/png',
    });
    expect(attached.attachmentCoverId).toBe(attached.attachments[0]!.id);
    expect(attached.activities[0]).toMatchObject({ type: 'attachment', message: 'cover.png' });
    // Someone else's upload is refused, and so is a cover that is no attachment.
    const othersFile = await call(ATTACH, { id: card.id, f: fileId }, admin);
    expect(othersFile.errors?.[0]?.extensions?.code).toBe('NOT_FOUND'); // admin is no member of this board
    const badCover = await call(UPDATE_CARD, { id: card.id, input: { attachmentCoverId: 'nope' } });
    expect(badCover.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const removed = (
      await ok<{ removeScrumboardCardAttachment: Card }>(
        `mutation ($id: ID!, $a: ID!) { removeScrumboardCardAttachment(cardId: $id, attachmentId: $a) { ${CARD} } }`,
        { id: card.id, a: attached.attachments[0]!.id },
      )
    ).removeScrumboardCardAttachment;
    expect(removed.attachments).toEqual([]);
    expect(removed.attachmentCoverId).toBeNull();

    // Bad input is refused with a message, and nothing is written.
    for (const input of [
      { title: '' },
      { labels: ['00000000-0000-4000-8000-000000000000'] },
      { memberIds: [adminId] },
      { dueDate: -5 },
      { checklists: [{ name: '' }] },
      {},
    ]) {
      const r = await call(UPDATE_CARD, { id: card.id, input });
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    const emptyComment = await call(`mutation ($id: ID!) { addScrumboardComment(cardId: $id, message: " ") { id } }`, {
      id: card.id,
    });
    expect(emptyComment.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await board(b.id)).cards[0]!.title).toBe('Write the brief');

    // Labels: create, refuse a duplicate, delete (taken off the card).
    const newLabel = await ok<{ createScrumboardLabel: { id: string } }>(
      `mutation ($b: ID!) { createScrumboardLabel(boardId: $b, title: "Urgent") { id title } }`,
      { b: b.id },
    );
    const dup = await call(`mutation ($b: ID!) { createScrumboardLabel(boardId: $b, title: "urgent") { id } }`, {
      b: b.id,
    });
    expect(dup.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await ok(`mutation ($id: ID!) { deleteScrumboardLabel(id: $id) }`, { id: label!.id });
    expect((await board(b.id)).cards[0]!.labels).toEqual([]);
    await ok(`mutation ($id: ID!) { deleteScrumboardLabel(id: $id) }`, { id: newLabel.createScrumboardLabel.id });
    await ok(`mutation ($id: ID!) { deleteScrumboardCard(id: $id) }`, { id: card.id });
    expect((await board(b.id)).cards).toEqual([]);
  });

  it('moves cards within and between lists, numbering them again', async () => {
    const b = await create('Moves');
    const [waiting, doing] = b.lists;
    const cards = [];
    for (const title of ['A', 'B', 'C']) cards.push(await addCard(waiting!.id, title));
    let after = (await ok<{ moveScrumboardCard: Board }>(MOVE, { id: cards[2]!.id, listId: waiting!.id, position: 0 }))
      .moveScrumboardCard;
    expect(after.lists[0]!.cards).toEqual([cards[2]!.id, cards[0]!.id, cards[1]!.id]);
    after = (await ok<{ moveScrumboardCard: Board }>(MOVE, { id: cards[0]!.id, listId: doing!.id, position: 99 }))
      .moveScrumboardCard;
    expect(after.lists[0]!.cards).toEqual([cards[2]!.id, cards[1]!.id]);
    expect(after.lists[1]!.cards).toEqual([cards[0]!.id]);
    const bad = await call(MOVE, { id: cards[0]!.id, listId: waiting!.id, position: -1 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const other = await create('Other board');
    const elsewhere = await call(MOVE, { id: cards[0]!.id, listId: other.lists[0]!.id, position: 0 });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets members share a board: settings, members, and a non-member gets NOT_FOUND for everything', async () => {
    const b = await create('Admin only', admin);
    const card = await addCard(b.lists[0]!.id, 'Secret', admin);
    const label = b.labels[0]!;
    const refused: [string, Record<string, unknown>][] = [
      [GET, { id: b.id }],
      [UPDATE_BOARD, { id: b.id, input: { title: 'Mine' } }],
      [`mutation ($id: ID!) { deleteScrumboardBoard(id: $id) }`, { id: b.id }],
      [`mutation ($id: ID!) { createScrumboardList(boardId: $id, title: "X") { id } }`, { id: b.id }],
      [`mutation ($id: ID!) { renameScrumboardList(id: $id, title: "X") { id } }`, { id: b.lists[0]!.id }],
      [`mutation ($id: ID!) { moveScrumboardList(id: $id, position: 2) { id } }`, { id: b.lists[0]!.id }],
      [`mutation ($id: ID!) { deleteScrumboardList(id: $id) }`, { id: b.lists[0]!.id }],
      [`mutation ($id: ID!) { createScrumboardCard(listId: $id, title: "X") { id } }`, { id: b.lists[0]!.id }],
      [UPDATE_CARD, { id: card.id, input: { title: 'X' } }],
      [MOVE, { id: card.id, listId: b.lists[1]!.id, position: 0 }],
      [`mutation ($id: ID!) { deleteScrumboardCard(id: $id) }`, { id: card.id }],
      [`mutation ($id: ID!) { addScrumboardComment(cardId: $id, message: "X") { id } }`, { id: card.id }],
      [
        `mutation ($id: ID!) { addScrumboardCardAttachment(cardId: $id, fileId: "00000000-0000-4000-8000-000000000000") { id } }`,
        { id: card.id },
      ],
      [
        `mutation ($id: ID!) { removeScrumboardCardAttachment(cardId: $id, attachmentId: "x") { id } }`,
        { id: card.id },
      ],
      [`mutation ($id: ID!) { createScrumboardLabel(boardId: $id, title: "X") { id } }`, { id: b.id }],
      [`mutation ($id: ID!) { deleteScrumboardLabel(id: $id) }`, { id: label.id }],
    ];
    for (const [query, variables] of refused) {
      const r = await call(query, variables, staff);
      expect(r.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const seen = (await ok<{ scrumboardBoards: Board[] }>(BOARDS, {})).scrumboardBoards;
    expect(seen.some((x) => x.id === b.id)).toBe(false);
    // A job seeker may not use the app at all.
    expect((await call(BOARDS, {}, seeker)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await board(b.id, admin)).cards[0]!.title).toBe('Secret');

    // The admin adds the staff member: now both see and change it.
    const members = await ok<{ scrumboardMembers: { id: string }[] }>(
      `query { scrumboardMembers { id name avatar } }`,
      {},
    );
    expect(members.scrumboardMembers.map((m) => m.id)).toEqual(expect.arrayContaining([adminId, staffId]));
    const shared = (
      await ok<{ updateScrumboardBoard: Board }>(
        UPDATE_BOARD,
        { id: b.id, input: { memberIds: [adminId, staffId], cardCoverImages: false, description: 'Now shared' } },
        admin,
      )
    ).updateScrumboardBoard;
    expect(shared.settings.cardCoverImages).toBe(false);
    expect((await board(b.id)).description).toBe('Now shared');
    await ok(UPDATE_CARD, { id: card.id, input: { memberIds: [staffId] } });
    const unsub = (await ok<{ updateScrumboardBoard: Board }>(UPDATE_BOARD, { id: b.id, input: { subscribed: false } }))
      .updateScrumboardBoard;
    expect(unsub.settings.subscribed).toBe(false);
    expect((await board(b.id, admin)).settings.subscribed).toBe(true);
    // A seeker is no workspace member; nobody leaves a board empty.
    const [seekerRow] = await db().select().from(users).where(eq(users.email, DEMO.seeker[0]));
    for (const memberIds of [[adminId, seekerRow!.id], []]) {
      const r = await call(UPDATE_BOARD, { id: b.id, input: { memberIds } }, admin);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    // Removing the staff member takes them off the cards too.
    await ok(UPDATE_BOARD, { id: b.id, input: { memberIds: [adminId] } }, admin);
    expect((await board(b.id, admin)).cards[0]!.memberIds).toEqual([]);
    expect((await call(GET, { id: b.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await ok(`mutation ($id: ID!) { deleteScrumboardBoard(id: $id) }`, { id: b.id }, admin);
    expect((await call(GET, { id: b.id }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('orders moves of two members at the same time: both end with the same board', async () => {
    const b = await create('Race');
    await ok(UPDATE_BOARD, { id: b.id, input: { memberIds: [staffId, adminId] } });
    const [waiting, doing, review] = b.lists;
    const cards = [];
    for (let i = 0; i < 6; i++) cards.push(await addCard(waiting!.id, `Card ${i}`));
    await Promise.all([
      call(MOVE, { id: cards[0]!.id, listId: doing!.id, position: 0 }, staff),
      call(MOVE, { id: cards[1]!.id, listId: doing!.id, position: 0 }, admin),
      call(MOVE, { id: cards[2]!.id, listId: review!.id, position: 0 }, staff),
      call(MOVE, { id: cards[3]!.id, listId: waiting!.id, position: 0 }, admin),
      call(MOVE, { id: cards[4]!.id, listId: doing!.id, position: 1 }, staff),
      call(MOVE, { id: cards[5]!.id, listId: review!.id, position: 0 }, admin),
    ]);
    const seenByStaff = await board(b.id, staff);
    const seenByAdmin = await board(b.id, admin);
    expect(seenByStaff.lists).toEqual(seenByAdmin.lists);
    const all = seenByStaff.lists.flatMap((l) => l.cards);
    expect(all.sort()).toEqual(cards.map((c) => c.id).sort());
    expect(seenByStaff.lists[1]!.cards).toHaveLength(3);
    expect(seenByStaff.lists[2]!.cards).toHaveLength(2);
    // Positions are 0..n-1 in each list (renumbered, no gaps or ties).
    const rows = await db().query.scrumboardCards.findMany({ where: (c, { eq: is }) => is(c.boardId, b.id) });
    for (const l of seenByStaff.lists) {
      const positions = rows
        .filter((r) => r.listId === l.id)
        .map((r) => r.position)
        .sort((x, y) => x - y);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
  });
});
