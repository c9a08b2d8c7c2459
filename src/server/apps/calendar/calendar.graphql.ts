import type { UserRow } from '../../db/rows.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import {
  createCalendarEvent,
  createCalendarLabel,
  deleteCalendarEvent,
  deleteCalendarLabel,
  listCalendarEvents,
  listCalendarLabels,
  updateCalendarEvent,
  updateCalendarLabel,
  type CalendarEventRow,
  type CalendarLabelRow,
} from './calendar-service.ts';

/** A calendar_event as FullCalendar reads it (SPEC section 3). */
function toEvent(row: CalendarEventRow) {
  return {
    id: row.id,
    title: row.title,
    allDay: row.allDay,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    extendedProps: { desc: row.desc, label: row.labelId },
  };
}
const toLabel = (row: CalendarLabelRow) => ({ id: row.id, title: row.title, color: row.color, key: row.key });
const owner = (user: UserRow) => ({ id: user.id, language: user.language });

export const calendarModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A calendar label of its owner's (SPEC calendar_label)."
    type CalendarLabel {
      id: ID!
      title: String!
      "#rrggbb"
      color: String!
      "personal, work or appointments for a starter label not renamed (the client names it in the interface language); else null."
      key: String
    }
    type CalendarEventProps {
      "May be empty."
      desc: String!
      "The CalendarLabel's id."
      label: ID!
    }
    "A calendar event of its owner's (SPEC calendar_event); an all-day event's end is the day after its last."
    type CalendarEvent {
      id: ID!
      title: String!
      allDay: Boolean!
      "ISO 8601 instant."
      start: String!
      "ISO 8601 instant, never before start."
      end: String!
      extendedProps: CalendarEventProps!
    }
    input CalendarEventPropsInput {
      desc: String!
      label: ID!
    }
    "Every field required; desc may be empty; end not before start."
    input CalendarEventInput {
      title: String!
      allDay: Boolean!
      start: String!
      end: String!
      extendedProps: CalendarEventPropsInput!
    }
    input CalendarLabelInput {
      title: String!
      color: String!
    }
    extend type Query {
      "The signed-in staff member's calendar labels, oldest first."
      calendarLabels: [CalendarLabel!]!
      "Their events overlapping [from, to) (ISO instants, at most 400 days apart), by start."
      calendarEvents(from: String!, to: String!): [CalendarEvent!]!
    }
    extend type Mutation {
      createCalendarEvent(input: CalendarEventInput!): CalendarEvent!
      "Replaces the event's fields (a move or a resize sends the whole event)."
      updateCalendarEvent(id: ID!, input: CalendarEventInput!): CalendarEvent!
      "Returns the deleted event's id."
      deleteCalendarEvent(id: ID!): ID!
      createCalendarLabel(input: CalendarLabelInput!): CalendarLabel!
      updateCalendarLabel(id: ID!, input: CalendarLabelInput!): CalendarLabel!
      "Only a label no event uses, and never the last one. Returns its id."
      deleteCalendarLabel(id: ID!): ID!
    }
  `,
  resolvers: {
    Query: {
      calendarLabels: async (_root, _args, ctx) =>
        (await listCalendarLabels(ctx.db, owner(requireWorkspaceUser(ctx)))).map(toLabel),
      calendarEvents: async (_root, { from, to }, ctx) =>
        (await listCalendarEvents(ctx.db, owner(requireWorkspaceUser(ctx)), { from, to })).map(toEvent),
    },
    Mutation: {
      createCalendarEvent: async (_root, { input }, ctx) =>
        toEvent(await createCalendarEvent(ctx.db, owner(requireWorkspaceUser(ctx)), input)),
      updateCalendarEvent: async (_root, { id, input }, ctx) =>
        toEvent(await updateCalendarEvent(ctx.db, owner(requireWorkspaceUser(ctx)), id, input)),
      deleteCalendarEvent: async (_root, { id }, ctx) =>
        deleteCalendarEvent(ctx.db, owner(requireWorkspaceUser(ctx)), id),
      createCalendarLabel: async (_root, { input }, ctx) =>
        toLabel(await createCalendarLabel(ctx.db, owner(requireWorkspaceUser(ctx)), input)),
      updateCalendarLabel: async (_root, { id, input }, ctx) =>
        toLabel(await updateCalendarLabel(ctx.db, owner(requireWorkspaceUser(ctx)), id, input)),
      deleteCalendarLabel: async (_root, { id }, ctx) =>
        deleteCalendarLabel(ctx.db, owner(requireWorkspaceUser(ctx)), id),
    },
  },
};
