import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import {
  createContact,
  createContactTag,
  deleteContact,
  deleteContactTag,
  getContact,
  listContacts,
  listContactTags,
  renameContactTag,
  updateContact,
  type ContactRow,
  type ContactTagRow,
} from './contacts-service.ts';

/** A contact as its owner sees it (SPEC section 3, contact). */
const toContact = (row: ContactRow) => ({
  id: row.id,
  avatar: row.avatar,
  background: row.background,
  name: row.name,
  emails: row.emails,
  phoneNumbers: row.phoneNumbers,
  title: row.title,
  company: row.company,
  birthday: row.birthday,
  address: row.address,
  notes: row.notes,
  tags: row.tags,
});

const toTag = (row: ContactTagRow) => ({ id: row.id, title: row.title, builtIn: row.builtIn });

export const contactsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "An e-mail address of a contact; label is personal, work, home or mobile."
    type ContactEmail {
      email: String!
      label: String!
    }
    "A phone number of a contact, in its country's international format."
    type ContactPhone {
      "ISO 3166 two-letter country code."
      country: String!
      phoneNumber: String!
      label: String!
    }
    "A person in the signed-in staff member's address book (SPEC contact)."
    type Contact {
      id: ID!
      "An uploaded photo's address (/api/files/<id>)."
      avatar: String
      "An uploaded picture for the top of the card."
      background: String
      name: String!
      emails: [ContactEmail!]!
      phoneNumbers: [ContactPhone!]!
      title: String
      company: String
      "YYYY-MM-DD."
      birthday: String
      address: String
      notes: String
      "Ids of the owner's contact tags."
      tags: [ID!]!
    }
    "A tag of the address book (SPEC contact tag)."
    type ContactTag {
      id: ID!
      title: String!
      "The built-in tag's key (work, friend, family, highSchool, college, baseballTeam, band); null for the person's own."
      builtIn: String
    }
    type ContactPage {
      items: [Contact!]!
      "Pass back to get the next page; null on the last one."
      nextToken: String
      "How many contacts match the search and the tag."
      total: Int!
    }
    input ContactListInput {
      "Words of the name, company, title or an e-mail, or digits of a phone number."
      search: String
      "Only the contacts with this tag (one of yours; another's is NOT_FOUND)."
      tag: ID
      nextToken: String
      limit: Int
    }
    input ContactEmailInput {
      email: String!
      label: String!
    }
    input ContactPhoneInput {
      country: String!
      phoneNumber: String!
      label: String!
    }
    "A contact to create or to replace: at least one e-mail and one phone number, none twice."
    input ContactInput {
      avatar: String
      background: String
      name: String!
      emails: [ContactEmailInput!]!
      phoneNumbers: [ContactPhoneInput!]!
      title: String
      company: String
      birthday: String
      address: String
      notes: String
      tags: [ID!]
    }
    extend type Query {
      "The signed-in staff member's contacts in name order, paged."
      contacts(input: ContactListInput): ContactPage!
      contact(id: ID!): Contact!
      contactTags: [ContactTag!]!
    }
    extend type Mutation {
      createContact(input: ContactInput!): Contact!
      updateContact(id: ID!, input: ContactInput!): Contact!
      "Returns the deleted contact's id."
      deleteContact(id: ID!): ID!
      createContactTag(title: String!): ContactTag!
      "Renames one of the person's tags (a renamed built-in tag is no longer named per language)."
      renameContactTag(id: ID!, title: String!): ContactTag!
      "Deletes one of the person's tags (built-in ones too) and takes it off their contacts; returns its id."
      deleteContactTag(id: ID!): ID!
    }
  `,
  resolvers: {
    Query: {
      contacts: async (_root, { input }, ctx) => {
        const page = await listContacts(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input ?? {}));
        return { ...page, items: page.items.map(toContact) };
      },
      contact: async (_root, { id }, ctx) => toContact(await getContact(ctx.db, requireWorkspaceUser(ctx), id)),
      contactTags: async (_root, _args, ctx) => (await listContactTags(ctx.db, requireWorkspaceUser(ctx))).map(toTag),
    },
    Mutation: {
      createContact: async (_root, { input }, ctx) =>
        toContact(await createContact(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input))),
      updateContact: async (_root, { id, input }, ctx) =>
        toContact(await updateContact(ctx.db, requireWorkspaceUser(ctx), id, withoutNulls(input))),
      deleteContact: async (_root, { id }, ctx) => deleteContact(ctx.db, requireWorkspaceUser(ctx), id),
      createContactTag: async (_root, { title }, ctx) =>
        toTag(await createContactTag(ctx.db, requireWorkspaceUser(ctx), title)),
      renameContactTag: async (_root, { id, title }, ctx) =>
        toTag(await renameContactTag(ctx.db, requireWorkspaceUser(ctx), id, title)),
      deleteContactTag: async (_root, { id }, ctx) => deleteContactTag(ctx.db, requireWorkspaceUser(ctx), id),
    },
  },
};

/** GraphQL gives null for a field left out; the schema treats both as absent. */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}
