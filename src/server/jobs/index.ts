// What other features use of jobs: the columns a job is read with and its GraphQL shape.
export { jobColumns, toJob, type GraphqlJob, type JobFields } from './job-mapper.ts';
export { jobSearchFilterSchema, searchJobs } from './job-search.ts';
export { createSearchCache, type SearchCache, type SearchCacheOutcome } from './search-cache.ts';
