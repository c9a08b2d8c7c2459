// The tasks texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const TASK_TITLE_MAX_LENGTH = 200;

export const TASK_NOTES_MAX_LENGTH = 5000;

export const SUBTASK_TITLE_MAX_LENGTH = 200;

export const SUBTASKS_MAX = 50;

/** Generous for one person's list, small enough that renumbering it stays one quick statement. */
export const TASKS_MAX_PER_USER = 500;

export const TASKS_TEXTS = {
  notFound: 'The task was not found.',
  subTaskNotFound: 'The subtask was not found. Its owner may have removed it; reload the list.',
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
  assigneeInvalid: 'Choose a colleague from the list',
  tooManyTasks: `You can keep at most ${TASKS_MAX_PER_USER} tasks and sections; delete some first`,
  nothingToChange: 'Send at least one field to change',
} as const;
