// The scrumboard texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const SCRUMBOARD_TITLE_MAX_LENGTH = 120;

export const SCRUMBOARD_CARD_DESCRIPTION_MAX_LENGTH = 5000;

export const SCRUMBOARD_LABEL_MAX_LENGTH = 40;

export const SCRUMBOARD_COMMENT_MAX_LENGTH = 2000;

export const SCRUMBOARD_CHECKLISTS_MAX = 20;

export const SCRUMBOARD_CHECK_ITEMS_MAX = 50;

export const SCRUMBOARD_MEMBERS_MAX = 50;

export const SCRUMBOARD_LABELS_MAX = 30;

export const SCRUMBOARD_LISTS_MAX = 30;

export const SCRUMBOARD_CARDS_MAX = 500;

export const SCRUMBOARD_ATTACHMENTS_MAX = 20;

export const SCRUMBOARD_COMMENTS_MAX = 200;

export const SCRUMBOARD_BOARDS_MAX = 100;

export const SCRUMBOARD_TEXTS = {
  boardNotFound: 'The board was not found.',
  listNotFound: 'The list was not found.',
  cardNotFound: 'The card was not found.',
  labelNotFound: 'The label was not found.',
  attachmentNotFound: 'The attachment was not found.',
  titleRequired: 'Enter a title',
  titleTooLong: `A title can be at most ${SCRUMBOARD_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `The description can be at most ${SCRUMBOARD_CARD_DESCRIPTION_MAX_LENGTH} characters`,
  iconInvalid: 'Choose one of the pictures',
  memberInvalid: 'Choose members among the workspace’s staff',
  cardMemberInvalid: 'Choose members of this board',
  membersRequired: 'A board needs at least one member',
  tooManyMembers: `At most ${SCRUMBOARD_MEMBERS_MAX} members`,
  labelInvalid: 'Choose labels of this board',
  tooManyLabels: `At most ${SCRUMBOARD_LABELS_MAX} labels`,
  labelTitleRequired: 'Enter a name for the label',
  labelTitleTooLong: `A label name can be at most ${SCRUMBOARD_LABEL_MAX_LENGTH} characters`,
  labelExists: 'The board already has a label with this name',
  dueDateInvalid: 'Enter a valid due date',
  checklistNameRequired: 'Name the checklist',
  checkItemRequired: 'Write the item or remove it',
  tooManyChecklists: `A card can have at most ${SCRUMBOARD_CHECKLISTS_MAX} checklists`,
  tooManyCheckItems: `A checklist can have at most ${SCRUMBOARD_CHECK_ITEMS_MAX} items`,
  coverInvalid: 'Choose one of the card’s pictures as its cover',
  attachmentInvalid: 'Attach a file you uploaded yourself',
  tooManyAttachments: `A card can have at most ${SCRUMBOARD_ATTACHMENTS_MAX} attachments`,
  commentRequired: 'Write a comment',
  commentTooLong: `A comment can be at most ${SCRUMBOARD_COMMENT_MAX_LENGTH} characters`,
  tooManyComments: `A card can have at most ${SCRUMBOARD_COMMENTS_MAX} comments`,
  positionInvalid: 'Choose a place in the list',
  tooManyLists: `A board can have at most ${SCRUMBOARD_LISTS_MAX} lists`,
  tooManyCards: `A board can have at most ${SCRUMBOARD_CARDS_MAX} cards`,
  tooManyBoards: `You can be a member of at most ${SCRUMBOARD_BOARDS_MAX} boards`,
  nothingToChange: 'Send at least one field to change',
} as const;
