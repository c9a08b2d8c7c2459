import { z } from 'zod';
import { catalog } from './messages.ts';

// The tasks app (SPEC sections 3 and 5, task): a staff member's own to-do list, split by section
// rows, in an order they choose by dragging. The same schemas check the detail panel and the API.

export const TASK_TYPES = ['section', 'task'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
/** Low, normal, high (SPEC: priority 0, 1 or 2). */
export const TASK_PRIORITIES = [0, 1, 2] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_TAGS = ['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss'] as const;
export type TaskTag = (typeof TASK_TAGS)[number];

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_NOTES_MAX_LENGTH = 5000;
export const SUBTASK_TITLE_MAX_LENGTH = 200;
export const SUBTASKS_MAX = 50;
/** Generous for one person's list, small enough that renumbering it stays one quick statement. */
export const TASKS_MAX_PER_USER = 500;

export const TASKS_TEXTS = {
  notFound: 'The task was not found.',
  typeInvalid: 'Choose a task or a section',
  titleRequired: 'Enter a title',
  titleTooLong: `The title can be at most ${TASK_TITLE_MAX_LENGTH} characters`,
  notesTooLong: `The notes can be at most ${TASK_NOTES_MAX_LENGTH} characters`,
  priorityInvalid: 'Choose low, normal or high priority',
  dueDateInvalid: 'Enter a valid due date',
  tagInvalid: 'Choose tags from Api, Frontend, Bug, Backend, Urgent and Discuss',
  subTaskRequired: 'Write the subtask or remove it',
  subTaskTooLong: `A subtask can be at most ${SUBTASK_TITLE_MAX_LENGTH} characters`,
  tooManySubTasks: `A task can have at most ${SUBTASKS_MAX} subtasks`,
  sectionFields: 'A section has only a title and notes',
  completedInvalid: 'Say whether the task is done',
  positionInvalid: 'Choose a place in the list',
  tooManyTasks: `You can keep at most ${TASKS_MAX_PER_USER} tasks and sections; delete some first`,
  nothingToChange: 'Send at least one field to change',
} as const;
export const TASKS_MESSAGES = catalog('tasks', TASKS_TEXTS);
const M = TASKS_MESSAGES;

export const subTaskSchema = z.strictObject({
  /** Absent for a subtask just added; the server gives it one. */
  id: z.string().max(64).optional(),
  title: z
    .string({ error: M.subTaskRequired })
    .trim()
    .min(1, M.subTaskRequired)
    .max(SUBTASK_TITLE_MAX_LENGTH, M.subTaskTooLong),
  completed: z.boolean({ error: M.completedInvalid }).default(false),
});
export type SubTaskInput = z.input<typeof subTaskSchema>;

const fields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(TASK_TITLE_MAX_LENGTH, M.titleTooLong),
  notes: z.string({ error: M.notesTooLong }).max(TASK_NOTES_MAX_LENGTH, M.notesTooLong),
  completed: z.boolean({ error: M.completedInvalid }),
  /** A calendar day (YYYY-MM-DD), or null for none. */
  dueDate: z.iso.date({ error: M.dueDateInvalid }).nullable(),
  priority: z.union(
    TASK_PRIORITIES.map((p) => z.literal(p)),
    { error: M.priorityInvalid },
  ),
  // Each tag once, in the order the list names them, whatever order they were sent in.
  tags: z
    .array(z.enum(TASK_TAGS, { error: M.tagInvalid }), { error: M.tagInvalid })
    .max(TASK_TAGS.length, M.tagInvalid)
    .transform((tags) => TASK_TAGS.filter((t) => tags.includes(t))),
  subTasks: z.array(subTaskSchema, { error: M.subTaskRequired }).max(SUBTASKS_MAX, M.tooManySubTasks),
};

/** The rule of a section: a heading with notes, never done, due, tagged or split into subtasks. */
export const sectionKeepsToItself = (t: {
  completed?: boolean;
  dueDate?: string | null;
  tags?: readonly string[];
  subTasks?: readonly unknown[];
}): boolean => !t.completed && !t.dueDate && !(t.tags?.length ?? 0) && !(t.subTasks?.length ?? 0);

/** A new task or section (SPEC task without id and order: the server gives both). */
export const taskCreateSchema = z
  .strictObject({
    type: z.enum(TASK_TYPES, { error: M.typeInvalid }).default('task'),
    title: fields.title,
    notes: fields.notes.default(''),
    completed: fields.completed.default(false),
    dueDate: fields.dueDate.default(null),
    priority: fields.priority.default(1),
    tags: fields.tags.default([]),
    subTasks: fields.subTasks.default([]),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'section' && !sectionKeepsToItself(t))
      ctx.addIssue({ code: 'custom', path: ['type'], message: M.sectionFields });
  });
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreateData = z.output<typeof taskCreateSchema>;

/** A change to a task: only the fields sent change (the type stays what it was created as). */
export const taskUpdateSchema = z
  .strictObject({
    title: fields.title.optional(),
    notes: fields.notes.optional(),
    completed: fields.completed.optional(),
    dueDate: fields.dueDate.optional(),
    priority: fields.priority.optional(),
    tags: fields.tags.optional(),
    subTasks: fields.subTasks.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange);
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdateData = z.output<typeof taskUpdateSchema>;

/** Where a dragged row goes: its new index in the whole list, counted from 0. */
export const taskPositionSchema = z
  .number({ error: M.positionInvalid })
  .int(M.positionInvalid)
  .min(0, M.positionInvalid)
  .max(TASKS_MAX_PER_USER, M.positionInvalid);
