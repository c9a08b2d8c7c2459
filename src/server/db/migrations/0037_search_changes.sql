CREATE TABLE "job_search_changes" (
	"version" integer NOT NULL,
	"job_id" uuid,
	"before" jsonb
);
--> statement-breakpoint
CREATE INDEX "job_search_changes_version_idx" ON "job_search_changes" USING btree ("version");--> statement-breakpoint
-- Each version now says what it changed (see the table's comment in schema/jobs.ts), so a new
-- job retires only the cached answers its search could find instead of every one. The version
-- is still bumped once per transaction, at commit; the transaction's version and how many jobs
-- it has logged are kept in transaction-local settings. Past 50 jobs (a bulk change), or for a
-- company or a currency rate, one row without a job retires everything older. A new company
-- has no jobs yet and changes no answer.
CREATE OR REPLACE FUNCTION bump_job_search_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v integer := nullif(current_setting('cpa.search_version', true), '')::integer;
  logged integer;
BEGIN
  IF TG_TABLE_NAME = 'companies' AND TG_OP = 'INSERT' THEN
    RETURN NULL;
  END IF;
  IF v IS NULL THEN
    UPDATE job_search_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
    PERFORM set_config('cpa.search_version', v::text, true);
    PERFORM set_config('cpa.search_changes', '0', true);
    -- Answers older than this are not checked change by change (search-cache.ts): a miss.
    DELETE FROM job_search_changes WHERE version <= v - 1000;
  END IF;
  logged := current_setting('cpa.search_changes')::integer;
  IF logged < 0 THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME <> 'jobs' OR logged >= 50 THEN
    INSERT INTO job_search_changes (version) VALUES (v);
    PERFORM set_config('cpa.search_changes', '-1', true);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_search_changes (version, job_id) VALUES (v, NEW.id);
  ELSE
    INSERT INTO job_search_changes (version, job_id, before) VALUES (v, OLD.id, to_jsonb(OLD) - 'description');
  END IF;
  PERFORM set_config('cpa.search_changes', (logged + 1)::text, true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_job_search_version_now() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v integer;
BEGIN
  UPDATE job_search_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  INSERT INTO job_search_changes (version) VALUES (v);
  RETURN NULL;
END $$;
