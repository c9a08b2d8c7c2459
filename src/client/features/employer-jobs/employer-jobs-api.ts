import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobFormData } from '../../../domain/job-form-schemas.ts';
import { graphql } from '../../graphql/gql.ts';
import type { CompanyJobFieldsFragment, MyCompaniesQuery } from '../../graphql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

// createJob, updateJob, publishJob, closeJob, reopenJob, duplicateJob, deleteJob, listCompanyJobs
// and getCompanyJob belong to the employer-jobs module; myCompanies to the companies module.

graphql(`
  fragment CompanyJobFields on Job {
    ...JobDetailsFields
    companyJobsId
    reviewStatus
    reviewReason
    publishedAt
    applicationCounts {
      status
      count
    }
  }
`);

const MY_COMPANIES = graphql(`
  query MyCompanies {
    myCompanies {
      id
      name
      status
      logo
      countryCode
    }
  }
`);

const COMPANY_JOBS = graphql(`
  query CompanyJobs($companyId: ID!, $filter: CompanyJobsFilter, $limit: Int, $nextToken: String) {
    listCompanyJobs(companyId: $companyId, filter: $filter, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        ...CompanyJobFields
      }
    }
  }
`);

const COMPANY_JOB = graphql(`
  query CompanyJob($id: ID!) {
    getCompanyJob(id: $id) {
      ...CompanyJobFields
    }
  }
`);

const CREATE_JOB = graphql(`
  mutation CreateJob($input: CreateJobInput!) {
    createJob(input: $input) {
      ...CompanyJobFields
    }
  }
`);

const UPDATE_JOB = graphql(`
  mutation UpdateJob($input: UpdateJobInput!) {
    updateJob(input: $input) {
      ...CompanyJobFields
    }
  }
`);

const JOB_ACTIONS = {
  publishJob: graphql(`
    mutation PublishJob($id: ID!) {
      publishJob(id: $id) {
        ...CompanyJobFields
      }
    }
  `),
  closeJob: graphql(`
    mutation CloseJob($id: ID!) {
      closeJob(id: $id) {
        ...CompanyJobFields
      }
    }
  `),
  reopenJob: graphql(`
    mutation ReopenJob($id: ID!) {
      reopenJob(id: $id) {
        ...CompanyJobFields
      }
    }
  `),
  duplicateJob: graphql(`
    mutation DuplicateJob($id: ID!) {
      duplicateJob(id: $id) {
        ...CompanyJobFields
      }
    }
  `),
};

const DELETE_JOB = graphql(`
  mutation DeleteJob($id: ID!) {
    deleteJob(input: { id: $id }) {
      id
    }
  }
`);

export type ManagedCompany = MyCompaniesQuery['myCompanies'][number];
export type CompanyJob = CompanyJobFieldsFragment;
export type ApplicationCount = CompanyJob['applicationCounts'][number];

/** The status an employer sees: drafts waiting for or refused by staff review count as their own. */
export type ListStatus = 'draft' | 'pending' | 'rejected' | 'open' | 'closed' | 'expired';
export const LIST_STATUSES: readonly ListStatus[] = ['draft', 'pending', 'rejected', 'open', 'closed', 'expired'];

export function listStatusOf(job: Pick<CompanyJob, 'status' | 'reviewStatus'>): ListStatus {
  if (job.status === 'draft')
    return job.reviewStatus === 'pending' ? 'pending' : job.reviewStatus === 'rejected' ? 'rejected' : 'draft';
  return job.status;
}

export const employerJobKeys = {
  companies: ['employerJobs', 'companies'] as const,
  list: (companyId: string, status: string, query: string) =>
    ['employerJobs', 'list', companyId, status, query] as const,
  job: (id: string) => ['employerJobs', 'job', id] as const,
};

export function useMyCompanies() {
  return useQuery({
    queryKey: employerJobKeys.companies,
    queryFn: ({ signal }) => request(MY_COMPANIES, {}, signal).then((d) => d.myCompanies),
  });
}

export interface CompanyJobPage {
  items: CompanyJob[];
  nextToken: string | null;
}

export const COMPANY_JOBS_PAGE_SIZE = 50;

/** The company's jobs page by page ("Load more"); the previous list stays while a new filter loads. */
export function useCompanyJobs(companyId: string | undefined, status: ListStatus | '', query: string) {
  return useInfiniteQuery({
    queryKey: employerJobKeys.list(companyId ?? '', status, query),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
    initialPageParam: null as string | null,
    getNextPageParam: (last: CompanyJobPage) => last.nextToken,
    queryFn: ({ signal, pageParam }) =>
      request(
        COMPANY_JOBS,
        {
          companyId: companyId!,
          filter: { status: status || null, query: query || null },
          limit: COMPANY_JOBS_PAGE_SIZE,
          nextToken: pageParam,
        },
        signal,
      ).then((d) => d.listCompanyJobs),
  });
}

export function useCompanyJob(id: string | undefined) {
  return useQuery({
    queryKey: employerJobKeys.job(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    queryFn: ({ signal }) => request(COMPANY_JOB, { id: id! }, signal).then((d) => d.getCompanyJob),
  });
}

/** The form's data as the API's input (requiresCPA keeps the specification's spelling). */
type JobInput = Omit<JobFormData, never>;

export async function createJob(companyJobsId: string, data: JobInput): Promise<CompanyJob> {
  return (await request(CREATE_JOB, { input: { companyJobsId, ...data } })).createJob;
}

export async function updateJob(id: string, data: Partial<JobInput>): Promise<CompanyJob> {
  return (await request(UPDATE_JOB, { input: { id, ...data } })).updateJob;
}

export type JobAction = 'publishJob' | 'closeJob' | 'reopenJob' | 'duplicateJob';

export async function runJobAction(action: JobAction, id: string): Promise<CompanyJob> {
  switch (action) {
    case 'publishJob':
      return (await request(JOB_ACTIONS.publishJob, { id })).publishJob;
    case 'closeJob':
      return (await request(JOB_ACTIONS.closeJob, { id })).closeJob;
    case 'reopenJob':
      return (await request(JOB_ACTIONS.reopenJob, { id })).reopenJob;
    case 'duplicateJob':
      return (await request(JOB_ACTIONS.duplicateJob, { id })).duplicateJob;
  }
}

export async function deleteJob(id: string): Promise<void> {
  await request(DELETE_JOB, { id });
}

/** Runs an action and refreshes every list and the job itself. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: JobAction | 'deleteJob'; id: string }) =>
      action === 'deleteJob' ? deleteJob(id).then(() => null) : runJobAction(action, id),
    onSuccess: (job) => {
      if (job) queryClient.setQueryData(employerJobKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: ['employerJobs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
