// The mailbox texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const MAIL_SUBJECT_MAX_LENGTH = 250;

export const MAIL_RECIPIENTS_MAX = 50;

export const MAIL_ATTACHMENTS_MAX = 10;

export const MAIL_ACTION_IDS_MAX = 500;

export const MAILBOX_TEXTS = {
  notFound: 'The mail was not found.',
  recipientRequired: 'Add at least one recipient',
  recipientUnknown: 'Mail can only be sent to the portal’s staff and administrators',
  tooManyRecipients: `A mail can have at most ${MAIL_RECIPIENTS_MAX} recipients`,
  subjectRequired: 'Enter a subject',
  subjectTooLong: `The subject must be at most ${MAIL_SUBJECT_MAX_LENGTH} characters`,
  contentRequired: 'Write the message',
  contentTooLong: 'The message is too long',
  tooManyAttachments: `A mail can have at most ${MAIL_ATTACHMENTS_MAX} attachments`,
  attachmentUnknown: 'Attach files you uploaded yourself',
  folderInvalid: 'Choose one of the folders: inbox, sent, drafts, spam or trash',
  labelInvalid: 'Choose one of the labels',
  actionInvalid: 'Choose what to do with the selected mails',
  valueInvalid: 'This action needs a different value',
  idsRequired: 'Select at least one mail',
  tooManyIds: `Select at most ${MAIL_ACTION_IDS_MAX} mails at a time`,
  deleteOnlyTrash: 'Only mails in the trash can be deleted for good',
  notADraft: 'Only a draft can be edited',
  pageTokenInvalid: 'The page link is not valid; start from the first page',
  searchTooLong: 'The search is too long',
} as const;
