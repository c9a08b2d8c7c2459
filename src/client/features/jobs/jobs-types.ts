import type {
  CompanySummaryFieldsFragment,
  GetCompanyQuery,
  JobDetailsFieldsFragment,
  JobSummaryFieldsFragment,
  SearchJobsQuery,
} from '../../graphql/graphql.ts';

// Names for the generated shapes the job screens pass around (see jobs-api.ts for the documents).
export type CompanySummary = CompanySummaryFieldsFragment;
export type CompanyDetails = NonNullable<GetCompanyQuery['getCompany']>;
/** The fields a job card shows. */
export type JobSummary = JobSummaryFieldsFragment;
/** Everything the job page shows. */
export type JobDetails = JobDetailsFieldsFragment;
export type JobSearchResult = SearchJobsQuery['searchJobs'];
export type Facet = JobSearchResult['facets']['type'][number];
