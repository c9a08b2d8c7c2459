-- Every path of the word-count trigger now takes its row locks in word order (the delete path
-- updated in whatever order the join produced), so two transactions saving jobs with shared
-- words wait for each other instead of deadlocking.
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
      INSERT INTO job_title_words AS t (word, jobs)
      SELECT w, -count(*) FROM old_rows o, unnest(job_title_word_list(o.position, o.company_name)) w
      WHERE o.status = 'open' GROUP BY w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs
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
    DELETE FROM job_title_words WHERE word IN (SELECT unnest(gone) ORDER BY 1) AND jobs <= 0;
  END IF;
  RETURN NULL;
END
$$;
