import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { catalog } from './messages.ts';
import {
  MAILBOX_TEXTS,
  MAIL_ACTION_IDS_MAX,
  MAIL_ATTACHMENTS_MAX,
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX_LENGTH,
} from './mailbox-texts.ts';
export * from './mailbox-texts.ts';

// The mailbox app (SPEC section 3, mailbox_mail / mailbox_label / mailbox_action): a staff
// member's own mail. Sending stores one copy per mailbox owner: the sender's in `sent`, each
// recipient's in `inbox`. The same schemas check the compose form and the API.

export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];
export const MAIL_FILTERS = ['starred', 'important'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];

/** The six labels of the template, each with its colour (SPEC section 3, mailbox_label). */
export const MAIL_LABELS = [
  { id: 'personal', slug: 'personal', title: 'Personal', color: '#2e7d32' },
  { id: 'work', slug: 'work', title: 'Work', color: '#1565c0' },
  { id: 'payments', slug: 'payments', title: 'Payments', color: '#c62828' },
  { id: 'invoices', slug: 'invoices', title: 'Invoices', color: '#00838f' },
  { id: 'accounts', slug: 'accounts', title: 'Accounts', color: '#6a1b9a' },
  { id: 'forums', slug: 'forums', title: 'Forums', color: '#ad5a00' },
] as const;
export const MAIL_LABEL_SLUGS = ['personal', 'work', 'payments', 'invoices', 'accounts', 'forums'] as const;
export type MailLabelSlug = (typeof MAIL_LABEL_SLUGS)[number];

/** The bulk actions of mailbox_action {type, value, ids}. */
export const MAIL_ACTION_TYPES = ['unread', 'starred', 'important', 'folder', 'label', 'unlabel', 'delete'] as const;
export type MailActionType = (typeof MAIL_ACTION_TYPES)[number];

export const MAIL_PAGE_SIZE = 50;
export const MAIL_PAGE_MAX = 200;
export const MAIL_CONTENT_MAX_LENGTH = 100_000;

export const MAILBOX_MESSAGES = catalog('mailbox', MAILBOX_TEXTS);
const M = MAILBOX_MESSAGES;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const recipientList = z.array(uuid, { error: M.recipientUnknown }).max(MAIL_RECIPIENTS_MAX, M.tooManyRecipients);

export const mailFolderSchema = z.enum(MAIL_FOLDERS, { error: M.folderInvalid });
export const mailLabelSchema = z.enum(MAIL_LABEL_SLUGS, { error: M.labelInvalid });

/** What the list shows: a folder, a filter or a label, narrowed by a search. */
export const mailListSchema = z.strictObject({
  folder: mailFolderSchema.optional(),
  filter: z.enum(MAIL_FILTERS, { error: M.folderInvalid }).optional(),
  label: mailLabelSchema.optional(),
  search: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, M.searchTooLong).optional(),
  nextToken: z.string().max(200, M.pageTokenInvalid).optional(),
  limit: z.number().int().min(1).max(MAIL_PAGE_MAX).optional(),
});
export type MailListInput = z.infer<typeof mailListSchema>;

const attachmentIds = z.array(uuid, { error: M.attachmentUnknown }).max(MAIL_ATTACHMENTS_MAX, M.tooManyAttachments);

/** A draft may be incomplete; everything is optional but bounded. */
export const mailDraftSchema = z.strictObject({
  id: uuid.optional(),
  to: recipientList.default([]),
  cc: recipientList.default([]),
  bcc: recipientList.default([]),
  subject: z.string().trim().max(MAIL_SUBJECT_MAX_LENGTH, M.subjectTooLong).default(''),
  content: z.string().max(MAIL_CONTENT_MAX_LENGTH, M.contentTooLong).default(''),
  attachments: attachmentIds.default([]),
});
export type MailDraftInput = z.infer<typeof mailDraftSchema>;

/** A mail to send: at least one recipient, a subject and a message. `draftId` is the draft it came from. */
export const mailSendSchema = z
  .strictObject({
    draftId: uuid.optional(),
    to: recipientList.default([]),
    cc: recipientList.default([]),
    bcc: recipientList.default([]),
    subject: z
      .string({ error: M.subjectRequired })
      .trim()
      .min(1, M.subjectRequired)
      .max(MAIL_SUBJECT_MAX_LENGTH, M.subjectTooLong),
    content: z.string({ error: M.contentRequired }).max(MAIL_CONTENT_MAX_LENGTH, M.contentTooLong),
    attachments: attachmentIds.default([]),
  })
  .superRefine((mail, ctx) => {
    if (mail.to.length + mail.cc.length + mail.bcc.length === 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.recipientRequired });
    if (mail.to.length + mail.cc.length + mail.bcc.length > MAIL_RECIPIENTS_MAX)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.tooManyRecipients });
    if (!htmlHasText(mail.content)) ctx.addIssue({ code: 'custom', path: ['content'], message: M.contentRequired });
  });
export type MailSendInput = z.infer<typeof mailSendSchema>;

/** Whether rich text has any words (an empty editor gives '' or '<p></p>'). */
export const htmlHasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

export const mailActionSchema = z
  .strictObject({
    type: z.enum(MAIL_ACTION_TYPES, { error: M.actionInvalid }),
    value: z.string().max(40).default(''),
    ids: z.array(uuid, { error: M.notFound }).min(1, M.idsRequired).max(MAIL_ACTION_IDS_MAX, M.tooManyIds),
  })
  .superRefine((action, ctx) => {
    const bool = action.value === 'true' || action.value === 'false';
    const ok =
      action.type === 'folder'
        ? (MAIL_FOLDERS as readonly string[]).includes(action.value)
        : action.type === 'label' || action.type === 'unlabel'
          ? (MAIL_LABEL_SLUGS as readonly string[]).includes(action.value)
          : action.type === 'delete'
            ? true
            : bool;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['value'], message: M.valueInvalid });
  });
export type MailActionInput = z.infer<typeof mailActionSchema>;
