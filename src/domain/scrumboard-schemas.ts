import { z } from 'zod';
import { catalog } from './messages.ts';
import {
  SCRUMBOARD_CARD_DESCRIPTION_MAX_LENGTH,
  SCRUMBOARD_CHECKLISTS_MAX,
  SCRUMBOARD_CHECK_ITEMS_MAX,
  SCRUMBOARD_COMMENT_MAX_LENGTH,
  SCRUMBOARD_LABELS_MAX,
  SCRUMBOARD_LABEL_MAX_LENGTH,
  SCRUMBOARD_MEMBERS_MAX,
  SCRUMBOARD_TEXTS,
  SCRUMBOARD_TITLE_MAX_LENGTH,
} from './scrumboard-texts.ts';
export * from './scrumboard-texts.ts';

// The scrumboard app (SPEC section 3, scrumboard_*): boards shared by their members (workspace
// users), lists of cards, and on each card labels, members, a due date, attachments, checklists
// and comments. The same schemas check the client's forms and the API.

/** The lists every new board starts with. */
export const SCRUMBOARD_DEFAULT_LISTS = ['To do', 'In progress', 'In review', 'Completed'] as const;
/** The labels every new board starts with. */
export const SCRUMBOARD_DEFAULT_LABELS = ['Research', 'Wireframing', 'Design', 'Development', 'Bug'] as const;
/** The pictures a board's card on the boards page may show. */
export const SCRUMBOARD_ICONS = ['assignment', 'rocket', 'bug', 'design', 'campaign', 'school'] as const;
export type ScrumboardIcon = (typeof SCRUMBOARD_ICONS)[number];

export const SCRUMBOARD_DESCRIPTION_MAX_LENGTH = 2000;

export const SCRUMBOARD_MESSAGES = catalog('scrumboard', SCRUMBOARD_TEXTS);
const M = SCRUMBOARD_MESSAGES;

const uuid = (error: string) =>
  z.string({ error }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, error);

export const scrumboardTitleSchema = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(SCRUMBOARD_TITLE_MAX_LENGTH, M.titleTooLong);

const boardFields = {
  title: scrumboardTitleSchema,
  description: z.string().trim().max(SCRUMBOARD_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
  icon: z.enum(SCRUMBOARD_ICONS, { error: M.iconInvalid }),
};

/** A new board: the one who creates it is its first member. */
export const scrumboardBoardSchema = z.strictObject({
  title: boardFields.title,
  description: boardFields.description.default(''),
  icon: boardFields.icon.default('assignment'),
});
export type ScrumboardBoardInput = z.input<typeof scrumboardBoardSchema>;

/** The board's settings: only the fields sent change. `subscribed` is the asking member's own. */
export const scrumboardBoardUpdateSchema = z
  .strictObject({
    title: boardFields.title.optional(),
    description: boardFields.description.optional(),
    icon: boardFields.icon.optional(),
    cardCoverImages: z.boolean().optional(),
    subscribed: z.boolean().optional(),
    memberIds: z
      .array(uuid(M.memberInvalid), { error: M.memberInvalid })
      .min(1, M.membersRequired)
      .max(SCRUMBOARD_MEMBERS_MAX, M.tooManyMembers)
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange);
export type ScrumboardBoardUpdate = z.output<typeof scrumboardBoardUpdateSchema>;

export const scrumboardLabelTitleSchema = z
  .string({ error: M.labelTitleRequired })
  .trim()
  .min(1, M.labelTitleRequired)
  .max(SCRUMBOARD_LABEL_MAX_LENGTH, M.labelTitleTooLong);

/** Where a card or a list goes: an index from 0 (past the end means last). */
export const scrumboardPositionSchema = z
  .number({ error: M.positionInvalid })
  .int(M.positionInvalid)
  .min(0, M.positionInvalid)
  .max(10_000, M.positionInvalid);

export const scrumboardCheckItemSchema = z.strictObject({
  /** Absent for an item just added; the server gives it one. */
  id: z.string().max(64).optional(),
  name: z.string({ error: M.checkItemRequired }).trim().min(1, M.checkItemRequired).max(300, M.checkItemRequired),
  checked: z.boolean().default(false),
});

export const scrumboardChecklistSchema = z.strictObject({
  id: z.string().max(64).optional(),
  name: z
    .string({ error: M.checklistNameRequired })
    .trim()
    .min(1, M.checklistNameRequired)
    .max(SCRUMBOARD_TITLE_MAX_LENGTH, M.titleTooLong),
  checkItems: z.array(scrumboardCheckItemSchema).max(SCRUMBOARD_CHECK_ITEMS_MAX, M.tooManyCheckItems).default([]),
});
export type ScrumboardChecklistInput = z.input<typeof scrumboardChecklistSchema>;

/** A change to a card: only the fields sent change. `subscribed` is the asking member's own. */
export const scrumboardCardUpdateSchema = z
  .strictObject({
    title: scrumboardTitleSchema.optional(),
    description: z.string().max(SCRUMBOARD_CARD_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong).optional(),
    labels: z
      .array(uuid(M.labelInvalid), { error: M.labelInvalid })
      .max(SCRUMBOARD_LABELS_MAX, M.tooManyLabels)
      .optional(),
    /** Epoch seconds, or null for none. */
    dueDate: z
      .number({ error: M.dueDateInvalid })
      .int(M.dueDateInvalid)
      .min(0, M.dueDateInvalid)
      .max(32_503_680_000, M.dueDateInvalid)
      .nullable()
      .optional(),
    memberIds: z
      .array(uuid(M.cardMemberInvalid), { error: M.cardMemberInvalid })
      .max(SCRUMBOARD_MEMBERS_MAX, M.tooManyMembers)
      .optional(),
    subscribed: z.boolean().optional(),
    /** One of the card's attachments (a picture), or null. */
    attachmentCoverId: z.string().max(64).nullable().optional(),
    checklists: z.array(scrumboardChecklistSchema).max(SCRUMBOARD_CHECKLISTS_MAX, M.tooManyChecklists).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange);
export type ScrumboardCardUpdate = z.output<typeof scrumboardCardUpdateSchema>;
export type ScrumboardCardUpdateInput = z.input<typeof scrumboardCardUpdateSchema>;

export const scrumboardCommentSchema = z
  .string({ error: M.commentRequired })
  .trim()
  .min(1, M.commentRequired)
  .max(SCRUMBOARD_COMMENT_MAX_LENGTH, M.commentTooLong);

export const scrumboardFileIdSchema = uuid(M.attachmentInvalid);
