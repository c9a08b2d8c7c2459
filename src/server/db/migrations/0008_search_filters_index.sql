-- A keyword search with filters: full text and the filtered columns in one GIN index (btree_gin
-- for the plain columns, trigrams for the place), so PostgreSQL intersects the word's jobs with
-- the filter's inside the index instead of reading every job the word matches.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector","industry","requires_cpa","type","experience_level","remote","company_jobs_id",(coalesce("location", '') || ' ' || coalesce("address", '')) gin_trgm_ops);
