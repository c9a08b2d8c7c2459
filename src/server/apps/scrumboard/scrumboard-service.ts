import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isId } from '../../../domain/ids.ts';
import { englishText } from '../../../domain/messages.ts';
import {
  SCRUMBOARD_ATTACHMENTS_MAX,
  SCRUMBOARD_BOARDS_MAX,
  SCRUMBOARD_CARDS_MAX,
  SCRUMBOARD_COMMENTS_MAX,
  SCRUMBOARD_LABELS_MAX,
  SCRUMBOARD_LISTS_MAX,
  SCRUMBOARD_MESSAGES as M,
  scrumboardBoardSchema,
  scrumboardBoardUpdateSchema,
  scrumboardCardUpdateSchema,
  scrumboardCommentSchema,
  scrumboardFileIdSchema,
  scrumboardLabelTitleSchema,
  scrumboardPositionSchema,
  scrumboardTitleSchema,
  type ScrumboardCardUpdate,
} from '../../../domain/scrumboard-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { workspaceMemberColumns, type WorkspaceMember } from '../workspace-members.ts';
import type { UserRow } from '../../db/rows.ts';
import {
  scrumboardBoardMembers,
  scrumboardBoards,
  scrumboardCards,
  scrumboardLabels,
  scrumboardLists,
  users,
  type ScrumboardChecklistJson,
} from '../../db/schema/index.ts';
import { attachableFiles } from '../../files/index.ts';
import { AppError } from '../../lib/errors.ts';
import { placed, renumberRows } from '../../lib/list-order.ts';
import { parseInput } from '../../lib/validate.ts';
import { workspaceMember } from '../../policies/workspace-apps.ts';
import { insertBoard } from './scrumboard-boards.ts';

export type BoardRow = typeof scrumboardBoards.$inferSelect;
export type ListRow = typeof scrumboardLists.$inferSelect;
export type CardRow = typeof scrumboardCards.$inferSelect;
export type LabelRow = typeof scrumboardLabels.$inferSelect;
export type MemberRow = WorkspaceMember;
/** A board as a member sees it: its settings, their subscription, its members. */
export interface BoardView extends BoardRow {
  subscribed: boolean;
  members: MemberRow[];
}
export interface FullBoard extends BoardView {
  lists: ListRow[];
  cards: CardRow[];
  labels: LabelRow[];
}

const boardNotFound = () => new AppError('NOT_FOUND', M.boardNotFound);
const listNotFound = () => new AppError('NOT_FOUND', M.listNotFound);
const cardNotFound = () => new AppError('NOT_FOUND', M.cardNotFound);
const labelNotFound = () => new AppError('NOT_FOUND', M.labelNotFound);
/** A refusal naming the field at fault, as zod's refusals do. */
const badInput = (key: string, field: string) =>
  new AppError('BAD_USER_INPUT', key, {
    details: [{ type: field, message: englishText(key) ?? key, messageKey: key }],
  });

type Conn = Db | Tx;

const memberColumns = workspaceMemberColumns;

async function membersOf(db: Conn, boardIds: string[]): Promise<Map<string, MemberRow[]>> {
  const out = new Map<string, MemberRow[]>();
  if (!boardIds.length) return out;
  const rows = await db
    .select({ boardId: scrumboardBoardMembers.boardId, ...memberColumns })
    .from(scrumboardBoardMembers)
    .innerJoin(users, eq(users.id, scrumboardBoardMembers.userId))
    .where(inArray(scrumboardBoardMembers.boardId, boardIds))
    .orderBy(asc(scrumboardBoardMembers.createdAt), asc(users.displayName));
  for (const { boardId, ...m } of rows) out.set(boardId, [...(out.get(boardId) ?? []), m]);
  return out;
}

