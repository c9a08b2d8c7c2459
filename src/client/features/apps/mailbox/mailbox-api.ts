import { graphql } from '../../../graphql/gql.ts';
import type {
  MailDraftInput,
  MailListInput,
  MailboxActionInput,
  MailboxPageQuery,
  SendMailInput,
} from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

const MAILBOX_PAGE = graphql(`
  query MailboxPage($input: MailListInput) {
    mailbox(input: $input) {
      items {
        id
        from {
          id
          name
          email
        }
        to {
          id
          name
          email
        }
        date
        subject
        preview
        attachments {
          fileId
        }
        starred
        important
        unread
        folder
        labels
      }
      nextToken
      total
    }
  }
`);

const MAIL = graphql(`
  query MailDetails($id: ID!) {
    mail(id: $id) {
      id
      from {
        id
        name
        email
      }
      to {
        id
        name
        email
      }
      cc {
        id
        name
        email
      }
      bcc {
        id
        name
        email
      }
      date
      subject
      content
      attachments {
        fileId
        type
        name
        size
        preview
        downloadUrl
      }
      starred
      important
      unread
      folder
      labels
    }
  }
`);

const COUNTS = graphql(`
  query MailboxCounts {
    mailboxCounts {
      folder
      unread
      total
    }
  }
`);

const RECIPIENTS = graphql(`
  query MailRecipients($search: String) {
    mailRecipients(search: $search) {
      id
      name
      email
    }
  }
`);

const SAVE_DRAFT = graphql(`
  mutation SaveMailDraft($input: MailDraftInput!) {
    saveMailDraft(input: $input) {
      id
    }
  }
`);

const SEND = graphql(`
  mutation SendMail($input: SendMailInput!) {
    sendMail(input: $input) {
      id
    }
  }
`);

const ACTION = graphql(`
  mutation MailboxAction($input: MailboxActionInput!) {
    mailboxAction(input: $input) {
      id
      unread
      starred
      important
      folder
      labels
    }
  }
`);

export type MailListItem = MailboxPageQuery['mailbox']['items'][number];
export const MAILBOX_KEY = ['mailbox'] as const;

export const fetchMailPage = async (input: MailListInput) => (await request(MAILBOX_PAGE, { input })).mailbox;
export const fetchMail = async (id: string) => (await request(MAIL, { id })).mail;
export const fetchCounts = async () => (await request(COUNTS, {})).mailboxCounts;
export const fetchRecipients = async (search: string) => (await request(RECIPIENTS, { search })).mailRecipients;
export const saveDraft = async (input: MailDraftInput) => (await request(SAVE_DRAFT, { input })).saveMailDraft;
export const sendMail = async (input: SendMailInput) => (await request(SEND, { input })).sendMail;
export const mailboxAction = async (input: MailboxActionInput) => (await request(ACTION, { input })).mailboxAction;

/** A notification arriving live: one that links to the mailbox means new mail. */
export const MAIL_ARRIVED = graphql(`
  subscription MailArrived {
    notificationAdded {
      id
      link
    }
  }
`);
export const isMailLink = (link: string | null | undefined): boolean => !!link?.startsWith('/apps/mailbox');
