-- Job search at scale. Its indexes hold only open jobs (the only ones search shows): full text,
-- trigram (typos), newest first (with every column the filters test, so filter counts read only
-- the index) and by salary, so the first page of a browse or broad search stops early.
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_title_trgm_idx" ON "jobs" USING gin ((lower("position" || ' ' || "company_name")) gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","type","experience_level","industry","requires_cpa","remote","salary_start","salary_end","company_jobs_id","location","address") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ((coalesce("salary_end", "salary_start")) desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';