/** The boards the viewer is a member of, most recently active first. */
export async function listBoards(db: Db, user: UserRow): Promise<(BoardView & { cardCount: number })[]> {
  const rows = await db
    .select({ board: scrumboardBoards, subscribed: scrumboardBoardMembers.subscribed })
    .from(scrumboardBoards)
    .innerJoin(
      scrumboardBoardMembers,
      and(eq(scrumboardBoardMembers.boardId, scrumboardBoards.id), eq(scrumboardBoardMembers.userId, user.id)),
    )
    .orderBy(desc(scrumboardBoards.lastActivity), desc(scrumboardBoards.id));
  const ids = rows.map((r) => r.board.id);
  const members = await membersOf(db, ids);
  const counts = ids.length
    ? await db
        .select({ boardId: scrumboardCards.boardId, n: count() })
        .from(scrumboardCards)
        .where(inArray(scrumboardCards.boardId, ids))
        .groupBy(scrumboardCards.boardId)
    : [];
  const countOf = new Map(counts.map((c) => [c.boardId, c.n]));
  return rows.map((r) => ({
    ...r.board,
    subscribed: r.subscribed,
    members: members.get(r.board.id) ?? [],
    cardCount: countOf.get(r.board.id) ?? 0,
  }));
}

/**
 * The board with this id when the viewer is one of its members (anyone else: NOT_FOUND). With
 * `lock`, the board's row is locked until the transaction ends: every change to a board's order
 * takes it, so two members' moves run one after the other.
 */
async function memberBoard(
  db: Conn,
  user: UserRow,
  id: string,
  lock = false,
): Promise<BoardRow & { subscribed: boolean }> {
  if (!isId(id)) throw boardNotFound();
  const query = db
    .select({ board: scrumboardBoards, subscribed: scrumboardBoardMembers.subscribed })
    .from(scrumboardBoards)
    .innerJoin(
      scrumboardBoardMembers,
      and(eq(scrumboardBoardMembers.boardId, scrumboardBoards.id), eq(scrumboardBoardMembers.userId, user.id)),
    )
    .where(eq(scrumboardBoards.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: scrumboardBoards }) : await query;
  if (!row) throw boardNotFound();
  return { ...row.board, subscribed: row.subscribed };
}

export async function getBoard(db: Db, user: UserRow, id: string): Promise<FullBoard> {
  const board = await memberBoard(db, user, id);
  const [members, lists, cards, labels] = await Promise.all([
    membersOf(db, [board.id]),
    db
      .select()
      .from(scrumboardLists)
      .where(eq(scrumboardLists.boardId, board.id))
      .orderBy(asc(scrumboardLists.position)),
    db
      .select()
      .from(scrumboardCards)
      .where(eq(scrumboardCards.boardId, board.id))
      .orderBy(asc(scrumboardCards.position), asc(scrumboardCards.createdAt)),
    db
      .select()
      .from(scrumboardLabels)
      .where(eq(scrumboardLabels.boardId, board.id))
      .orderBy(asc(scrumboardLabels.createdAt), asc(scrumboardLabels.title)),
  ]);
  return { ...board, members: members.get(board.id) ?? [], lists, cards, labels };
}

const touch = (db: Conn, boardId: string) =>
  db.update(scrumboardBoards).set({ lastActivity: new Date() }).where(eq(scrumboardBoards.id, boardId));

// Boards.

export async function createBoard(db: Db, user: UserRow, input: unknown): Promise<string> {
  const data = parseInput(scrumboardBoardSchema, input);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(scrumboardBoardMembers)
    .where(eq(scrumboardBoardMembers.userId, user.id));
  if (n >= SCRUMBOARD_BOARDS_MAX) throw badInput(M.tooManyBoards, 'title');
  return db.transaction((tx) => insertBoard(tx, { ...data, createdBy: user.id, memberIds: [user.id] }));
}

/** Checks that every id is a workspace user's (staff or admin). */
async function checkWorkspaceUsers(db: Conn, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), workspaceMember()));
  if (rows.length !== unique.length) throw badInput(M.memberInvalid, 'memberIds');
  return unique;
}

