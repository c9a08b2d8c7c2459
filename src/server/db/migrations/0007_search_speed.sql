-- Job search at scale: newest-first (holding every column the search filters test, so counting
-- by filters reads only the index) and by salary, over open jobs only (the only ones search
-- shows), so the first page of a browse or a broad search stops after a few rows.
CREATE INDEX "jobs_open_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","type","experience_level","industry","requires_cpa","remote","salary_start","salary_end","company_jobs_id","location","address") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ((coalesce("salary_end", "salary_start")) desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';
