CREATE TABLE "job_search_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "job_search_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- The search cache's version: bumped once per transaction that changed jobs or currency rates,
-- at commit (a deferred constraint trigger), so that the row lock it takes is the transaction's
-- last (no deadlock with the jobs' own row locks) and readers see the new version exactly when
-- they can see the change. A transaction-local setting makes every row after the first a no-op.
CREATE OR REPLACE FUNCTION bump_job_search_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cpa.search_version_bumped', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  UPDATE job_search_version SET version = version + 1 WHERE id = 1;
  PERFORM set_config('cpa.search_version_bumped', 'yes', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jobs_search_version AFTER INSERT OR UPDATE OR DELETE ON jobs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_job_search_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER currency_rates_search_version AFTER INSERT OR UPDATE OR DELETE ON currency_rates
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_job_search_version();--> statement-breakpoint
-- Constraint triggers cannot fire on TRUNCATE; a truncate bumps at once.
CREATE OR REPLACE FUNCTION bump_job_search_version_now() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_search_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_search_version_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_job_search_version_now();--> statement-breakpoint
CREATE TRIGGER currency_rates_search_version_truncate AFTER TRUNCATE ON currency_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_job_search_version_now();