export async function updateBoard(db: Db, user: UserRow, id: string, input: unknown): Promise<string> {
  const data = parseInput(scrumboardBoardUpdateSchema, input);
  const memberIds = data.memberIds ? await checkWorkspaceUsers(db, data.memberIds) : undefined;
  return db.transaction(async (tx) => {
    const board = await memberBoard(tx, user, id, true);
    const { subscribed, memberIds: _sent, ...fields } = data;
    await tx
      .update(scrumboardBoards)
      .set({ ...fields, lastActivity: new Date() })
      .where(eq(scrumboardBoards.id, board.id));
    if (subscribed !== undefined)
      await tx
        .update(scrumboardBoardMembers)
        .set({ subscribed })
        .where(and(eq(scrumboardBoardMembers.boardId, board.id), eq(scrumboardBoardMembers.userId, user.id)));
    if (memberIds) {
      await tx
        .delete(scrumboardBoardMembers)
        .where(
          and(
            eq(scrumboardBoardMembers.boardId, board.id),
            sql`not (${scrumboardBoardMembers.userId} = any(${sqlUuids(memberIds)}))`,
          ),
        );
      await tx
        .insert(scrumboardBoardMembers)
        .values(memberIds.map((userId) => ({ boardId: board.id, userId })))
        .onConflictDoNothing();
      // Who is no longer on the board is no longer on its cards.
      await tx
        .update(scrumboardCards)
        .set({
          memberIds: sql`array(select m from unnest(${scrumboardCards.memberIds}) m where m = any(${sqlUuids(memberIds)}))`,
          subscribers: sql`array(select m from unnest(${scrumboardCards.subscribers}) m where m = any(${sqlUuids(memberIds)}))`,
        })
        .where(eq(scrumboardCards.boardId, board.id));
    }
    return board.id;
  });
}

const sqlUuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export async function deleteBoard(db: Db, user: UserRow, id: string): Promise<string> {
  const board = await memberBoard(db, user, id);
  await db.delete(scrumboardBoards).where(eq(scrumboardBoards.id, board.id));
  return board.id;
}

// Lists.

async function memberList(db: Conn, user: UserRow, id: string): Promise<ListRow> {
  if (!isId(id)) throw listNotFound();
  const [row] = await db.select().from(scrumboardLists).where(eq(scrumboardLists.id, id)).limit(1);
  if (!row) throw listNotFound();
  try {
    await memberBoard(db, user, row.boardId);
  } catch {
    throw listNotFound();
  }
  return row;
}

export async function createList(db: Db, user: UserRow, boardId: string, title: unknown): Promise<ListRow> {
  const name = parseInput(scrumboardTitleSchema, title);
  return db.transaction(async (tx) => {
    const board = await memberBoard(tx, user, boardId, true);
    const lists = await tx
      .select({ id: scrumboardLists.id })
      .from(scrumboardLists)
      .where(eq(scrumboardLists.boardId, board.id));
    if (lists.length >= SCRUMBOARD_LISTS_MAX) throw badInput(M.tooManyLists, 'title');
    const [row] = await tx
      .insert(scrumboardLists)
      .values({ boardId: board.id, title: name, position: lists.length })
      .returning();
    await touch(tx, board.id);
    return row!;
  });
}

export async function renameList(db: Db, user: UserRow, id: string, title: unknown): Promise<ListRow> {
  const list = await memberList(db, user, id);
  const name = parseInput(scrumboardTitleSchema, title);
  const [row] = await db
    .update(scrumboardLists)
    .set({ title: name })
    .where(eq(scrumboardLists.id, list.id))
    .returning();
  await touch(db, list.boardId);
  return row!;
}

/** Numbers a board's lists, or a list's cards, 0 to n-1 in the order given. */
const renumber = (tx: Tx, table: typeof scrumboardLists | typeof scrumboardCards, ordered: string[]) =>
  renumberRows(tx, table.position, table.id, ordered);

export async function moveList(db: Db, user: UserRow, id: string, position: unknown): Promise<string> {
  const at = parseInput(scrumboardPositionSchema, position);
  const list = await memberList(db, user, id);
  return db.transaction(async (tx) => {
    const board = await memberBoard(tx, user, list.boardId, true);
    const lists = await tx
      .select({ id: scrumboardLists.id })
      .from(scrumboardLists)
      .where(eq(scrumboardLists.boardId, board.id))
      .orderBy(asc(scrumboardLists.position), asc(scrumboardLists.createdAt));
    const order = placed(
      lists.map((l) => l.id),
      list.id,
      at,
    );
    await renumber(tx, scrumboardLists, order);
    await touch(tx, board.id);
    return board.id;
  });
}

