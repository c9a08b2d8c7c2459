-- The notes migration (0027) moved the quick panel's notes into the notes app and dropped this table already; this keeps drizzle-kit's snapshot chain in step.
DROP TABLE IF EXISTS "quick_notes" CASCADE;
