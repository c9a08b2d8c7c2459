import { graphql } from '../../../graphql/gql.ts';
import type { NoteInput, NotesListInput, NotesPageQuery } from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

/** Every notes query starts with this key, so one invalidation refreshes the grid and the labels. */
export const NOTES_KEY = ['notes'] as const;

const NOTES = graphql(`
  query NotesPage($input: NotesListInput) {
    notes(input: $input) {
      id
      title
      content
      tasks {
        id
        content
        completed
      }
      image
      reminder
      labels
      archived
      createdAt
      updatedAt
    }
  }
`);

const LABELS = graphql(`
  query NotesLabels {
    notesLabels {
      id
      title
    }
  }
`);

const CREATE = graphql(`
  mutation CreateNote($input: NoteInput!) {
    createNote(input: $input) {
      id
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateNote($id: ID!, $input: NoteInput!) {
    updateNote(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteNote($id: ID!) {
    deleteNote(id: $id)
  }
`);

const CREATE_LABEL = graphql(`
  mutation CreateNotesLabel($title: String!) {
    createNotesLabel(title: $title) {
      id
      title
    }
  }
`);

const RENAME_LABEL = graphql(`
  mutation RenameNotesLabel($id: ID!, $title: String!) {
    renameNotesLabel(id: $id, title: $title) {
      id
      title
    }
  }
`);

const DELETE_LABEL = graphql(`
  mutation DeleteNotesLabel($id: ID!) {
    deleteNotesLabel(id: $id)
  }
`);

export type Note = NotesPageQuery['notes'][number];
export interface NotesLabel {
  id: string;
  title: string;
}

export const fetchNotes = async (input: NotesListInput) => (await request(NOTES, { input })).notes;
export const fetchLabels = async (): Promise<NotesLabel[]> => (await request(LABELS, {})).notesLabels;
export const createNote = async (input: NoteInput) => (await request(CREATE, { input })).createNote;
export const updateNote = async (id: string, input: NoteInput) => (await request(UPDATE, { id, input })).updateNote;
export const deleteNote = async (id: string) => (await request(DELETE, { id })).deleteNote;
export const createLabel = async (title: string) => (await request(CREATE_LABEL, { title })).createNotesLabel;
export const renameLabel = async (id: string, title: string) =>
  (await request(RENAME_LABEL, { id, title })).renameNotesLabel;
export const deleteLabel = async (id: string) => (await request(DELETE_LABEL, { id })).deleteNotesLabel;