export async function deleteList(db: Db, user: UserRow, id: string): Promise<string> {
  const list = await memberList(db, user, id);
  await db.transaction(async (tx) => {
    const board = await memberBoard(tx, user, list.boardId, true);
    await tx.delete(scrumboardLists).where(eq(scrumboardLists.id, list.id));
    const rest = await tx
      .select({ id: scrumboardLists.id })
      .from(scrumboardLists)
      .where(eq(scrumboardLists.boardId, board.id))
      .orderBy(asc(scrumboardLists.position));
    await renumber(
      tx,
      scrumboardLists,
      rest.map((l) => l.id),
    );
    await touch(tx, board.id);
  });
  return list.id;
}

// Cards.

async function memberCard(db: Conn, user: UserRow, id: string, lock = false): Promise<CardRow> {
  if (!isId(id)) throw cardNotFound();
  const [row] = await db.select().from(scrumboardCards).where(eq(scrumboardCards.id, id)).limit(1);
  if (!row) throw cardNotFound();
  try {
    await memberBoard(db, user, row.boardId, lock);
  } catch {
    throw cardNotFound();
  }
  if (!lock) return row;
  // Read again under the board's lock: another member may have changed it meanwhile.
  const [fresh] = await db.select().from(scrumboardCards).where(eq(scrumboardCards.id, id)).limit(1);
  if (!fresh) throw cardNotFound();
  return fresh;
}

export async function getCard(db: Db, user: UserRow, id: string): Promise<CardRow> {
  return memberCard(db, user, id);
}

export async function createCard(db: Db, user: UserRow, listId: string, title: unknown): Promise<CardRow> {
  const name = parseInput(scrumboardTitleSchema, title);
  const list = await memberList(db, user, listId);
  return db.transaction(async (tx) => {
    const board = await memberBoard(tx, user, list.boardId, true);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(scrumboardCards)
      .where(eq(scrumboardCards.boardId, board.id));
    if (n >= SCRUMBOARD_CARDS_MAX) throw badInput(M.tooManyCards, 'title');
    const [{ last } = { last: -1 }] = await tx
      .select({ last: sql<number>`coalesce(max(${scrumboardCards.position}), -1)::int` })
      .from(scrumboardCards)
      .where(eq(scrumboardCards.listId, list.id));
    const [row] = await tx
      .insert(scrumboardCards)
      .values({ boardId: board.id, listId: list.id, title: name, position: last + 1, subscribers: [user.id] })
      .returning();
    await touch(tx, board.id);
    return row!;
  });
}

/** Checklists and items keep the ids they came with (when they are this card's) and new ones get one. */
function withChecklistIds(
  lists: NonNullable<ScrumboardCardUpdate['checklists']>,
  kept: ScrumboardChecklistJson[],
): ScrumboardChecklistJson[] {
  const keptLists = new Map(kept.map((l) => [l.id, l]));
  const used = new Set<string>();
  const fresh = (id: string | undefined, known: boolean) => {
    const out = id && known && !used.has(id) ? id : randomUUID();
    used.add(out);
    return out;
  };
  return lists.map((l) => {
    const before = l.id ? keptLists.get(l.id) : undefined;
    const items = new Set((before?.checkItems ?? []).map((i) => i.id));
    return {
      id: fresh(l.id, Boolean(before)),
      name: l.name,
      checkItems: l.checkItems.map((i) => ({
        id: fresh(i.id, Boolean(i.id && items.has(i.id))),
        name: i.name,
        checked: i.checked,
      })),
    };
  });
}

