import { filePath } from '../../../domain/file-paths.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import {
  addAttachment,
  addComment,
  createBoard,
  createCard,
  createLabel,
  createList,
  deleteBoard,
  deleteCard,
  deleteLabel,
  deleteList,
  getBoard,
  listBoards,
  moveCard,
  moveList,
  removeAttachment,
  renameList,
  updateBoard,
  updateCard,
  type BoardView,
  type CardRow,
  type FullBoard,
  type LabelRow,
  type ListRow,
} from './scrumboard-service.ts';
import { listWorkspaceMembers } from '../workspace-members.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A card as its board's members see it (SPEC scrumboard_card); `subscribed` is the viewer's. */
const toCard = (row: CardRow, viewerId: string) => ({
  id: row.id,
  boardId: row.boardId,
  listId: row.listId,
  title: row.title,
  description: row.description,
  labels: row.labels,
  dueDate: row.dueDate ? seconds(row.dueDate) : null,
  attachmentCoverId: row.attachmentCoverId,
  memberIds: row.memberIds,
  subscribed: row.subscribers.includes(viewerId),
  attachments: row.attachments.map((a) => ({
    id: a.id,
    name: a.name,
    src: filePath(a.fileId),
    time: seconds(new Date(a.time)),
    type: a.type,
  })),
  checklists: row.checklists,
  activities: row.activities.map((a) => ({
    id: a.id,
    type: a.type,
    idMember: a.memberId,
    message: a.message,
    time: seconds(new Date(a.time)),
  })),
});

const toLabel = (row: LabelRow) => ({ id: row.id, boardId: row.boardId, title: row.title });
const toList = (row: ListRow, cards: CardRow[]) => ({
  id: row.id,
  boardId: row.boardId,
  title: row.title,
  cards: cards.filter((c) => c.listId === row.id).map((c) => c.id),
});

const toSummary = (board: BoardView & { cardCount?: number }) => ({
  id: board.id,
  title: board.title,
  description: board.description,
  icon: board.icon,
  lastActivity: board.lastActivity.toISOString(),
  members: board.members,
  settings: { subscribed: board.subscribed, cardCoverImages: board.cardCoverImages },
  cardCount: board.cardCount ?? 0,
});

const toBoard = (board: FullBoard, viewerId: string) => ({
  ...toSummary({ ...board, cardCount: board.cards.length }),
  lists: board.lists.map((l) => toList(l, board.cards)),
  cards: board.cards.map((c) => toCard(c, viewerId)),
  labels: board.labels.map(toLabel),
});

