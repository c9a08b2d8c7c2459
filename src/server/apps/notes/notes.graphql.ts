import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import {
  createLabel,
  createNote,
  deleteLabel,
  deleteNote,
  listLabels,
  listNotes,
  renameLabel,
  updateNote,
  type NoteRow,
  type NotesLabelRow,
} from './notes-service.ts';

/** A note as its owner sees it (SPEC section 3, notes_note). */
const toNote = (row: NoteRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  tasks: row.tasks,
  image: row.image,
  reminder: row.reminder?.toISOString() ?? null,
  labels: row.labels,
  archived: row.archived,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toLabel = (row: NotesLabelRow) => ({ id: row.id, title: row.title });

export const notesModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "One checklist item of a note."
    type NoteTask {
      id: ID!
      content: String!
      completed: Boolean!
    }
    "A staff member's note (SPEC notes_note): it has a title, some text or a task."
    type Note {
      id: ID!
      title: String!
      content: String!
      tasks: [NoteTask!]!
      "An uploaded image's address (/api/files/<id>), or null."
      image: String
      "When to be reminded (ISO date-time), or null."
      reminder: String
      "Ids of the owner's labels (NotesLabel.id)."
      labels: [ID!]!
      archived: Boolean!
      createdAt: String!
      updatedAt: String!
    }
    "One of the owner's note labels (SPEC notes_label)."
    type NotesLabel {
      id: ID!
      title: String!
    }
    input NoteTaskInput {
      "Absent for a task just added."
      id: ID
      content: String!
      completed: Boolean
    }
    "A note's fields; on update only those sent change."
    input NoteInput {
      title: String
      content: String
      tasks: [NoteTaskInput!]
      "An image uploaded as a photo (POST /api/files, kind photo): /api/files/<id>; null to remove it."
      image: String
      "ISO date-time; null to remove it."
      reminder: String
      labels: [ID!]
      archived: Boolean
    }
    input NotesListInput {
      "notes (default), archived or reminders."
      filter: String
      "Only the notes with this label."
      labelId: ID
      "Words in the title, the text or a task."
      search: String
    }
    extend type Query {
      "The signed-in staff member's notes, most recently changed first."
      notes(input: NotesListInput): [Note!]!
      notesLabels: [NotesLabel!]!
    }
    extend type Mutation {
      createNote(input: NoteInput!): Note!
      updateNote(id: ID!, input: NoteInput!): Note!
      "Returns the deleted note's id."
      deleteNote(id: ID!): ID!
      createNotesLabel(title: String!): NotesLabel!
      renameNotesLabel(id: ID!, title: String!): NotesLabel!
      "Deletes the label and takes it off every note; returns its id."
      deleteNotesLabel(id: ID!): ID!
    }
  `,
  resolvers: {
    Query: {
      notes: async (_root, { input }, ctx) =>
        (await listNotes(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input ?? {}))).map(toNote),
      notesLabels: async (_root, _args, ctx) => (await listLabels(ctx.db, requireWorkspaceUser(ctx))).map(toLabel),
    },
    Mutation: {
      createNote: async (_root, { input }, ctx) =>
        toNote(await createNote(ctx.db, requireWorkspaceUser(ctx), withoutAbsent(input))),
      updateNote: async (_root, { id, input }, ctx) =>
        toNote(await updateNote(ctx.db, requireWorkspaceUser(ctx), id, withoutAbsent(input))),
      deleteNote: async (_root, { id }, ctx) => deleteNote(ctx.db, requireWorkspaceUser(ctx), id),
      createNotesLabel: async (_root, { title }, ctx) =>
        toLabel(await createLabel(ctx.db, requireWorkspaceUser(ctx), title)),
      renameNotesLabel: async (_root, { id, title }, ctx) =>
        toLabel(await renameLabel(ctx.db, requireWorkspaceUser(ctx), id, title)),
      deleteNotesLabel: async (_root, { id }, ctx) => deleteLabel(ctx.db, requireWorkspaceUser(ctx), id),
    },
  },
};

/** GraphQL gives null for a field left out; a list's filters treat both as absent. */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * A note's input keeps its nulls (image: null and reminder: null remove them) but drops the
 * fields that cannot be null, so the schema reads a null there as "not sent".
 */
function withoutAbsent(input: object): Record<string, unknown> {
  const kept = Object.entries(input).filter(
    ([k, v]) => v !== undefined && (v !== null || k === 'image' || k === 'reminder'),
  );
  return Object.fromEntries(
    kept.map(([k, v]) => [k, k === 'tasks' && Array.isArray(v) ? v.map((t: object) => withoutNulls(t)) : v]),
  );
}