export async function updateCard(db: Db, user: UserRow, id: string, input: unknown): Promise<CardRow> {
  const data = parseInput(scrumboardCardUpdateSchema, input);
  return db.transaction(async (tx) => {
    const card = await memberCard(tx, user, id, true);
    const change: Partial<typeof scrumboardCards.$inferInsert> = {};
    if (data.title !== undefined) change.title = data.title;
    if (data.description !== undefined) change.description = data.description;
    if (data.dueDate !== undefined) change.dueDate = data.dueDate === null ? null : new Date(data.dueDate * 1000);
    if (data.labels) {
      const unique = [...new Set(data.labels)];
      const [{ n } = { n: 0 }] = unique.length
        ? await tx
            .select({ n: count() })
            .from(scrumboardLabels)
            .where(and(eq(scrumboardLabels.boardId, card.boardId), inArray(scrumboardLabels.id, unique)))
        : [{ n: 0 }];
      if (n !== unique.length) throw badInput(M.labelInvalid, 'labels');
      change.labels = unique;
    }
    if (data.memberIds) {
      const unique = [...new Set(data.memberIds)];
      const [{ n } = { n: 0 }] = unique.length
        ? await tx
            .select({ n: count() })
            .from(scrumboardBoardMembers)
            .where(
              and(eq(scrumboardBoardMembers.boardId, card.boardId), inArray(scrumboardBoardMembers.userId, unique)),
            )
        : [{ n: 0 }];
      if (n !== unique.length) throw badInput(M.cardMemberInvalid, 'memberIds');
      change.memberIds = unique;
    }
    if (data.subscribed !== undefined) {
      const others = card.subscribers.filter((s) => s !== user.id);
      change.subscribers = data.subscribed ? [...others, user.id] : others;
    }
    if (data.attachmentCoverId !== undefined) {
      const cover = data.attachmentCoverId;
      if (cover !== null && !card.attachments.some((a) => a.id === cover && a.type.startsWith('image/')))
        throw badInput(M.coverInvalid, 'attachmentCoverId');
      change.attachmentCoverId = cover;
    }
    if (data.checklists) change.checklists = withChecklistIds(data.checklists, card.checklists);
    const [row] = await tx.update(scrumboardCards).set(change).where(eq(scrumboardCards.id, card.id)).returning();
    await touch(tx, card.boardId);
    return row!;
  });
}

/**
 * Moves a card to `position` of a list of the same board. The board's row is locked for the
 * whole move and both lists are numbered again from 0, so moves of two members at once are
 * applied one after the other and the board ends the same for both.
 */
export async function moveCard(db: Db, user: UserRow, id: string, listId: string, position: unknown): Promise<CardRow> {
  const at = parseInput(scrumboardPositionSchema, position);
  if (!isId(listId)) throw listNotFound();
  return db.transaction(async (tx) => {
    const card = await memberCard(tx, user, id, true);
    const [list] = await tx
      .select()
      .from(scrumboardLists)
      .where(and(eq(scrumboardLists.id, listId), eq(scrumboardLists.boardId, card.boardId)))
      .limit(1);
    if (!list) throw listNotFound();
    const siblings = await tx
      .select({ id: scrumboardCards.id })
      .from(scrumboardCards)
      .where(and(eq(scrumboardCards.listId, list.id), ne(scrumboardCards.id, card.id)))
      .orderBy(asc(scrumboardCards.position), asc(scrumboardCards.createdAt));
    const order = placed(
      siblings.map((c) => c.id),
      card.id,
      at,
    );
    await renumber(tx, scrumboardCards, order);
    if (card.listId !== list.id) {
      await tx.update(scrumboardCards).set({ listId: list.id }).where(eq(scrumboardCards.id, card.id));
      const left = await tx
        .select({ id: scrumboardCards.id })
        .from(scrumboardCards)
        .where(and(eq(scrumboardCards.listId, card.listId), ne(scrumboardCards.id, card.id)))
        .orderBy(asc(scrumboardCards.position), asc(scrumboardCards.createdAt));
      await renumber(
        tx,
        scrumboardCards,
        left.map((c) => c.id),
      );
    }
    await touch(tx, card.boardId);
    const [row] = await tx.select().from(scrumboardCards).where(eq(scrumboardCards.id, card.id));
    return row!;
  });
}

export async function deleteCard(db: Db, user: UserRow, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const card = await memberCard(tx, user, id, true);
    await tx.delete(scrumboardCards).where(eq(scrumboardCards.id, card.id));
    const left = await tx
      .select({ id: scrumboardCards.id })
      .from(scrumboardCards)
      .where(eq(scrumboardCards.listId, card.listId))
      .orderBy(asc(scrumboardCards.position));
    await renumber(
      tx,
      scrumboardCards,
      left.map((c) => c.id),
    );
    await touch(tx, card.boardId);
    return card.id;
  });
}

