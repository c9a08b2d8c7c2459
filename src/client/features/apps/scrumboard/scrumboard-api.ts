import { graphql } from '../../../graphql/gql.ts';
import type {
  ScrumboardBoardPageQuery,
  ScrumboardBoardUpdateInput,
  ScrumboardBoardsPageQuery,
  ScrumboardCardUpdateInput,
} from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

/** Every scrumboard query starts with this key, so one invalidation refreshes what is shown. */
export const SCRUMBOARD_KEY = ['scrumboard'] as const;

const BOARDS = graphql(`
  query ScrumboardBoardsPage {
    scrumboardBoards {
      id
      title
      description
      icon
      lastActivity
      cardCount
      members {
        id
        name
        avatar
      }
    }
  }
`);

const BOARD = graphql(`
  query ScrumboardBoardPage($id: ID!) {
    scrumboardBoard(id: $id) {
      ...ScrumboardBoardFields
    }
  }
`);

graphql(`
  fragment ScrumboardBoardFields on ScrumboardBoard {
    id
    title
    description
    icon
    lastActivity
    members {
      id
      name
      avatar
    }
    settings {
      subscribed
      cardCoverImages
    }
    lists {
      id
      title
      cards
    }
    labels {
      id
      title
    }
    cards {
      id
      listId
      title
      description
      labels
      dueDate
      attachmentCoverId
      memberIds
      subscribed
      attachments {
        id
        name
        src
        time
        type
      }
      checklists {
        id
        name
        checkItems {
          id
          name
          checked
        }
      }
      activities {
        id
        type
        idMember
        message
        time
      }
    }
  }
`);

const MEMBERS = graphql(`
  query ScrumboardMembers {
    scrumboardMembers {
      id
      name
      avatar
    }
  }
`);

const CREATE_BOARD = graphql(`
  mutation CreateScrumboardBoard($input: ScrumboardBoardInput!) {
    createScrumboardBoard(input: $input) {
      id
    }
  }
`);

const UPDATE_BOARD = graphql(`
  mutation UpdateScrumboardBoard($id: ID!, $input: ScrumboardBoardUpdateInput!) {
    updateScrumboardBoard(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE_BOARD = graphql(`
  mutation DeleteScrumboardBoard($id: ID!) {
    deleteScrumboardBoard(id: $id)
  }
`);

const CREATE_LIST = graphql(`
  mutation CreateScrumboardList($boardId: ID!, $title: String!) {
    createScrumboardList(boardId: $boardId, title: $title) {
      id
    }
  }
`);

const RENAME_LIST = graphql(`
  mutation RenameScrumboardList($id: ID!, $title: String!) {
    renameScrumboardList(id: $id, title: $title) {
      id
    }
  }
`);

const MOVE_LIST = graphql(`
  mutation MoveScrumboardList($id: ID!, $position: Int!) {
    moveScrumboardList(id: $id, position: $position) {
      id
    }
  }
`);

const DELETE_LIST = graphql(`
  mutation DeleteScrumboardList($id: ID!) {
    deleteScrumboardList(id: $id)
  }
`);

const CREATE_CARD = graphql(`
  mutation CreateScrumboardCard($listId: ID!, $title: String!) {
    createScrumboardCard(listId: $listId, title: $title) {
      id
    }
  }
`);

const UPDATE_CARD = graphql(`
  mutation UpdateScrumboardCard($id: ID!, $input: ScrumboardCardUpdateInput!) {
    updateScrumboardCard(id: $id, input: $input) {
      id
    }
  }
`);

const MOVE_CARD = graphql(`
  mutation MoveScrumboardCard($id: ID!, $listId: ID!, $position: Int!) {
    moveScrumboardCard(id: $id, listId: $listId, position: $position) {
      ...ScrumboardBoardFields
    }
  }
`);

const DELETE_CARD = graphql(`
  mutation DeleteScrumboardCard($id: ID!) {
    deleteScrumboardCard(id: $id)
  }
`);

const ATTACH = graphql(`
  mutation AddScrumboardCardAttachment($cardId: ID!, $fileId: ID!) {
    addScrumboardCardAttachment(cardId: $cardId, fileId: $fileId) {
      id
    }
  }
`);

const DETACH = graphql(`
  mutation RemoveScrumboardCardAttachment($cardId: ID!, $attachmentId: ID!) {
    removeScrumboardCardAttachment(cardId: $cardId, attachmentId: $attachmentId) {
      id
    }
  }
`);

const COMMENT = graphql(`
  mutation AddScrumboardComment($cardId: ID!, $message: String!) {
    addScrumboardComment(cardId: $cardId, message: $message) {
      id
    }
  }
`);

export type BoardSummary = ScrumboardBoardsPageQuery['scrumboardBoards'][number];
export type Board = ScrumboardBoardPageQuery['scrumboardBoard'];
export type Card = Board['cards'][number];
export type Member = Board['members'][number];

export const fetchBoards = async () => (await request(BOARDS, {})).scrumboardBoards;
export const fetchBoard = async (id: string): Promise<Board> => (await request(BOARD, { id })).scrumboardBoard;
export const fetchMembers = async () => (await request(MEMBERS, {})).scrumboardMembers;
export const createBoard = async (title: string) =>
  (await request(CREATE_BOARD, { input: { title } })).createScrumboardBoard;
export const updateBoard = async (id: string, input: ScrumboardBoardUpdateInput) =>
  (await request(UPDATE_BOARD, { id, input })).updateScrumboardBoard;
export const deleteBoard = async (id: string) => (await request(DELETE_BOARD, { id })).deleteScrumboardBoard;
export const createList = async (boardId: string, title: string) =>
  (await request(CREATE_LIST, { boardId, title })).createScrumboardList;
export const renameList = async (id: string, title: string) =>
  (await request(RENAME_LIST, { id, title })).renameScrumboardList;
export const moveList = async (id: string, position: number) =>
  (await request(MOVE_LIST, { id, position })).moveScrumboardList;
export const deleteList = async (id: string) => (await request(DELETE_LIST, { id })).deleteScrumboardList;
export const createCard = async (listId: string, title: string) =>
  (await request(CREATE_CARD, { listId, title })).createScrumboardCard;
export const updateCard = async (id: string, input: ScrumboardCardUpdateInput) =>
  (await request(UPDATE_CARD, { id, input })).updateScrumboardCard;
export const moveCard = async (id: string, listId: string, position: number): Promise<Board> =>
  (await request(MOVE_CARD, { id, listId, position })).moveScrumboardCard as Board;
export const deleteCard = async (id: string) => (await request(DELETE_CARD, { id })).deleteScrumboardCard;
export const attachFile = async (cardId: string, fileId: string) =>
  (await request(ATTACH, { cardId, fileId })).addScrumboardCardAttachment;
export const removeAttachment = async (cardId: string, attachmentId: string) =>
  (await request(DETACH, { cardId, attachmentId })).removeScrumboardCardAttachment;
export const addComment = async (cardId: string, message: string) =>
  (await request(COMMENT, { cardId, message })).addScrumboardComment;
