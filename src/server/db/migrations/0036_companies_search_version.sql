-- Search answers hold their jobs' companies (name, logo, place), read in the same statement as
-- the jobs: a change to a company retires the cached answers as a change to a job does.
CREATE CONSTRAINT TRIGGER companies_search_version AFTER INSERT OR UPDATE OR DELETE ON companies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_job_search_version();--> statement-breakpoint
CREATE TRIGGER companies_search_version_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_job_search_version_now();
