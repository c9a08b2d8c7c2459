import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { FILE_PATH_PATTERN } from './file-paths.ts';
import { catalog } from './messages.ts';
import {
  NOTES_LABEL_TITLE_MAX_LENGTH,
  NOTES_TEXTS,
  NOTE_CONTENT_MAX_LENGTH,
  NOTE_LABELS_MAX,
  NOTE_TASKS_MAX,
  NOTE_TASK_MAX_LENGTH,
  NOTE_TITLE_MAX_LENGTH,
} from './notes-texts.ts';
export * from './notes-texts.ts';

// The notes app (SPEC section 3, notes_note / notes_label): a staff member's own notes with a
// checklist, an image, a reminder and labels. The same schemas check the note dialog and the API.

/** The labels every notebook starts with (the user may rename or delete them). */
export const NOTES_DEFAULT_LABELS = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'] as const;

/** Which notes the grid shows: the current ones, the archived ones, or those with a reminder. */
export const NOTES_FILTERS = ['notes', 'archived', 'reminders'] as const;
export type NotesFilter = (typeof NOTES_FILTERS)[number];

export const NOTES_MESSAGES = catalog('notes', NOTES_TEXTS);
const M = NOTES_MESSAGES;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

export const noteTaskSchema = z.strictObject({
  /** Absent for a task just added; the server gives it one. */
  id: z.string().max(64).optional(),
  content: z.string({ error: M.taskRequired }).trim().min(1, M.taskRequired).max(NOTE_TASK_MAX_LENGTH, M.taskTooLong),
  completed: z.boolean().default(false),
});
export type NoteTaskInput = z.input<typeof noteTaskSchema>;

const noteFields = {
  title: z.string().trim().max(NOTE_TITLE_MAX_LENGTH, M.titleTooLong),
  content: z.string().max(NOTE_CONTENT_MAX_LENGTH, M.contentTooLong),
  tasks: z.array(noteTaskSchema, { error: M.taskRequired }).max(NOTE_TASKS_MAX, M.tooManyTasks),
  /** An uploaded image's address (/api/files/<id>, a photo of the note's owner), or null. */
  image: z.string().regex(FILE_PATH_PATTERN, M.imageInvalid).nullable(),
  /** When to be reminded (ISO date-time), or null. */
  reminder: z.iso.datetime({ offset: true, error: M.reminderInvalid }).nullable(),
  labels: z.array(uuid, { error: M.labelInvalid }).max(NOTE_LABELS_MAX, M.tooManyLabels),
  archived: z.boolean(),
};

/** The rule of SPEC notes_note: a note says something (a title, some text or a task). */
export const noteHasSomething = (n: { title?: string; content?: string; tasks?: unknown[] }): boolean =>
  Boolean(n.title?.trim() || n.content?.trim() || (n.tasks?.length ?? 0) > 0);

/** A whole note, as the dialog saves it and as a new note is created. */
export const noteSchema = z
  .strictObject({
    title: noteFields.title.default(''),
    content: noteFields.content.default(''),
    tasks: noteFields.tasks.default([]),
    image: noteFields.image.default(null),
    reminder: noteFields.reminder.default(null),
    labels: noteFields.labels.default([]),
    archived: noteFields.archived.default(false),
  })
  .refine(noteHasSomething, { message: M.empty, path: ['title'] });
export type NoteInput = z.input<typeof noteSchema>;
export type NoteData = z.output<typeof noteSchema>;

/** A change to a note: only the fields sent change; the result must still follow the rule. */
export const noteUpdateSchema = z
  .strictObject({
    title: noteFields.title.optional(),
    content: noteFields.content.optional(),
    tasks: noteFields.tasks.optional(),
    image: noteFields.image.optional(),
    reminder: noteFields.reminder.optional(),
    labels: noteFields.labels.optional(),
    archived: noteFields.archived.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange);
export type NoteUpdate = z.output<typeof noteUpdateSchema>;

/** What the grid shows: a filter, narrowed by a label and a search. */
export const notesListSchema = z.strictObject({
  filter: z.enum(NOTES_FILTERS, { error: M.filterInvalid }).optional(),
  labelId: uuid.optional(),
  search: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, M.searchTooLong).optional(),
});
export type NotesListInput = z.infer<typeof notesListSchema>;

export const notesLabelTitleSchema = z
  .string({ error: M.labelTitleRequired })
  .trim()
  .min(1, M.labelTitleRequired)
  .max(NOTES_LABEL_TITLE_MAX_LENGTH, M.labelTitleTooLong);
