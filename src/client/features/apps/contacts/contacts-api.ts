import { graphql } from '../../../graphql/gql.ts';
import type { ContactFieldsFragment, ContactInput, ContactListInput } from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

// The contacts app's GraphQL operations (contacts module).

graphql(`
  fragment ContactFields on Contact {
    id
    avatar
    background
    name
    emails {
      email
      label
    }
    phoneNumbers {
      country
      phoneNumber
      label
    }
    title
    company
    birthday
    address
    notes
    tags
  }
`);

const CONTACTS_PAGE = graphql(`
  query ContactsPage($input: ContactListInput) {
    contacts(input: $input) {
      items {
        ...ContactFields
      }
      nextToken
      total
    }
  }
`);

const CONTACT = graphql(`
  query ContactDetails($id: ID!) {
    contact(id: $id) {
      ...ContactFields
    }
  }
`);

const TAGS = graphql(`
  query ContactTags {
    contactTags {
      id
      title
      builtIn
    }
  }
`);

const CREATE = graphql(`
  mutation CreateContact($input: ContactInput!) {
    createContact(input: $input) {
      ...ContactFields
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateContact($id: ID!, $input: ContactInput!) {
    updateContact(id: $id, input: $input) {
      ...ContactFields
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteContact($id: ID!) {
    deleteContact(id: $id)
  }
`);

const CREATE_TAG = graphql(`
  mutation CreateContactTag($title: String!) {
    createContactTag(title: $title) {
      id
      title
      builtIn
    }
  }
`);

const RENAME_TAG = graphql(`
  mutation RenameContactTag($id: ID!, $title: String!) {
    renameContactTag(id: $id, title: $title) {
      id
      title
      builtIn
    }
  }
`);

const DELETE_TAG = graphql(`
  mutation DeleteContactTag($id: ID!) {
    deleteContactTag(id: $id)
  }
`);

export type Contact = ContactFieldsFragment;
export type ContactTag = { id: string; title: string; builtIn?: string | null };
export const CONTACTS_KEY = ['contacts'] as const;

export const fetchContactsPage = async (input: ContactListInput) => (await request(CONTACTS_PAGE, { input })).contacts;
export const fetchContact = async (id: string) => (await request(CONTACT, { id })).contact;
export const fetchContactTags = async () => (await request(TAGS, {})).contactTags;
export const createContact = async (input: ContactInput) => (await request(CREATE, { input })).createContact;
export const updateContact = async (id: string, input: ContactInput) =>
  (await request(UPDATE, { id, input })).updateContact;
export const deleteContact = async (id: string) => (await request(DELETE, { id })).deleteContact;
export const createContactTag = async (title: string) => (await request(CREATE_TAG, { title })).createContactTag;
export const renameContactTag = async (id: string, title: string) =>
  (await request(RENAME_TAG, { id, title })).renameContactTag;
export const deleteContactTag = async (id: string) => (await request(DELETE_TAG, { id })).deleteContactTag;
