import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { JOB_SEARCH_PAGE_SIZE, toJobSearchFilter, type JobSearchParams } from '../../../domain/job-search-params.ts';
import { graphql } from '../../graphql/gql.ts';
import { request } from '../../lib/graphql-client.ts';

// The job seeker's reads of jobs and companies. The result types are generated from the
// schema and these documents (npm run codegen); jobs-types.ts names the ones screens pass around.

graphql(`
  fragment CompanySummaryFields on Company {
    id
    name
    logo
    industry
    city
    countryCode
    website
  }
`);

graphql(`
  fragment JobSummaryFields on Job {
    id
    position
    location
    type
    experienceLevel
    industry
    salaryStart
    salaryEnd
    salaryNegotiable
    salaryCurrency
    requiresCPA
    remote
    status
    isOpen
    deadline
    applyWay
    createdAt
    company {
      ...CompanySummaryFields
    }
  }
`);

// What a saved job's card and the apply screen show of a job (saved-jobs and applications use it).
graphql(`
  fragment JobApplySummaryFields on Job {
    id
    position
    location
    deadline
    status
    isOpen
    applyWay
    applyUrl
    requiresCPA
    salaryCurrency
    company {
      id
      name
      logo
    }
  }
`);

graphql(`
  fragment JobDetailsFields on Job {
    ...JobSummaryFields
    description
    address
    experience
    education
    requirement
    keyword
    subindustry
    language
    start
    applyUrl
    updatedAt
  }
`);

const SEARCH = graphql(`
  query SearchJobs(
    $query: String
    $filter: JobSearchFilter
    $sort: JobSort
    $exact: Boolean
    $limit: Int
    $nextToken: String
  ) {
    searchJobs(query: $query, filter: $filter, sort: $sort, exact: $exact, limit: $limit, nextToken: $nextToken) {
      total
      correctedQuery
      totalIsLowerBound
      totalIsEstimate
      nextToken
      items {
        ...JobSummaryFields
      }
      facets {
        type {
          value
          count
        }
        experienceLevel {
          value
          count
        }
        industry {
          value
          count
        }
      }
    }
  }
`);

const GET_JOB = graphql(`
  query GetJob($id: ID!) {
    getJob(id: $id) {
      ...JobDetailsFields
    }
  }
`);

const GET_COMPANY = graphql(`
  query GetCompany($id: ID!) {
    getCompany(id: $id) {
      ...CompanySummaryFields
      size
      email
      contactNo
      address
      featured
      openJobCount
      jobs(limit: 200) {
        ...JobSummaryFields
      }
    }
  }
`);

export const jobKeys = {
  search: (params: JobSearchParams) => ['jobs', 'search', params] as const,
  job: (id: string) => ['jobs', 'job', id] as const,
  company: (id: string) => ['jobs', 'company', id] as const,
  latest: (limit: number) => ['jobs', 'latest', limit] as const,
};

/** A search, page by page ("Load more"); the previous results stay visible while the next search loads. */
export function useJobSearch(params: JobSearchParams) {
  return useInfiniteQuery({
    queryKey: jobKeys.search(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      request(
        SEARCH,
        {
          query: params.keywords || null,
          filter: toJobSearchFilter(params),
          sort: params.sort ?? null,
          exact: params.exact || null,
          limit: JOB_SEARCH_PAGE_SIZE,
          nextToken: pageParam,
        },
        signal,
      ).then((d) => d.searchJobs),
    getNextPageParam: (last) => last.nextToken,
    placeholderData: keepPreviousData,
  });
}

/** The newest open jobs (home page). */
export function useLatestJobs(limit: number) {
  return useQuery({
    queryKey: jobKeys.latest(limit),
    queryFn: ({ signal }) => request(SEARCH, { sort: 'newest', limit }, signal).then((d) => d.searchJobs.items),
  });
}

export function useJob(id: string) {
  return useQuery({
    queryKey: jobKeys.job(id),
    queryFn: ({ signal }) => request(GET_JOB, { id }, signal).then((d) => d.getJob),
  });
}

export function useCompany(id: string) {
  return useQuery({
    queryKey: jobKeys.company(id),
    queryFn: ({ signal }) => request(GET_COMPANY, { id }, signal).then((d) => d.getCompany),
  });
}
