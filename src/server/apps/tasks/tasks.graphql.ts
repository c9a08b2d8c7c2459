import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import { listWorkspaceMembers } from '../workspace-members.ts';
import {
  listAssignedTasks,
  setAssignedSubTaskCompleted,
  setAssignedTaskCompleted,
  type AssignedTask,
} from './assigned-tasks.ts';
import { createTask, deleteTask, listTasks, moveTask, updateTask, type TaskRow } from './tasks-service.ts';

/** A task as its owner sees it (SPEC section 3, task). */
const toTask = (row: TaskRow) => ({
  id: row.id,
  type: row.type,
  title: row.title,
  notes: row.notes,
  completed: row.completed,
  dueDate: row.dueDate,
  priority: row.priority,
  tags: row.tags,
  subTasks: row.subTasks,
  assignedTo: row.assignedTo,
  order: row.order,
});

const toAssignedTask = ({ task, owner }: AssignedTask) => ({ task: toTask(task), owner });

export const tasksModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "One step of a task, ticked on its own."
    type SubTask {
      id: ID!
      title: String!
      completed: Boolean!
    }
    "A row of a staff member's to-do list (SPEC task): a task, or a section heading the tasks below it."
    type Task {
      id: ID!
      "section or task."
      type: String!
      title: String!
      notes: String!
      "Always false for a section."
      completed: Boolean!
      "A day (YYYY-MM-DD), or null."
      dueDate: String
      "0 low, 1 normal, 2 high."
      priority: Int!
      "Some of Api, Frontend, Bug, Backend, Urgent, Discuss."
      tags: [String!]!
      subTasks: [SubTask!]!
      "The id of the colleague (a taskAssignees entry) the task is given to, or null."
      assignedTo: ID
      "The row's place in the list: 0 to n-1, no gaps or repeats."
      order: Int!
    }
    "A workspace user (staff or admin) a task can be given to."
    type TaskAssignee {
      id: ID!
      name: String!
      "A picture's address, or empty."
      avatar: String!
    }
    input SubTaskInput {
      "Absent for a subtask just added."
      id: ID
      title: String!
      completed: Boolean
    }
    "A task's fields; on update only those sent change, and the type cannot."
    input TaskInput {
      "section or task (task when not given); only on creation."
      type: String
      title: String
      notes: String
      completed: Boolean
      "YYYY-MM-DD; null to remove it."
      dueDate: String
      priority: Int
      tags: [String!]
      subTasks: [SubTaskInput!]
      "A taskAssignees id; null to give the task to no one."
      assignedTo: ID
    }
    "A task a colleague gave the signed-in staff member: the task, and whose list it is on."
    type AssignedTask {
      task: Task!
      owner: TaskAssignee!
    }
    extend type Query {
      "The signed-in staff member's list, sections and tasks in their order."
      tasks: [Task!]!
      "The colleagues a task can be given to (staff and admins), by name."
      taskAssignees: [TaskAssignee!]!
      "The tasks colleagues gave the signed-in staff member: open first, then by due day (none last)."
      assignedTasks: [AssignedTask!]!
    }
    extend type Mutation {
      "Adds a task or section at position (an index in the list; the top when not given)."
      createTask(input: TaskInput!, position: Int): Task!
      updateTask(id: ID!, input: TaskInput!): Task!
      "Moves a row to position (its new index) and returns the whole list, renumbered from 0."
      moveTask(id: ID!, position: Int!): [Task!]!
      "Returns the deleted row's id."
      deleteTask(id: ID!): ID!
      "The colleague a task was given to ticks it done or open again; the rest of it stays its owner's."
      setAssignedTaskCompleted(id: ID!, completed: Boolean!): AssignedTask!
      "The colleague a task was given to ticks one of its subtasks done or open again."
      setAssignedSubTaskCompleted(taskId: ID!, subTaskId: ID!, completed: Boolean!): AssignedTask!
    }
  `,
  resolvers: {
    Query: {
      tasks: async (_root, _args, ctx) => (await listTasks(ctx.db, requireWorkspaceUser(ctx))).map(toTask),
      assignedTasks: async (_root, _args, ctx) =>
        (await listAssignedTasks(ctx.db, requireWorkspaceUser(ctx))).map(toAssignedTask),
      taskAssignees: async (_root, _args, ctx) => {
        requireWorkspaceUser(ctx);
        return listWorkspaceMembers(ctx.db);
      },
    },
    Mutation: {
      setAssignedSubTaskCompleted: async (_root, { taskId, subTaskId, completed }, ctx) =>
        toAssignedTask(
          await setAssignedSubTaskCompleted(ctx.db, requireWorkspaceUser(ctx), taskId, subTaskId, completed),
        ),
      setAssignedTaskCompleted: async (_root, { id, completed }, ctx) =>
        toAssignedTask(await setAssignedTaskCompleted(ctx.db, ctx.live, requireWorkspaceUser(ctx), id, completed)),
      createTask: async (_root, { input, position }, ctx) =>
        toTask(await createTask(ctx.db, ctx.live, requireWorkspaceUser(ctx), withoutAbsent(input), position)),
      updateTask: async (_root, { id, input }, ctx) =>
        toTask(await updateTask(ctx.db, ctx.live, requireWorkspaceUser(ctx), id, withoutAbsent(input))),
      moveTask: async (_root, { id, position }, ctx) =>
        (await moveTask(ctx.db, requireWorkspaceUser(ctx), id, position)).map(toTask),
      deleteTask: async (_root, { id }, ctx) => deleteTask(ctx.db, requireWorkspaceUser(ctx), id),
    },
  },
};

const withoutNulls = (input: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

/**
 * GraphQL gives null for a field left out. A task's input keeps dueDate: null and assignedTo: null
 * (they remove the date and the assignee) and drops the other nulls, so the schema reads them as
 * "not sent".
 */
function withoutAbsent(input: object): Record<string, unknown> {
  const kept = Object.entries(input).filter(
    ([k, v]) => v !== undefined && (v !== null || k === 'dueDate' || k === 'assignedTo'),
  );
  return Object.fromEntries(
    kept.map(([k, v]) => [k, k === 'subTasks' && Array.isArray(v) ? v.map((s: object) => withoutNulls(s)) : v]),
  );
}
