-- Full-text search over jobs in English, Turkish and Arabic, with trigram matching for typos.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_config(lang "language") RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lang WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ar' THEN 'arabic'::regconfig ELSE 'english'::regconfig END
$$;
--> statement-breakpoint
-- The weighted document of a job: title first, then keywords and company, then place and
-- industry, then the description without its HTML tags. Stemmed in the job's own language,
-- plus the title and company unstemmed ('simple') so exact words always match.
CREATE OR REPLACE FUNCTION job_search_document(
  lang "language", job_position text, keywords text[], company_name text,
  job_location text, industry text, subindustry text, description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    setweight(to_tsvector(job_search_config(lang), coalesce(job_position, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(job_position, '') || ' ' || coalesce(company_name, '')), 'A') ||
    setweight(to_tsvector(job_search_config(lang), coalesce(array_to_string(keywords, ' '), '') || ' ' || coalesce(company_name, '')), 'B') ||
    setweight(to_tsvector(job_search_config(lang), coalesce(job_location, '') || ' ' || coalesce(industry, '') || ' ' || coalesce(subindustry, '')), 'C') ||
    setweight(to_tsvector(job_search_config(lang), regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'D')
$$;