/** Attaches one of the member's uploads to the card, with an activity saying so. */
export async function addAttachment(db: Db, user: UserRow, cardId: string, fileId: unknown): Promise<CardRow> {
  const id = parseInput(scrumboardFileIdSchema, fileId);
  await memberCard(db, user, cardId);
  const [file] = await attachableFiles(db, user.id, [id], () => badInput(M.attachmentInvalid, 'fileId'));
  return db.transaction(async (tx) => {
    const card = await memberCard(tx, user, cardId, true);
    if (card.attachments.length >= SCRUMBOARD_ATTACHMENTS_MAX) throw badInput(M.tooManyAttachments, 'fileId');
    const time = new Date().toISOString();
    const attachment = {
      id: randomUUID(),
      fileId: file!.fileId,
      name: file!.name,
      type: file!.type,
      time,
      memberId: user.id,
    };
    const activity = { id: randomUUID(), type: 'attachment' as const, memberId: user.id, message: file!.name, time };
    const isImage = attachment.type.startsWith('image/');
    const [row] = await tx
      .update(scrumboardCards)
      .set({
        attachments: [...card.attachments, attachment],
        activities: [activity, ...card.activities],
        // The first picture becomes the cover, as a board shows covers when it is set to.
        ...(isImage && !card.attachmentCoverId ? { attachmentCoverId: attachment.id } : {}),
      })
      .where(eq(scrumboardCards.id, card.id))
      .returning();
    await touch(tx, card.boardId);
    return row!;
  });
}

export async function removeAttachment(db: Db, user: UserRow, cardId: string, attachmentId: string): Promise<CardRow> {
  return db.transaction(async (tx) => {
    const card = await memberCard(tx, user, cardId, true);
    if (!card.attachments.some((a) => a.id === attachmentId)) throw new AppError('NOT_FOUND', M.attachmentNotFound);
    const [row] = await tx
      .update(scrumboardCards)
      .set({
        attachments: card.attachments.filter((a) => a.id !== attachmentId),
        ...(card.attachmentCoverId === attachmentId ? { attachmentCoverId: null } : {}),
      })
      .where(eq(scrumboardCards.id, card.id))
      .returning();
    await touch(tx, card.boardId);
    return row!;
  });
}

export async function addComment(db: Db, user: UserRow, cardId: string, message: unknown): Promise<CardRow> {
  const text = parseInput(scrumboardCommentSchema, message);
  return db.transaction(async (tx) => {
    const card = await memberCard(tx, user, cardId, true);
    if (card.activities.length >= SCRUMBOARD_COMMENTS_MAX) throw badInput(M.tooManyComments, 'message');
    const activity = {
      id: randomUUID(),
      type: 'comment' as const,
      memberId: user.id,
      message: text,
      time: new Date().toISOString(),
    };
    const [row] = await tx
      .update(scrumboardCards)
      .set({ activities: [activity, ...card.activities] })
      .where(eq(scrumboardCards.id, card.id))
      .returning();
    await touch(tx, card.boardId);
    return row!;
  });
}

// Labels.

export async function createLabel(db: Db, user: UserRow, boardId: string, title: unknown): Promise<LabelRow> {
  const name = parseInput(scrumboardLabelTitleSchema, title);
  return db.transaction(async (tx) => {
    const board = await memberBoard(tx, user, boardId, true);
    const labels = await tx.select().from(scrumboardLabels).where(eq(scrumboardLabels.boardId, board.id));
    if (labels.length >= SCRUMBOARD_LABELS_MAX) throw badInput(M.tooManyLabels, 'title');
    if (labels.some((l) => l.title.toLowerCase() === name.toLowerCase())) throw badInput(M.labelExists, 'title');
    const [row] = await tx.insert(scrumboardLabels).values({ boardId: board.id, title: name }).returning();
    return row!;
  });
}

/** Deletes the label and takes it off every card of the board. */
export async function deleteLabel(db: Db, user: UserRow, id: string): Promise<string> {
  if (!isId(id)) throw labelNotFound();
  const [label] = await db.select().from(scrumboardLabels).where(eq(scrumboardLabels.id, id)).limit(1);
  if (!label) throw labelNotFound();
  await db.transaction(async (tx) => {
    try {
      await memberBoard(tx, user, label.boardId, true);
    } catch {
      throw labelNotFound();
    }
    await tx
      .update(scrumboardCards)
      .set({ labels: sql`array_remove(${scrumboardCards.labels}, ${label.id}::uuid)` })
      .where(and(eq(scrumboardCards.boardId, label.boardId), sql`${label.id}::uuid = any(${scrumboardCards.labels})`));
    await tx.delete(scrumboardLabels).where(eq(scrumboardLabels.id, label.id));
  });
  return label.id;
}
