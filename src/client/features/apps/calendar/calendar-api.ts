import { graphql } from '../../../graphql/gql.ts';
import type { CalendarEventInput, CalendarLabelInput, CalendarEventsQuery } from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

const LABELS = graphql(`
  query CalendarLabels {
    calendarLabels {
      id
      title
      color
      key
    }
  }
`);

const EVENTS = graphql(`
  query CalendarEvents($from: String!, $to: String!) {
    calendarEvents(from: $from, to: $to) {
      id
      title
      allDay
      start
      end
      extendedProps {
        desc
        label
      }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateCalendarEvent($input: CalendarEventInput!) {
    createCalendarEvent(input: $input) {
      id
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {
    updateCalendarEvent(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteCalendarEvent($id: ID!) {
    deleteCalendarEvent(id: $id)
  }
`);

const CREATE_LABEL = graphql(`
  mutation CreateCalendarLabel($input: CalendarLabelInput!) {
    createCalendarLabel(input: $input) {
      id
    }
  }
`);

const UPDATE_LABEL = graphql(`
  mutation UpdateCalendarLabel($id: ID!, $input: CalendarLabelInput!) {
    updateCalendarLabel(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE_LABEL = graphql(`
  mutation DeleteCalendarLabel($id: ID!) {
    deleteCalendarLabel(id: $id)
  }
`);

export type CalendarEventItem = CalendarEventsQuery['calendarEvents'][number];
export interface CalendarLabelItem {
  id: string;
  title: string;
  color: string;
  key?: string | null;
}

export const CALENDAR_KEY = ['calendar'] as const;
/** The quick panel lists the same events; its list is refreshed after every change here. */
export const QUICK_PANEL_EVENTS_KEY = ['quick-panel', 'events'] as const;

export const fetchLabels = async (): Promise<CalendarLabelItem[]> => (await request(LABELS, {})).calendarLabels;
export const fetchEvents = async (from: string, to: string) => (await request(EVENTS, { from, to })).calendarEvents;
export const createEvent = async (input: CalendarEventInput) => (await request(CREATE, { input })).createCalendarEvent;
export const updateEvent = async (id: string, input: CalendarEventInput) =>
  (await request(UPDATE, { id, input })).updateCalendarEvent;
export const deleteEvent = async (id: string) => (await request(DELETE, { id })).deleteCalendarEvent;
export const createLabel = async (input: CalendarLabelInput) =>
  (await request(CREATE_LABEL, { input })).createCalendarLabel;
export const updateLabel = async (id: string, input: CalendarLabelInput) =>
  (await request(UPDATE_LABEL, { id, input })).updateCalendarLabel;
export const deleteLabel = async (id: string) => (await request(DELETE_LABEL, { id })).deleteCalendarLabel;
