-- The job's document without its description: small enough to stay in the row, so ranking
-- thousands of matches never reads the out-of-line (TOAST) storage of the full document.
CREATE OR REPLACE FUNCTION job_title_document(
  lang "language", job_position text, keywords text[], company_name text,
  job_location text, industry text, subindustry text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    setweight(to_tsvector(job_search_config(lang), coalesce(job_position, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(job_position, '') || ' ' || coalesce(company_name, '')), 'A') ||
    setweight(to_tsvector(job_search_config(lang), coalesce(array_to_string(keywords, ' '), '') || ' ' || coalesce(company_name, '')), 'B') ||
    setweight(to_tsvector(job_search_config(lang), coalesce(job_location, '') || ' ' || coalesce(industry, '') || ' ' || coalesce(subindustry, '')), 'C')
$$;
