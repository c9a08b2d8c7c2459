import { graphql } from '../../../graphql/gql.ts';
import type {
  AssignedTasksQuery,
  TaskAssigneesQuery,
  TaskFieldsFragment,
  TaskInput,
} from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

/** Every tasks query starts with this key. */
export const TASKS_KEY = ['tasks'] as const;

const TASKS = graphql(`
  query TasksPage {
    tasks {
      ...TaskFields
    }
  }
`);

graphql(`
  fragment TaskFields on Task {
    id
    type
    title
    notes
    completed
    dueDate
    priority
    tags
    subTasks {
      id
      title
      completed
    }
    assignedTo
    order
  }
`);

const ASSIGNEES = graphql(`
  query TaskAssignees {
    taskAssignees {
      id
      name
      avatar
    }
  }
`);

const ASSIGNED = graphql(`
  query AssignedTasks {
    assignedTasks {
      task {
        ...TaskFields
      }
      owner {
        id
        name
        avatar
      }
    }
  }
`);

const SET_DONE = graphql(`
  mutation SetAssignedTaskCompleted($id: ID!, $completed: Boolean!) {
    setAssignedTaskCompleted(id: $id, completed: $completed) {
      task {
        id
        completed
      }
    }
  }
`);

const SET_SUB_DONE = graphql(`
  mutation SetAssignedSubTaskCompleted($taskId: ID!, $subTaskId: ID!, $completed: Boolean!) {
    setAssignedSubTaskCompleted(taskId: $taskId, subTaskId: $subTaskId, completed: $completed) {
      task {
        id
        subTasks {
          id
          completed
        }
      }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateTask($input: TaskInput!, $position: Int) {
    createTask(input: $input, position: $position) {
      id
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateTask($id: ID!, $input: TaskInput!) {
    updateTask(id: $id, input: $input) {
      id
    }
  }
`);

const MOVE = graphql(`
  mutation MoveTask($id: ID!, $position: Int!) {
    moveTask(id: $id, position: $position) {
      ...TaskFields
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id)
  }
`);

export type Task = TaskFieldsFragment;
export type Assignee = TaskAssigneesQuery['taskAssignees'][number];
export type AssignedTask = AssignedTasksQuery['assignedTasks'][number];

/** The query key of the tasks colleagues gave the signed-in person (the tab's count reads it too). */
export const ASSIGNED_KEY = [...TASKS_KEY, 'assigned'] as const;
/** Tasks colleagues gave the signed-in person: open first, then by due day. */
export const fetchAssignedTasks = async (): Promise<AssignedTask[]> => (await request(ASSIGNED, {})).assignedTasks;
export const setAssignedTaskCompleted = async (id: string, completed: boolean) =>
  (await request(SET_DONE, { id, completed })).setAssignedTaskCompleted;
/** The assignee ticks one step of a task given to them. */
export const setAssignedSubTaskCompleted = async (taskId: string, subTaskId: string, completed: boolean) =>
  (await request(SET_SUB_DONE, { taskId, subTaskId, completed })).setAssignedSubTaskCompleted;

export const fetchTasks = async (): Promise<Task[]> => (await request(TASKS, {})).tasks;
/** The colleagues a task can be given to (staff and admins), by name. */
export const fetchAssignees = async (): Promise<Assignee[]> => (await request(ASSIGNEES, {})).taskAssignees;
export const createTask = async (input: TaskInput, position?: number) =>
  (await request(CREATE, { input, position })).createTask;
export const updateTask = async (id: string, input: TaskInput) => (await request(UPDATE, { id, input })).updateTask;
export const moveTask = async (id: string, position: number): Promise<Task[]> =>
  (await request(MOVE, { id, position })).moveTask;
export const deleteTask = async (id: string) => (await request(DELETE, { id })).deleteTask;
