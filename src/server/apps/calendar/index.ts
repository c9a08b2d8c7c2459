// What the composition root, the seed and the quick panel use of the calendar app.
export { calendarModule } from './calendar.graphql.ts';
export { ensureCalendarLabels, type CalendarOwner } from './calendar-labels.ts';
export {
  createCalendarEvent,
  findCalendarEvent,
  updateCalendarEvent,
  deleteCalendarEvent,
  upcomingCalendarEvents,
  type CalendarEventRow,
} from './calendar-service.ts';
