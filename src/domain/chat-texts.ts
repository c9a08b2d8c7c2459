// The chat texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export const CHAT_ABOUT_MAX_LENGTH = 500;

export const CHAT_ATTACHMENTS_MAX = 5;

export const CHAT_TEXTS = {
  notFound: 'The conversation was not found.',
  contactNotFound: 'This person is not one of the workspace’s staff.',
  notYourself: 'You cannot start a conversation with yourself',
  messageRequired: 'Write a message',
  messageTooLong: `A message can have at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  statusInvalid: 'Choose one of: online, away, do not disturb, offline',
  aboutTooLong: `The about text can have at most ${CHAT_ABOUT_MAX_LENGTH} characters`,
  tooManyAttachments: `A message can have at most ${CHAT_ATTACHMENTS_MAX} attachments`,
  attachmentUnknown: 'Attach files you uploaded yourself',
  pageTokenInvalid: 'The page link is not valid; start from the newest messages',
  searchTooLong: 'The search is too long',
} as const;
