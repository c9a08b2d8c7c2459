import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrumboardCards, scrumboardLists, users } from '../../db/schema/index.ts';
import { gql } from '../../test-support/graphql.ts';
import { newStaffMember } from '../../test-support/starters.ts';
import { createTestApp, type TestApp, racingRateLimits } from '../../test-support/test-app.ts';

const CREATE_BOARD = `mutation ($input: ScrumboardBoardInput!) { createScrumboardBoard(input: $input) { id } }`;
const UPDATE_BOARD = `mutation ($id: ID!, $input: ScrumboardBoardUpdateInput!) { updateScrumboardBoard(id: $id, input: $input) { id } }`;
const CREATE_CARD = `mutation ($listId: ID!, $title: String!) { createScrumboardCard(listId: $listId, title: $title) { id } }`;
const MOVE_CARD = `mutation ($id: ID!, $listId: ID!, $position: Int!) { moveScrumboardCard(id: $id, listId: $listId, position: $position) { id } }`;
const MOVE_LIST = `mutation ($id: ID!, $position: Int!) { moveScrumboardList(id: $id, position: $position) { id } }`;
const COMMENT = `mutation ($cardId: ID!, $message: String!) { addScrumboardComment(cardId: $cardId, message: $message) { id } }`;

// Two members of one board moving its cards and lists at the same moment: every change to the
// board's order takes the board's row first, so they run one after the other (PostgreSQL only:
// PGlite runs one statement at a time).
describe.runIf(process.env.TEST_DATABASE_URL)('scrumboard moves racing on postgresql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgresql', {
      rateLimits: racingRateLimits,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies two members’ card and list moves at once one after the other, every list numbered 0 to n-1', async () => {
    const db = t.app.services.database.db;
    const [a, b] = await Promise.all([
      newStaffMember(t, 'board-race-a@example.com'),
      newStaffMember(t, 'board-race-b@example.com'),
    ]);
    const ids = await db.select({ id: users.id, email: users.email }).from(users);
    const idOf = (email: string) => ids.find((u) => u.email === email)!.id;
    const board = await gql<{ createScrumboardBoard: { id: string } }>(
      t,
      CREATE_BOARD,
      { input: { title: 'Race' } },
      { token: a },
    );
    const boardId = board.data!.createScrumboardBoard.id;
    const shared = await gql(
      t,
      UPDATE_BOARD,
      { id: boardId, input: { memberIds: [idOf('board-race-a@example.com'), idOf('board-race-b@example.com')] } },
      { token: a },
    );
    expect(shared.errors).toBeUndefined();
    const lists = await db
      .select({ id: scrumboardLists.id })
      .from(scrumboardLists)
      .where(eq(scrumboardLists.boardId, boardId))
      .orderBy(asc(scrumboardLists.position));
    const [first, second] = [lists[0]!.id, lists[1]!.id];
    const cards: string[] = [];
    for (const [i, listId] of [first, second, first, second, first, second, first, second, first, second].entries()) {
      const r = await gql<{ createScrumboardCard: { id: string } }>(
        t,
        CREATE_CARD,
        { listId, title: `Card ${i}` },
        { token: a },
      );
      cards.push(r.data!.createScrumboardCard.id);
    }
    // A moves every card to the top of the second list, B every card to the end of the first; the
    // lists go round; comments are written meanwhile.
    const results = await Promise.all([
      ...cards.flatMap((id, i) => [
        gql(t, MOVE_CARD, { id, listId: second, position: 0 }, { token: a }),
        gql(t, MOVE_CARD, { id: cards[cards.length - 1 - i], listId: first, position: 99 }, { token: b }),
        gql(t, COMMENT, { cardId: id, message: `Seen ${i}` }, { token: i % 2 ? a : b }),
      ]),
      ...lists.map((l, i) => gql(t, MOVE_LIST, { id: l.id, position: lists.length - 1 - i }, { token: i % 2 ? a : b })),
    ]);
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const stored = await db
      .select({ listId: scrumboardCards.listId, position: scrumboardCards.position })
      .from(scrumboardCards)
      .where(eq(scrumboardCards.boardId, boardId));
    expect(stored).toHaveLength(cards.length);
    for (const listId of new Set(stored.map((c) => c.listId))) {
      const positions = stored
        .filter((c) => c.listId === listId)
        .map((c) => c.position)
        .sort((x, y) => x - y);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    const listPositions = (
      await db
        .select({ position: scrumboardLists.position })
        .from(scrumboardLists)
        .where(eq(scrumboardLists.boardId, boardId))
    )
      .map((l) => l.position)
      .sort((x, y) => x - y);
    expect(listPositions).toEqual(lists.map((_, i) => i));
  }, 120_000);
});
