// What other features use of jobs: the columns a job is read with, its GraphQL shape, and the
// fields a list's row lacks, read when asked.
export { jobColumns, toJob, type GraphqlJob, type JobFields } from './job-mapper.ts';
export { jobField } from './job-details.ts';
export { jobSearchFilterSchema, searchJobs } from './job-search.ts';
export { createSearchCache, type SearchCache, type SearchCacheOutcome } from './search-cache.ts';
