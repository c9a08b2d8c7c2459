import { MAIL_LABELS } from '../../../domain/mailbox-schemas.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import {
  attachmentView,
  getMail,
  listMail,
  mailboxAction,
  mailboxCounts,
  mailRecipients,
  saveDraft,
  sendMail,
  type MailRow,
} from './mailbox-service.ts';

const toPerson = (p: { id?: string; name: string; email: string }) => ({ ...p, id: p.id ?? null });

/** A mail as its owner sees it (SPEC section 3, mailbox_mail). */
function toMail(row: MailRow) {
  return {
    id: row.id,
    from: toPerson(row.fromPerson),
    to: row.toPeople.map(toPerson),
    cc: row.ccPeople.map(toPerson),
    bcc: row.bccPeople.map(toPerson),
    date: row.date.toISOString(),
    subject: row.subject,
    content: row.content,
    preview: row.contentText.slice(0, 160),
    attachments: row.attachments.map(attachmentView),
    starred: row.starred,
    important: row.important,
    unread: row.unread,
    folder: row.folder,
    labels: row.labels,
  };
}

export const mailboxModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "Someone on a mail: a portal user (id), or a sender outside the portal (no id)."
    type MailPerson {
      id: ID
      name: String!
      email: String!
    }
    "A file attached to a mail (an upload of the sender's), read at downloadUrl."
    type MailAttachment {
      fileId: ID!
      type: String!
      name: String!
      size: Int!
      "The address of an image attachment's picture; null for other files."
      preview: String
      downloadUrl: String!
    }
    "One mailbox owner's copy of a mail (SPEC mailbox_mail)."
    type Mail {
      id: ID!
      from: MailPerson!
      to: [MailPerson!]!
      cc: [MailPerson!]!
      "Only on the sender's copy (and a bcc recipient sees themselves)."
      bcc: [MailPerson!]!
      date: String!
      subject: String!
      "Sanitized HTML."
      content: String!
      "The start of the text, without markup, for the list."
      preview: String!
      attachments: [MailAttachment!]!
      starred: Boolean!
      important: Boolean!
      unread: Boolean!
      "inbox, sent, drafts, spam or trash."
      folder: String!
      "Label slugs (MailLabel.slug)."
      labels: [String!]!
    }
    type MailPage {
      items: [Mail!]!
      "Pass back to get the next page; null on the last one."
      nextToken: String
      "How many mails the folder, filter or label holds with this search."
      total: Int!
    }
    type MailLabel {
      id: ID!
      title: String!
      slug: String!
      color: String!
    }
    type MailFolderCount {
      folder: String!
      unread: Int!
      total: Int!
    }
    input MailListInput {
      "A folder (default inbox) ..."
      folder: String
      "... or a filter: starred or important ..."
      filter: String
      "... or a label slug."
      label: String
      "Words in the subject, the sender's name or address, or the text."
      search: String
      nextToken: String
      limit: Int
    }
    input MailDraftInput {
      "The draft being edited; absent for a new one."
      id: ID
      to: [ID!]
      cc: [ID!]
      bcc: [ID!]
      subject: String
      content: String
      "Ids of uploaded files (POST /api/files)."
      attachments: [ID!]
    }
    input SendMailInput {
      "The draft this mail was written in (it is removed once sent)."
      draftId: ID
      to: [ID!]
      cc: [ID!]
      bcc: [ID!]
      subject: String!
      content: String!
      attachments: [ID!]
    }
    "A bulk action (SPEC mailbox_action): type unread|starred|important (value true/false), folder (a folder), label|unlabel (a label slug), delete (from the trash)."
    input MailboxActionInput {
      type: String!
      value: String
      ids: [ID!]!
    }
    extend type Query {
      "The signed-in staff member's mail in a folder, filter or label, newest first, paged."
      mailbox(input: MailListInput): MailPage!
      mail(id: ID!): Mail!
      mailboxCounts: [MailFolderCount!]!
      mailboxLabels: [MailLabel!]!
      "Staff and admins mail can be sent to, matching the search."
      mailRecipients(search: String): [MailPerson!]!
    }
    extend type Mutation {
      saveMailDraft(input: MailDraftInput!): Mail!
      sendMail(input: SendMailInput!): Mail!
      "Returns the changed mails (the deleted ones for delete)."
      mailboxAction(input: MailboxActionInput!): [Mail!]!
    }
  `,
  resolvers: {
    Query: {
      mailbox: async (_root, { input }, ctx) => {
        const page = await listMail(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input ?? {}));
        return { ...page, items: page.items.map(toMail) };
      },
      mail: async (_root, { id }, ctx) => toMail(await getMail(ctx.db, requireWorkspaceUser(ctx), id)),
      mailboxCounts: async (_root, _args, ctx) => mailboxCounts(ctx.db, requireWorkspaceUser(ctx)),
      mailboxLabels: (_root, _args, ctx) => {
        requireWorkspaceUser(ctx);
        return MAIL_LABELS.map((l) => ({ ...l }));
      },
      mailRecipients: async (_root, { search }, ctx) => {
        requireWorkspaceUser(ctx);
        return (await mailRecipients(ctx.db, search ?? undefined)).map(toPerson);
      },
    },
    Mutation: {
      saveMailDraft: async (_root, { input }, ctx) =>
        toMail(await saveDraft(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input))),
      sendMail: async (_root, { input }, ctx) =>
        toMail(await sendMail(ctx.db, ctx.live, requireWorkspaceUser(ctx), withoutNulls(input))),
      mailboxAction: async (_root, { input }, ctx) =>
        (await mailboxAction(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input))).map(toMail),
    },
  },
};

/** GraphQL gives null for a field left out; the schemas treat both as absent. */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}
