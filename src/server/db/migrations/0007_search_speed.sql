-- Job search at scale: its indexes hold only open jobs (the only ones search shows), and two
-- btree orders (newest, salary) let the first page of a browse or broad search stop early.
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_title_trgm_idx" ON "jobs" USING gin ((lower("position" || ' ' || "company_name")) gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ((coalesce("salary_end", "salary_start")) desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'open';
