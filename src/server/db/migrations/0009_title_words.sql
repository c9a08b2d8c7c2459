CREATE TABLE "job_title_words" (
	"word" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "job_title_words_trgm_idx" ON "job_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a job's title and company name as the typo search compares them: lowercase,
-- split as the 'simple' text search configuration splits them (any language), each once.
CREATE OR REPLACE FUNCTION job_title_word_list(job_position text, company_name text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tsvector_to_array(to_tsvector('simple', coalesce(job_position, '') || ' ' || coalesce(company_name, '')))
$$;
--> statement-breakpoint
-- Keeps job_title_words (word, number of open jobs holding it) in step with jobs, once per
-- statement (a bulk insert of thousands of jobs adds each word once). An update only counts the
-- jobs whose title, company name or being open changed. A word no open job holds is removed.
CREATE OR REPLACE FUNCTION job_title_words_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_title_words;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO job_title_words AS t (word, jobs)
    SELECT w, count(*) FROM new_rows n, unnest(job_title_word_list(n.position, n.company_name)) w
    WHERE n.status = 'open' GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (
      UPDATE job_title_words t SET jobs = t.jobs - d.n
      FROM (SELECT w, count(*) AS n FROM old_rows o, unnest(job_title_word_list(o.position, o.company_name)) w
            WHERE o.status = 'open' GROUP BY w) d
      WHERE t.word = d.w
      RETURNING t.word, t.jobs
    )
    SELECT array_agg(word) INTO gone FROM changed WHERE jobs <= 0;
  ELSE
    WITH moved AS (
      SELECT o.position AS old_position, o.company_name AS old_company, o.status = 'open' AS was_open,
             n.position AS new_position, n.company_name AS new_company, n.status = 'open' AS is_open
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.position, o.company_name, o.status = 'open') IS DISTINCT FROM (n.position, n.company_name, n.status = 'open')
    ), delta AS (
      SELECT w, sum(d) AS d FROM (
        SELECT w, -1 AS d FROM moved, unnest(job_title_word_list(old_position, old_company)) w WHERE was_open
        UNION ALL
        SELECT w, 1 AS d FROM moved, unnest(job_title_word_list(new_position, new_company)) w WHERE is_open
      ) x GROUP BY w HAVING sum(d) <> 0
    ), changed AS (
      INSERT INTO job_title_words AS t (word, jobs)
      SELECT w, d FROM delta ORDER BY w
      ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs
      RETURNING t.word, t.jobs
    )
    SELECT array_agg(word) INTO gone FROM changed WHERE jobs <= 0;
  END IF;
  IF gone IS NOT NULL THEN
    DELETE FROM job_title_words WHERE word = ANY (gone) AND jobs <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_title_words_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_title_words_follow();
--> statement-breakpoint
CREATE TRIGGER job_title_words_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_title_words_follow();
--> statement-breakpoint
CREATE TRIGGER job_title_words_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_title_words_follow();
--> statement-breakpoint
CREATE TRIGGER job_title_words_truncate AFTER TRUNCATE ON jobs
FOR EACH STATEMENT EXECUTE FUNCTION job_title_words_follow();
--> statement-breakpoint
-- The words of the jobs already open.
INSERT INTO job_title_words (word, jobs)
SELECT w, count(*) FROM jobs j, unnest(job_title_word_list(j.position, j.company_name)) w
WHERE j.status = 'open' GROUP BY w;
