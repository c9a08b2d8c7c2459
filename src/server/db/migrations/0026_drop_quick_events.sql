-- The calendar migration (0025) moved the quick panel's events into the calendar and dropped this table already; this keeps drizzle-kit's snapshot chain in step.
DROP TABLE IF EXISTS "quick_events" CASCADE;