export const scrumboardModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A workspace user (staff or admin) who can be a board's or a card's member (SPEC scrumboard_member)."
    type ScrumboardMember {
      id: ID!
      name: String!
      "A picture's address, or empty."
      avatar: String!
    }
    type ScrumboardBoardSettings {
      "Whether the signed-in member follows the board (their own setting)."
      subscribed: Boolean!
      "Whether cards show their cover picture on the board."
      cardCoverImages: Boolean!
    }
    "A board as the boards page lists it."
    type ScrumboardBoardSummary {
      id: ID!
      title: String!
      description: String!
      "One of assignment, rocket, bug, design, campaign, school."
      icon: String!
      "When anything on the board last changed (ISO date-time)."
      lastActivity: String!
      members: [ScrumboardMember!]!
      settings: ScrumboardBoardSettings!
      cardCount: Int!
    }
    type ScrumboardLabel {
      id: ID!
      boardId: ID!
      title: String!
    }
    "A list of a board; its cards' ids in their order."
    type ScrumboardList {
      id: ID!
      boardId: ID!
      title: String!
      cards: [ID!]!
    }
    type ScrumboardAttachment {
      id: ID!
      name: String!
      "The uploaded file's address (/api/files/<id>)."
      src: String!
      "When it was attached (epoch seconds)."
      time: Float!
      "The file's MIME type."
      type: String!
    }
    type ScrumboardCheckItem {
      id: ID!
      name: String!
      checked: Boolean!
    }
    type ScrumboardChecklist {
      id: ID!
      name: String!
      checkItems: [ScrumboardCheckItem!]!
    }
    "A comment or an attached file, newest first."
    type ScrumboardActivity {
      id: ID!
      "comment or attachment."
      type: String!
      "The member who wrote or attached it."
      idMember: ID!
      message: String!
      "Epoch seconds."
      time: Float!
    }
    type ScrumboardCard {
      id: ID!
      boardId: ID!
      listId: ID!
      title: String!
      description: String!
      "Ids of the board's labels."
      labels: [ID!]!
      "Epoch seconds, or null."
      dueDate: Float
      "The attachment (a picture) shown as the card's cover, or null."
      attachmentCoverId: ID
      "Ids of board members working on it."
      memberIds: [ID!]!
      "Whether the signed-in member follows the card."
      subscribed: Boolean!
      attachments: [ScrumboardAttachment!]!
      checklists: [ScrumboardChecklist!]!
      activities: [ScrumboardActivity!]!
    }
    "A board with its lists in order, its cards and labels (SPEC scrumboard_board)."
    type ScrumboardBoard {
      id: ID!
      title: String!
      description: String!
      icon: String!
      lastActivity: String!
      members: [ScrumboardMember!]!
      settings: ScrumboardBoardSettings!
      cardCount: Int!
      lists: [ScrumboardList!]!
      cards: [ScrumboardCard!]!
      labels: [ScrumboardLabel!]!
    }
    input ScrumboardBoardInput {
      title: String!
      description: String
      icon: String
    }
    "A board's settings; only those sent change."
    input ScrumboardBoardUpdateInput {
      title: String
      description: String
      icon: String
      cardCoverImages: Boolean
      "The signed-in member's own."
      subscribed: Boolean
      "The whole list of members (workspace users), at least one."
      memberIds: [ID!]
    }
    input ScrumboardCheckItemInput {
      "Absent for an item just added."
      id: ID
      name: String!
      checked: Boolean
    }
    input ScrumboardChecklistInput {
      "Absent for a checklist just added."
      id: ID
      name: String!
      checkItems: [ScrumboardCheckItemInput!]
    }
    "A card's fields; only those sent change."
    input ScrumboardCardUpdateInput {
      title: String
      description: String
      labels: [ID!]
      "Epoch seconds; null to remove it."
      dueDate: Float
      memberIds: [ID!]
      subscribed: Boolean
      "One of the card's picture attachments; null to show none."
      attachmentCoverId: ID
      "The card's checklists as they are to be."
      checklists: [ScrumboardChecklistInput!]
    }
    extend type Query {
      "The boards the signed-in staff member is a member of, most recently active first."
      scrumboardBoards: [ScrumboardBoardSummary!]!
      "A board of theirs; anyone else's is not found."
      scrumboardBoard(id: ID!): ScrumboardBoard!
      "The workspace users a board's members are chosen from."
      scrumboardMembers: [ScrumboardMember!]!
    }
    extend type Mutation {
      createScrumboardBoard(input: ScrumboardBoardInput!): ScrumboardBoard!
      updateScrumboardBoard(id: ID!, input: ScrumboardBoardUpdateInput!): ScrumboardBoard!
      "Deletes the board with its lists and cards, for every member; returns its id."
      deleteScrumboardBoard(id: ID!): ID!
      createScrumboardList(boardId: ID!, title: String!): ScrumboardList!
      renameScrumboardList(id: ID!, title: String!): ScrumboardList!
      "Puts the list at this place (from 0); returns the board as it now is."
      moveScrumboardList(id: ID!, position: Int!): ScrumboardBoard!
      "Deletes the list and its cards; returns its id."
      deleteScrumboardList(id: ID!): ID!
      "A new card at the end of the list."
      createScrumboardCard(listId: ID!, title: String!): ScrumboardCard!
      updateScrumboardCard(id: ID!, input: ScrumboardCardUpdateInput!): ScrumboardCard!
      "Puts the card at this place (from 0) of a list of its board; returns the board as it now is."
      moveScrumboardCard(id: ID!, listId: ID!, position: Int!): ScrumboardBoard!
      deleteScrumboardCard(id: ID!): ID!
      "Attaches one of your uploads (POST /api/files) to the card."
      addScrumboardCardAttachment(cardId: ID!, fileId: ID!): ScrumboardCard!
      removeScrumboardCardAttachment(cardId: ID!, attachmentId: ID!): ScrumboardCard!
      addScrumboardComment(cardId: ID!, message: String!): ScrumboardCard!
      createScrumboardLabel(boardId: ID!, title: String!): ScrumboardLabel!
      "Deletes the label and takes it off every card; returns its id."
      deleteScrumboardLabel(id: ID!): ID!
    }
  `,
  resolvers: {
    Query: {
      scrumboardBoards: async (_root, _args, ctx) =>
        (await listBoards(ctx.db, requireWorkspaceUser(ctx))).map((b) => toSummary(b)),
      scrumboardBoard: async (_root, { id }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toBoard(await getBoard(ctx.db, user, id), user.id);
      },
      scrumboardMembers: async (_root, _args, ctx) => {
        requireWorkspaceUser(ctx);
        return listWorkspaceMembers(ctx.db);
      },
    },
    Mutation: {
      createScrumboardBoard: async (_root, { input }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        const id = await createBoard(ctx.db, user, withoutNulls(input));
        return toBoard(await getBoard(ctx.db, user, id), user.id);
      },
      updateScrumboardBoard: async (_root, { id, input }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        await updateBoard(ctx.db, user, id, withoutNulls(input));
        return toBoard(await getBoard(ctx.db, user, id), user.id);
      },
      deleteScrumboardBoard: async (_root, { id }, ctx) => deleteBoard(ctx.db, requireWorkspaceUser(ctx), id),
      createScrumboardList: async (_root, { boardId, title }, ctx) =>
        toList(await createList(ctx.db, requireWorkspaceUser(ctx), boardId, title), []),
      renameScrumboardList: async (_root, { id, title }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        const list = await renameList(ctx.db, user, id, title);
        const board = await getBoard(ctx.db, user, list.boardId);
        return toList(list, board.cards);
      },
      moveScrumboardList: async (_root, { id, position }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        const boardId = await moveList(ctx.db, user, id, position);
        return toBoard(await getBoard(ctx.db, user, boardId), user.id);
      },
      deleteScrumboardList: async (_root, { id }, ctx) => deleteList(ctx.db, requireWorkspaceUser(ctx), id),
      createScrumboardCard: async (_root, { listId, title }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toCard(await createCard(ctx.db, user, listId, title), user.id);
      },
      updateScrumboardCard: async (_root, { id, input }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toCard(await updateCard(ctx.db, user, id, cardInput(input)), user.id);
      },
      moveScrumboardCard: async (_root, { id, listId, position }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        const card = await moveCard(ctx.db, user, id, listId, position);
        return toBoard(await getBoard(ctx.db, user, card.boardId), user.id);
      },
      deleteScrumboardCard: async (_root, { id }, ctx) => deleteCard(ctx.db, requireWorkspaceUser(ctx), id),
      addScrumboardCardAttachment: async (_root, { cardId, fileId }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toCard(await addAttachment(ctx.db, user, cardId, fileId), user.id);
      },
      removeScrumboardCardAttachment: async (_root, { cardId, attachmentId }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toCard(await removeAttachment(ctx.db, user, cardId, attachmentId), user.id);
      },
      addScrumboardComment: async (_root, { cardId, message }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toCard(await addComment(ctx.db, user, cardId, message), user.id);
      },
      createScrumboardLabel: async (_root, { boardId, title }, ctx) =>
        toLabel(await createLabel(ctx.db, requireWorkspaceUser(ctx), boardId, title)),
      deleteScrumboardLabel: async (_root, { id }, ctx) => deleteLabel(ctx.db, requireWorkspaceUser(ctx), id),
    },
  },
};

/** GraphQL gives null for a field left out; the board's fields cannot be null, so null is "not sent". */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * A card's input keeps its nulls where null means "remove" (the due date and the cover) and
 * drops them elsewhere; the checklists' items lose their absent ids and flags.
 */
function cardInput(input: object): Record<string, unknown> {
  const kept = Object.entries(input).filter(
    ([k, v]) => v !== undefined && (v !== null || k === 'dueDate' || k === 'attachmentCoverId'),
  );
  return Object.fromEntries(
    kept.map(([k, v]) => [
      k,
      k === 'checklists' && Array.isArray(v)
        ? v.map((c: { checkItems?: object[] | null }) => ({
            ...withoutNulls(c),
            ...(c.checkItems ? { checkItems: c.checkItems.map((i) => withoutNulls(i)) } : {}),
          }))
        : v,
    ]),
  );
}
