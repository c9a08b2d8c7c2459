import {
  SCRUMBOARD_DEFAULT_LABELS,
  SCRUMBOARD_DEFAULT_LISTS,
  type ScrumboardIcon,
} from '../../../domain/scrumboard-schemas.ts';
import type { Tx } from '../../db/client.ts';
import { scrumboardBoardMembers, scrumboardBoards, scrumboardLabels, scrumboardLists } from '../../db/schema/index.ts';

export interface NewBoard {
  title: string;
  description: string;
  icon: ScrumboardIcon;
  createdBy: string;
  memberIds: string[];
  cardCoverImages?: boolean;
  lastActivity?: Date;
}

/** A board with the default lists and labels, its members given; returns its id. */
export async function insertBoard(db: Pick<Tx, 'insert'>, board: NewBoard): Promise<string> {
  const { memberIds, ...fields } = board;
  const [row] = await db.insert(scrumboardBoards).values(fields).returning({ id: scrumboardBoards.id });
  const id = row!.id;
  await db.insert(scrumboardBoardMembers).values(memberIds.map((userId) => ({ boardId: id, userId })));
  await db
    .insert(scrumboardLists)
    .values(SCRUMBOARD_DEFAULT_LISTS.map((title, position) => ({ boardId: id, title, position })));
  await db.insert(scrumboardLabels).values(SCRUMBOARD_DEFAULT_LABELS.map((title) => ({ boardId: id, title })));
  return id;
}
