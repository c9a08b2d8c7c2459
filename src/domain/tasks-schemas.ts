import { z } from 'zod';
import { isId } from './ids.ts';
import { catalog } from './messages.ts';
import {
  SUBTASKS_MAX,
  SUBTASK_TITLE_MAX_LENGTH,
  TASKS_MAX_PER_USER,
  TASKS_TEXTS,
  TASK_NOTES_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from './tasks-texts.ts';
export * from './tasks-texts.ts';

// The tasks app (SPEC sections 3 and 5, task): a staff member's own to-do list, split by section
// rows, in an order they choose by dragging. The same schemas check the detail panel and the API.

export const TASK_TYPES = ['section', 'task'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
/** Low, normal, high (SPEC: priority 0, 1 or 2). */
export const TASK_PRIORITIES = [0, 1, 2] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_TAGS = ['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss'] as const;
export type TaskTag = (typeof TASK_TAGS)[number];

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
  /** The id of the colleague (a workspace user) the task is given to, or null for no one. */
  assignedTo: z.string({ error: M.assigneeInvalid }).refine(isId, M.assigneeInvalid).nullable(),
};

/** The rule of a section: a heading with notes, never done, due, tagged, assigned or split into subtasks. */
export const sectionKeepsToItself = (t: {
  completed?: boolean;
  dueDate?: string | null;
  tags?: readonly string[];
  subTasks?: readonly unknown[];
  assignedTo?: string | null;
}): boolean => !t.completed && !t.dueDate && !(t.tags?.length ?? 0) && !(t.subTasks?.length ?? 0) && !t.assignedTo;

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
    assignedTo: fields.assignedTo.default(null),
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
    assignedTo: fields.assignedTo.optional(),
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
